// --target and --vs became `kind: 'token'` flags; their refusal names --token, not the flag the user typed.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../../src/commands/parse';

describe('a bad --target / --vs value is refused naming that flag', () => {
  it.each([
    ['!rondel attack --target', '--target'],
    ['!rondel competition --attr strength --vs', '--vs'],
    [`!rondel attack --target ${'x'.repeat(61)}`, '--target'],
  ])('%s', (line, flag) => {
    const parsed = parseCommandLine(line);
    expect(parsed && !parsed.ok ? parsed.errors.join(' ') : '').toContain(flag);
  });
});
