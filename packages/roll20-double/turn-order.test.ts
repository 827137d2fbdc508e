import { describe, expect, it } from 'vitest';
import { booted, EVENT_SPY, runInSandbox } from './test-helpers';
import type { TurnEntry } from './index';

const seen = (sb: { state: Record<string, unknown> }): unknown => sb.state.seen;

function tracked() {
  const setup = booted([
    EVENT_SPY,
    `on('change:campaign:turnorder', function (c, prev) { log('prev=' + prev.turnorder + ' now=' + c.get('turnorder')); });`,
  ]);
  const { sb, pat, page } = setup;
  const ch = sb.addCharacter({ name: 'Aldric', controlledby: pat.id });
  const mine = sb.addToken({ pageid: page.id, name: 'Aldric', represents: ch.id });
  const direct = sb.addToken({ pageid: page.id, name: 'Hireling', controlledby: pat.id });
  const everyone = sb.addToken({ pageid: page.id, name: 'Mule', controlledby: 'all' });
  const foe = sb.addToken({ pageid: page.id, name: 'Goblin' });
  return { ...setup, mine, direct, everyone, foe };
}

const entry = (id: string, pr: string | number, pageid: string): TurnEntry => ({ id, pr, custom: '', _pageid: pageid });

describe('the turnorder property', () => {
  it('is "" on a fresh campaign, and sb.turnOrder() reads it as []', () => {
    const { sb } = booted('');
    expect(runInSandbox(sb, `Campaign().get('turnorder')`)).toBe('');
    expect(sb.turnOrder()).toEqual([]);
  });

  it('a script write of a custom entry with id "-1" reads back identically and fires nothing', () => {
    const { sb } = booted(EVENT_SPY);
    const text = JSON.stringify([{ id: '-1', pr: '1', custom: 'Round', formula: '+1' }]);
    runInSandbox(sb, `Campaign().set('turnorder', ${JSON.stringify(text)})`);
    expect(runInSandbox(sb, `Campaign().get('turnorder')`)).toBe(text);
    expect(sb.turnOrder()[0]?.id).toBe('-1');
    expect(seen(sb)).toEqual([]);
    expect(sb.recorder.writes.filter((w) => w.origin === 'script').map((w) => w.key)).toEqual(['turnorder']);
  });

  it('a script writing an array instead of a string is flagged', () => {
    const { sb } = booted('');
    runInSandbox(sb, `Campaign().set('turnorder', [])`);
    expect(sb.recorder.warnings.join()).toMatch(/JSON string/);
  });
});

