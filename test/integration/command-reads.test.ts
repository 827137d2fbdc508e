// A command reads each token once and shares the reads between its steps (the sweep for deleted tokens, the reading
// of others' tracker writes, the command itself), never between commands: what another script changed silently
// (API writes fire no events) since the last command is seen by the next one.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

describe('a command reads the table afresh', () => {
  it('a token put on the GM layer by another script after a command is hidden from the players at the next one', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    expect(plain(t.say(t.pat, '!rondel status')[0]?.content ?? '')).toContain('Goblin');
    // another script's write: no event reaches ours
    t.sb.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    const status = plain(t.say(t.pat, '!rondel status')[0]?.content ?? '');
    expect(status).not.toContain('Goblin');
    expect(status).toContain('Waiting for the next turn.');
  });

  it('a tracker another script wrote silently is read once: taken in, written once, and not read stale by the command after it', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const ours = JSON.parse(String(t.sb.campaign.get('turnorder'))) as { id: string; custom?: string }[];
    // another script puts its own entry first: no event reaches ours
    t.sb.campaign.set('turnorder', JSON.stringify([{ id: '-1', pr: 7, custom: 'Torch', _pageid: t.page.id }, ...ours]));
    const trackerWrites = (act: () => void): unknown[] => {
      const mark = t.sb.recorder.mark();
      act();
      return t.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script' && w.type === 'campaign' && w.key === 'turnorder').map((w) => w.after);
    };
    // the status command changes nothing of the fight: the tracker is written once, with the other's entry after ours
    const written = trackerWrites(() => t.say(t.gm, '!rondel status'));
    expect(written).toHaveLength(1);
    const now = JSON.parse(String(t.sb.campaign.get('turnorder'))) as { id: string; custom?: string }[];
    expect(now.map((e) => e.custom === 'Torch')).toEqual([false, false, false, true]);
    expect(written[0]).toBe(t.sb.campaign.get('turnorder'));
    // nothing written since: the next status writes nothing, and the next turn keeps the other's entry, once
    expect(trackerWrites(() => t.say(t.gm, '!rondel status'))).toEqual([]);
    t.say(t.gm, '!rondel next');
    const after = JSON.parse(String(t.sb.campaign.get('turnorder'))) as { id: string; custom?: string }[];
    expect(after.filter((e) => e.custom === 'Torch')).toHaveLength(1);
    expect(after.at(-1)?.custom).toBe('Torch');
    t.sb.assertNoCrash();
  });

  it('a token deleted without an event leaves at the next command, which then goes on without it', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.tokens.goblin.remove();
    const [left, notice, status] = t.say(t.gm, '!rondel status').map((r) => plain(r.content));
    expect(left).toContain('Goblin leaves the fight.');
    expect(notice).toContain('Deleted, so they left the fight: Goblin.');
    expect(status).toContain('Aldric');
    expect(status).not.toContain('Goblin');
    t.sb.assertNoCrash();
  });
});

describe('a tracker that cannot be read when the fight ends', () => {
  it('keeps nobody of the fight in it: what the end could not see is taken out at the next command', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const ids = [t.tokens.aldric.id, t.tokens.goblin.id];
    const ours = (): string[] => (JSON.parse(String(t.sb.campaign.get('turnorder') || '[]')) as { id: string }[]).map((e) => e.id).filter((id) => ids.includes(id));
    expect(ours().sort()).toEqual([...ids].sort());
    // Roll20 answers nothing for the tracker while the fight ends
    const fault = t.sb.faults.inject({ call: 'get', type: 'campaign', key: 'turnorder', effect: 'nothing' });
    t.say(t.gm, '!rondel end --confirm');
    fault.remove();
    t.say(t.gm, '!rondel status');
    expect(ours()).toEqual([]);
    t.sb.assertNoCrash();
  });
});

describe('a tracker that cannot be read during the fight', () => {
  it('is taken as the script last wrote it: another script’s entry stays', () => {
    const t = aTable();
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const entries = (): { id: string; custom?: string }[] => JSON.parse(String(t.sb.campaign.get('turnorder') || '[]')) as { id: string; custom?: string }[];
    t.sb.campaign.set('turnorder', JSON.stringify([...entries(), { id: '-1', pr: 7, custom: 'Torch', _pageid: t.page.id }]));
    t.say(t.gm, '!rondel status');
    expect(entries().filter((e) => e.custom === 'Torch')).toHaveLength(1);
    // Roll20 answers nothing for the tracker while the turn passes
    const fault = t.sb.faults.inject({ call: 'get', type: 'campaign', key: 'turnorder', effect: 'nothing' });
    t.say(t.gm, '!rondel next');
    fault.remove();
    expect(entries().filter((e) => e.custom === 'Torch')).toHaveLength(1);
    t.say(t.gm, '!rondel next');
    expect(entries().filter((e) => e.custom === 'Torch')).toHaveLength(1);
    t.sb.assertNoCrash();
  });
});
