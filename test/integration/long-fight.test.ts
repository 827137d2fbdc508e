// A fight of six combatants (four PCs with sheets, two NPC tokens without) over 60 counts that uses every action
// type, with the invariants checked after every command (issue 4).
import { expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

const KEY = 'EnchantedRealmsCombat';
const ACTIONS = ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset'] as const;

interface C {
  id: string;
  nextAt: number;
  lastAction: string | null;
  markers: { kind: string; until?: number }[];
  conditions: string[];
  tie: { count: number; rolls: number[] } | null;
  arrival: number;
}
interface F {
  counter: number;
  combatants: C[];
}

function fight(t: Table): F {
  return (t.sb.state[KEY] as { fight: { timeline: { present: F } } }).fight.timeline.present;
}

function order(f: F): C[] {
  const rolls = (c: C) => (c.tie && c.tie.count === c.nextAt ? c.tie.rolls : []);
  return [...f.combatants].sort((a, b) => {
    if (a.nextAt !== b.nextAt) return a.nextAt - b.nextAt;
    const ra = rolls(a);
    const rb = rolls(b);
    for (let i = 0; i < Math.min(ra.length, rb.length); i += 1) if (ra[i] !== rb[i]) return (ra[i] as number) - (rb[i] as number);
    return ra.length - rb.length || a.arrival - b.arrival;
  });
}

/** The tracker is the projection of the stored fight, and the markers follow it. */
function checkInvariants(t: Table): void {
  t.sb.assertNoCrash();
  const f = fight(t);
  const tracker = t.sb.turnOrder();
  const expected = order(f);
  const due = expected.filter((c) => c.nextAt <= f.counter);
  const ids = tracker.map((e) => e.id);
  expect(ids).toEqual([...due.map((c) => c.id), '-1', ...expected.filter((c) => c.nextAt > f.counter).map((c) => c.id)]);
  for (const e of tracker) {
    if (e.id === '-1') expect(e.pr).toBe(f.counter);
    else expect(e.pr).toBe(f.combatants.find((c) => c.id === e.id)?.nextAt);
  }
  for (const c of f.combatants) {
    const marks = String(t.sb.getObj('graphic', c.id)?.get('statusmarkers') ?? '');
    const flex = c.markers.find((m) => m.kind === 'flex');
    expect(marks.includes('lightning-helix'), `flex on ${c.id}`).toBe(!!flex);
    expect(marks.includes('bolt-shield'), `guard on ${c.id}`).toBe(c.markers.some((m) => m.kind === 'guard'));
    expect(marks.includes('stopwatch'), `holding on ${c.id}`).toBe(c.markers.some((m) => m.kind === 'holding'));
    expect(marks.includes('tread'), `badge on ${c.id}`).toBe(f.counter % 3 === 0);
  }
}

it('six combatants fight for 60 counts with every action, hold rules, reactions, conditions and windows', () => {
  const t = aTable({ seed: 23, badges: true });
  const { aldric, lira, borin, kess, goblin, zombie } = t.tokens;
  t.say(t.gm, '!rondel start', [aldric, lira, borin, kess, goblin, zombie]);
  t.say(t.gm, '!rondel condition --add grappled', [goblin]);
  t.say(t.gm, '!rondel condition --add prone', [zombie]);
  checkInvariants(t);
  const owner = new Map([
    [aldric.id, t.pat],
    [borin.id, t.pat],
    [lira.id, t.sam],
    [kess.id, t.sam],
  ]);
  const used = new Set<string>();
  const seen = { refusedHold: 0, refusedReact: 0, reactions: 0, passedOver: 0, guardExpired: 0, heldWindows: 0, crawlWindows: 0, ties: 0 };
  let i = 0;
  while (fight(t).counter < 60) {
    i += 1;
    expect(i).toBeLessThan(500);
    const f = fight(t);
    const top = t.sb.turnOrder()[0];
    let replies;
    if (i % 7 === 0) {
      const token = [aldric, lira, borin, kess][i % 4];
      const who = owner.get(token?.id ?? '') ?? t.gm;
      const flexed = f.combatants.find((c) => c.id === token?.id)?.markers.some((m) => m.kind === 'flex');
      replies = t.say(who, '!rondel react --note opportunity', token ? [token] : []);
      const text = plain(replies.map((r) => r.content).join('\n'));
      if (flexed) {
        expect(text).toContain('flex marker shows');
        seen.refusedReact += 1;
      } else {
        expect(text).toContain('reacts: opportunity');
        seen.reactions += 1;
        checkInvariants(t);
        const again = t.say(who, '!rondel react', token ? [token] : []);
        expect(again).toHaveLength(1);
        expect(again[0]?.targets).toEqual([who.id]);
        expect(plain(again[0]?.content ?? '')).toContain('flex marker shows');
        seen.refusedReact += 1;
      }
    } else if (!top || top.id === '-1' || i % 11 === 0) {
      replies = t.say(t.gm, '!rondel next');
      const text = plain(replies.map((r) => r.content).join('\n'));
      if (text.includes('did not declare')) seen.passedOver += 1;
      if (text.includes('is no longer on Full Guard')) seen.guardExpired += 1;
      if (text.includes('Goblin (grappled: no move)')) seen.heldWindows += 1;
      if (text.includes('Zombie (crawl') || text.includes('Zombie (stand up, no crawl')) seen.crawlWindows += 1;
    } else {
      const c = f.combatants.find((x) => x.id === top.id);
      const who = owner.get(top.id) ?? t.gm;
      const action = ACTIONS[(i + (c?.arrival ?? 0)) % ACTIONS.length] ?? 'dash';
      if (c?.lastAction === 'hold') {
        replies = t.say(who, `!rondel act hold --token ${top.id}`);
        expect(plain(replies[0]?.content ?? '')).toContain('cannot hold twice in a row');
        seen.refusedHold += 1;
        checkInvariants(t);
      }
      const chosen = c?.lastAction === 'hold' && action === 'hold' ? 'reset' : action;
      replies = t.say(who, `!rondel act ${chosen} --token ${top.id}${chosen === 'magic' ? ' --cast 2 --tradition divine --note Bless' : ''}`);
      used.add(chosen);
    }
    if (plain(replies.map((r) => r.content).join('\n')).includes('Tie at count')) seen.ties += 1;
    // at most one public card per command
    expect(replies.filter((r) => r.type !== 'whisper').length).toBeLessThanOrEqual(1);
    checkInvariants(t);
  }
  expect([...used].sort()).toEqual([...ACTIONS].sort());
  expect(seen.refusedHold).toBeGreaterThan(0);
  expect(seen.reactions).toBeGreaterThan(0);
  expect(seen.refusedReact).toBeGreaterThan(0);
  expect(seen.passedOver).toBeGreaterThan(0);
  expect(seen.guardExpired).toBeGreaterThan(0);
  expect(seen.heldWindows).toBeGreaterThan(0);
  expect(seen.crawlWindows).toBeGreaterThan(0);
  expect(seen.ties).toBeGreaterThan(0);
});
