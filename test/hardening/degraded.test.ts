// Unreadable stored data (issue 8): the script leaves it untouched and answers every command with the problem,
// with a repair button for the GM only.
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/roll20/store';
import { plain } from '../integration/table';
import { anArena, PEER, senderTargets, STATE_KEY, type ActorKey } from './arena';

const CORRUPT: readonly [string, unknown][] = [
  ['garbage text', 'garbage'],
  ['a number', 42],
  ['an array', [1, 2, 3]],
  ['a future schema', { schemaVersion: 99, fight: { anything: true }, config: 'new' }],
  ['a string schema version', { schemaVersion: '1', fight: null }],
  ['a fractional schema version', { schemaVersion: 1.5 }],
  ['a negative schema version', { schemaVersion: -1 }],
  ['config of the wrong type', { schemaVersion: 1, config: 5, fight: null, helpVersion: '' }],
  ['a fight with a broken combatant', { schemaVersion: 1, config: null, helpVersion: '', fight: { pageId: 'p', lastTurnOrder: '', timeline: { past: [], future: [], present: { counter: 'one', combatants: [{ id: 7 }], spells: [], nextArrival: 0 } } } }],
  ['a fight that is a list', { schemaVersion: 1, fight: [] }],
];

const COMMANDS: readonly [ActorKey, string][] = [
  ['gm', '!rondel status'],
  ['gm', '!rondel start'],
  ['gm', '!combat next'],
  ['gm', '!rondel nonsense --x'],
  ['pat', '!rondel act dash'],
  ['pat', '!rondel repair --confirm'],
  ['sam', '!rondel help'],
  ['robin', '!rondel react'],
  ['api', '!rondel next'],
];

describe('degraded mode', () => {
  it.each(CORRUPT)('with %s stored, the data stays as it was and every command is answered with the problem', (_label, corrupt) => {
    const a = anArena({ state: { [STATE_KEY]: corrupt } });
    const original = JSON.parse(JSON.stringify(corrupt)) as unknown;
    a.sb.assertNoCrash();
    expect(a.sb.state[STATE_KEY]).toEqual(original);
    expect(plain(a.sb.recorder.whispersTo(a.gm).at(-1)?.content ?? '')).toContain('paused');
    for (const [actor, text] of COMMANDS) {
      const mark = a.sb.recorder.mark();
      a.send(actor, text, actor === 'api' ? [] : ['aldric', 'wisp']);
      const replies = a.sb.recorder.since(mark).chat.filter((m) => m.speakingAs !== PEER);
      expect(replies.map((m) => ({ type: m.type, targets: m.targets })), `${actor} ${text}`).toEqual([{ type: 'whisper', targets: senderTargets(a, actor) }]);
      const reply = replies[0]!;
      expect(plain(reply.content), `${actor} ${text}`).toContain('paused');
      const gm = actor === 'gm' || actor === 'api';
      expect(reply.content.includes('href="!rondel repair"'), `${actor} ${text}: repair button`).toBe(gm);
    }
    // tracker edits, deleted tokens and a restart leave the data alone too
    a.sb.driver.tracker.add({ id: a.ids.goblin, pr: 3 });
    a.sb.driver.remove(a.tokens.zombie);
    a.sb.restart();
    a.send('gm', '!rondel status');
    a.sb.assertNoCrash();
    expect(a.sb.recorder.logs.filter((l) => l.includes('bug in'))).toEqual([]);
    expect(a.sb.state[STATE_KEY]).toEqual(original);
  });

  it('repair by the GM keeps a backup of the data and starts clean', () => {
    const corrupt = { schemaVersion: 99, fight: { x: 1 } };
    const a = anArena({ state: { [STATE_KEY]: corrupt } });
    a.send('gm', '!rondel repair --confirm');
    expect(a.sb.state[`${STATE_KEY}_backup`]).toEqual(corrupt);
    expect(a.stored()).toMatchObject({ schemaVersion: SCHEMA_VERSION, fight: null });
    a.send('gm', '!rondel start', ['goblin']);
    expect(a.fight()?.timeline.present.combatants).toHaveLength(1);
    a.sb.assertNoCrash();
  });
});
