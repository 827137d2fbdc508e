// What a caught error says, for the log and the GM: whatever was thrown. A script (or Roll20) may throw a value that
// is no Error, even one that cannot be made text (an object without a prototype, a `toString` that throws); telling
// of it must not throw in turn, out of the very `catch` that keeps the sandbox running.

export function errorText(error: unknown, withStack = false): string {
  try {
    // an Error's message (or stack) is text as Error makes it, but anyone may set it to anything
    const said: unknown = error instanceof Error ? ((withStack ? error.stack : undefined) ?? error.message) : error;
    return typeof said === 'string' ? said : String(said);
  } catch {
    try {
      return Object.prototype.toString.call(error);
    } catch {
      return 'a value that cannot be shown';
    }
  }
}
