// A finding of a review of this project's own changes, kept as a regression.
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/roll20/error-text';
import { aTable, plain } from '../../integration/table';

describe('errorText with an Error whose message is not text', () => {
  it('returns text for an Error whose message is a prototype-less object', () => {
    const e = new Error('x');
    (e as unknown as { message: unknown }).message = Object.create(null);
    expect(() => `${errorText(e)}`).not.toThrow();
    expect(typeof errorText(e)).toBe('string');
  });
  it('an observer throwing such an Error disturbs nobody', () => {
    const t = aTable({ boot: false });
    t.sb.loadScript(
      `on('ready', function () { EnchantedRealmsCombat.observe(function () { var e = new Error('x'); e.message = Object.create(null); throw e; }); });`,
      'observer.js',
    );
    t.sb.boot();
    t.sb.dice.queue(5, 12);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    t.sb.assertNoCrash();
    const bugs = t.sb.recorder.since(mark).logs.filter((l) => l.includes('bug in'));
    const wrong = t.sb.recorder.since(mark).chat.filter((m) => /something went wrong/.test(plain(m.content)));
    expect({ bugs: bugs.map((b) => b.split('\n')[0]), wrong: wrong.length }).toEqual({ bugs: [], wrong: 0 });
  });
});
