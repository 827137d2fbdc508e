// Observers that throw a value that is no Error (an object without a prototype, one whose toString throws): telling
// of it in the log must not throw out of the catch, so the command goes on as for any other throwing observer (an
// independent review's finding, kept as a regression).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const THROWERS: [string, string][] = [
  ['an object without a prototype', 'throw Object.create(null);'],
  ['an object whose toString throws', "throw { toString: function () { throw new Error('no'); } };"],
  ['an Error whose message is a prototype-less object', "var e = new Error('x'); e.message = Object.create(null); throw e;"],
];

describe('observers that throw a non-Error value', () => {
  it.each(THROWERS)('observe(): an observer throwing %s disturbs nobody', (_label, body) => {
    const t = aTable({ boot: false });
    t.sb.loadScript(
      `var heard = []; on('ready', function () { EnchantedRealmsCombat.observe(function () { ${body} }); EnchantedRealmsCombat.observeEvents(function (e) { heard.push(e.type); }); });`,
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
    const heard = JSON.parse(JSON.stringify((t.sb.context as Record<string, unknown>).heard)) as string[];
    expect({ bugs: bugs.map((b) => b.split('\n')[0]), wrongNotices: wrong.length, eventsHeard: heard.length > 0 }).toEqual({ bugs: [], wrongNotices: 0, eventsHeard: true });
  });

  it.each(THROWERS)('observeEvents(): an observer throwing %s disturbs nobody', (_label, body) => {
    const t = aTable({ boot: false });
    t.sb.loadScript(`on('ready', function () { EnchantedRealmsCombat.observeEvents(function () { ${body} }); });`, 'observer.js');
    t.sb.boot();
    t.sb.dice.queue(5, 12);
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel next');
    t.sb.assertNoCrash();
    const bugs = t.sb.recorder.since(mark).logs.filter((l) => l.includes('bug in'));
    expect(bugs.map((b) => b.split('\n')[0])).toEqual([]);
  });
});
