// Every callback is guarded: a bug is logged and reported to the GM, never thrown into the sandbox, where one uncaught
// exception stops every script of the game.
import { notice } from '../render/cards';
import { COLOURS } from '../render/html';
import { errorText } from './error-text';
import { SPEAKER } from './chat';

export const LOG_PREFIX = 'EnchantedRealmsCombat:';

/** A log line that cannot throw: the console is not worth a crash. */
export function safeLog(line: string): void {
  try {
    log(line);
  } catch {
    // nothing is left to tell it to
  }
}

export function reportBug(where: string, error: unknown): void {
  safeLog(`${LOG_PREFIX} bug in ${where}: ${errorText(error, true)}`);
  try {
    sendChat(SPEAKER, `/w gm ${notice('Rondel: something went wrong', [`A bug stopped “${where}”; nothing was changed and the script keeps running. The Mod console has the details.`], COLOURS.bad)}`, null, { noarchive: true });
  } catch (inner) {
    safeLog(`${LOG_PREFIX} could not notify the GM: ${errorText(inner)}`);
  }
}

/** Every callback goes through here: a bug is logged and reported, never thrown into the sandbox. */
export function guard<A extends unknown[]>(where: string, fn: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    try {
      fn(...args);
    } catch (error) {
      reportSafely(where, error);
    }
  };
}

/** guard() for a sandbox event of two arguments (an object and its values before the change): no spread call. */
export function guardTwo<A, B>(where: string, fn: (a: A, b: B) => void): (a: A, b: B) => void {
  return (a: A, b: B) => {
    try {
      fn(a, b);
    } catch (error) {
      reportSafely(where, error);
    }
  };
}

/** guard() for a sandbox event of one argument (a chat message, a token): no rest parameters, no spread call. */
export function guardOne<A>(where: string, fn: (a: A) => void): (a: A) => void {
  return (a: A) => {
    try {
      fn(a);
    } catch (error) {
      reportSafely(where, error);
    }
  };
}

function reportSafely(where: string, error: unknown): void {
  try {
    reportBug(where, error);
  } catch {
    // reportBug guards itself; this is the last line between a fault and every script of the game
  }
}