describe('the tracker driver', () => {
  it('next (GM) moves the top entry to the end and fires change:campaign:turnorder then change:campaign with prev.turnorder', () => {
    const { sb, gm, page, mine, foe } = tracked();
    sb.setTurnOrder([entry(mine.id, 10, page.id), entry(foe.id, 5, page.id)]);
    const before = String(sb.campaign.get('turnorder'));
    expect(sb.driver.tracker.next(gm)).toBe(true);
    expect(sb.turnOrder().map((e) => e.id)).toEqual([foe.id, mine.id]);
    expect(seen(sb)).toEqual(['change:campaign:turnorder', 'change:campaign']);
    expect(sb.recorder.logs).toEqual([`prev=${before} now=${String(sb.campaign.get('turnorder'))}`]);
  });

  it.each([
    ['a token whose character the player controls', 'mine', true],
    ['a token the player controls directly', 'direct', true],
    ['a token controlled by all', 'everyone', true],
    ['a foe', 'foe', false],
    ['a custom entry', 'custom', false],
  ] as const)('a player may press next when the top entry is %s: %s', (_label, top, allowed) => {
    const t = tracked();
    const { sb, pat, page } = t;
    const topEntry = top === 'custom' ? { id: '-1', pr: 1, custom: 'Round', _pageid: page.id } : entry(t[top].id, 10, page.id);
    sb.setTurnOrder([topEntry, entry(t.foe.id, 5, page.id)]);
    const before = sb.campaign.get('turnorder');
    expect(sb.driver.tracker.next(pat)).toBe(allowed);
    if (allowed) expect(sb.turnOrder()[1]?.id).toBe(topEntry.id);
    else {
      expect(sb.campaign.get('turnorder')).toBe(before);
      expect(seen(sb)).toEqual([]);
    }
  });

  it('next applies a custom entry\'s formula as it moves, keeping the type of pr', () => {
    const { sb, gm, page, foe } = tracked();
    sb.setTurnOrder([{ id: '-1', pr: '1', custom: 'Round', formula: '+1', _pageid: page.id }, { id: '-1', pr: 10, custom: 'Countdown', formula: '-2', _pageid: page.id }, entry(foe.id, 5, page.id)]);
    sb.driver.tracker.next(gm);
    sb.driver.tracker.next(gm);
    expect(sb.turnOrder().map((e) => [e.custom, e.pr])).toEqual([
      ['', 5],
      ['Round', '2'],
      ['Countdown', 8],
    ]);
  });

  it('next on an empty tracker returns false', () => {
    const { sb, gm } = tracked();
    expect(sb.driver.tracker.next(gm)).toBe(false);
  });

  it.each([
    ['drag 0 → 2', (d: Tracker) => d.drag(0, 2), ['b', 'c', 'a']],
    ['drag 2 → 0', (d: Tracker) => d.drag(2, 0), ['c', 'a', 'b']],
    ['remove 1', (d: Tracker) => d.remove(1), ['a', 'c']],
    ['sort desc', (d: Tracker) => d.sort('desc'), ['c', 'a', 'b']],
    ['sort asc', (d: Tracker) => d.sort('asc'), ['b', 'a', 'c']],
  ])('%s reorders the entries and fires the turnorder event', (_label, act, order) => {
    const { sb, page, mine, direct, foe } = tracked();
    const ids: Record<string, string> = { a: mine.id, b: direct.id, c: foe.id };
    sb.setTurnOrder([entry(mine.id, '5', page.id), entry(direct.id, 2, page.id), entry(foe.id, '12', page.id)]);
    act(sb.driver.tracker);
    expect(sb.turnOrder().map((e) => e.id)).toEqual(order.map((k) => ids[k]));
    expect(seen(sb)).toEqual(['change:campaign:turnorder', 'change:campaign']);
  });

  it('edit stores what was typed, as a string', () => {
    const { sb, page, mine } = tracked();
    sb.setTurnOrder([entry(mine.id, 5, page.id)]);
    sb.driver.tracker.edit(0, '17');
    expect(sb.turnOrder()[0]?.pr).toBe('17');
  });

  it('add appends a token entry with the token page, or a custom entry with id "-1"', () => {
    const { sb, page, mine } = tracked();
    sb.driver.tracker.add({ id: mine.id, pr: 3 });
    sb.driver.tracker.add({ id: '-1', pr: 1, custom: 'Round', formula: '+1' });
    expect(sb.turnOrder()).toEqual([
      { id: mine.id, pr: 3, custom: '', _pageid: page.id },
      { id: '-1', pr: 1, custom: 'Round', _pageid: page.id, formula: '+1' },
    ]);
  });

  it('sort puts values that are not numbers last', () => {
    const { sb, page, mine, direct, foe } = tracked();
    sb.setTurnOrder([entry(mine.id, 'x', page.id), entry(direct.id, 2, page.id), entry(foe.id, '12', page.id)]);
    sb.driver.tracker.sort('desc');
    expect(sb.turnOrder().map((e) => e.id)).toEqual([foe.id, direct.id, mine.id]);
  });

  it('set replaces the order wholesale and fires the event', () => {
    const { sb, page, foe } = tracked();
    sb.driver.tracker.set([entry(foe.id, 1, page.id)]);
    expect(sb.turnOrder().map((e) => e.id)).toEqual([foe.id]);
    expect(seen(sb)).toEqual(['change:campaign:turnorder', 'change:campaign']);
  });

  it('an index out of range is a test error', () => {
    const { sb } = tracked();
    expect(() => sb.driver.tracker.remove(0)).toThrow(/index 0/);
  });
});

type Tracker = ReturnType<typeof tracked>['sb']['driver']['tracker'];
