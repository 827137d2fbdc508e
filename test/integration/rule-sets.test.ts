// The older editions through the built bundle: a fight of 20-second rounds and one of 10-second rounds, as a GM and
// players run them; a restart before every step changes nothing; undo and redo give back every step byte for byte;
// a character's hexes per round come from its sheet.
import { describe, expect, it } from 'vitest';
import { splitMoments } from '../../src/rules/seconds/moments';
import { aSheet } from '../sheet/built';
import { aTable, plain, type Table } from './table';
import type { RecordedChat } from 'roll20-double';

const KEY = 'EnchantedRealmsCombat';

interface Stored {
  fight: { rules: string; timeline: { present: { combatants: { id: string; name: string }[]; round?: number; second?: number } } } | null;
  config: { rules: string };
}

const stored = (t: Table): Stored => t.sb.state[KEY] as Stored;
const texts = (m: readonly RecordedChat[]): string => m.map((x) => plain(x.content)).join('\n');
const publicText = (m: readonly RecordedChat[]): string => texts(m.filter((x) => x.type !== 'whisper'));

function due(t: Table): string | undefined {
  const api = (t.sb.context as { EnchantedRealmsCombat: { getSnapshot(): { due: string | null } | null } }).EnchantedRealmsCombat;
  return api.getSnapshot()?.due ?? undefined;
}

function four(t: Table) {
  return [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie];
}

describe('20-second rounds (--rules seconds)', () => {
  it('starts with initiative from 2d10 and weapon speed, names the rule set, and shows the round and second in the tracker', () => {
    const t = aTable();
    const replies = t.say(t.gm, '!rondel start --rules seconds', four(t));
    const card = publicText(replies);
    expect(card).toContain('20-second rounds');
    expect(card).toMatch(/Aldric: 2d10 \(\d+\+\d+\) \+ 2 weapon speed → second \d+/);
    expect(stored(t).fight?.rules).toBe('seconds');
    const clock = t.sb.turnOrder().find((e) => e.id === '-1');
    expect(String(clock?.custom)).toMatch(/^Round 1 · second \d+$/);
    t.sb.assertNoCrash();
  });

  it('the due player’s menu offers this rule set’s actions: no Hold, no Dash', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', four(t));
    for (let i = 0; i < 6 && ![t.tokens.aldric.id, t.tokens.lira.id].includes(due(t) ?? ''); i += 1) t.say(t.gm, '!rondel next');
    const owner = due(t) === t.tokens.aldric.id ? t.pat : t.sam;
    const menu = texts(t.sb.recorder.whispersTo(owner)).split('your action').at(-1) ?? '';
    expect(menu).toContain('Combat');
    expect(menu).toContain('Move');
    expect(menu).not.toContain('Hold');
    expect(menu).not.toContain('Dash');
  });

  it('one reaction per round; speech is held and posted after second 20; the terrain divides the hexes', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', four(t));
    expect(texts(t.say(t.gm, '!rondel terrain mountains'))).toContain('Terrain: road → mountains');
    t.say(t.sam, '!rondel react --note parry', [t.tokens.lira]);
    expect(texts(t.say(t.sam, '!rondel react', [t.tokens.lira]))).toContain('already reacted in round 1');
    const said = t.say(t.pat, '!rondel say Hold the ford!', [t.tokens.aldric]);
    expect(publicText(said)).not.toContain('Hold the ford');
    let posted = '';
    for (let i = 0; i < 30 && !posted.includes('Hold the ford'); i += 1) posted += publicText(t.say(t.gm, '!rondel next'));
    expect(posted).toContain('Aldric says: “Hold the ford!”');
    expect(posted).toContain('Round 2 begins.');
    // Lira may react again in round 2
    expect(texts(t.say(t.sam, '!rondel react', [t.tokens.lira]))).not.toContain('already reacted');
    t.sb.assertNoCrash();
  });

  it.each(['hold', 'guard', 'dash'])('%s is refused in 20-second rounds, with the page’s reason', (action) => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', four(t));
    expect(texts(t.say(t.gm, `!rondel act ${action}`))).toContain('an action happens at its second');
  });

  it('the speaker is told the speech is held; the start card does not speak of a counter', () => {
    const t = aTable();
    const start = publicText(t.say(t.gm, '!rondel start --rules seconds', four(t)));
    expect(start).not.toContain('counter');
    expect(texts(t.say(t.pat, '!rondel say Now!', [t.tokens.aldric]))).toContain('Held: it is said after second 20');
  });
});

describe('10-second rounds (--rules rounds)', () => {
  it('starts highest first, with the round in the tracker; the tracker’s next button ends the turn', () => {
    const t = aTable();
    const card = publicText(t.say(t.gm, '!rondel start --rules rounds', four(t)));
    expect(card).toContain('10-second rounds');
    expect(card).toMatch(/Lira: d10 \(\d+\) \+ 3 Perception → initiative \d+/);
    const order = t.sb.turnOrder();
    expect(order.find((e) => e.id === '-1')?.custom).toBe('Round 1 · turns');
    const first = due(t);
    expect(order[0]?.id).toBe(first);
    expect(t.sb.driver.tracker.next(t.gm)).toBe(true);
    t.sb.flush();
    expect(due(t)).not.toBe(first);
    t.sb.assertNoCrash();
  });

  it('hold is refused with the rulebook’s reason; standing in defense forbids reactions; a readied action fires on its trigger', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', four(t));
    expect(texts(t.say(t.gm, '!rondel act hold'))).toContain('no holding in 10-second rounds');
    // the GM plays the combatants in turn until Lira is due
    for (let i = 0; i < 8 && due(t) !== t.tokens.lira.id; i += 1) t.say(t.gm, '!rondel next');
    expect(due(t)).toBe(t.tokens.lira.id);
    expect(publicText(t.say(t.sam, '!rondel act defense'))).toContain('Lira stands in defense');
    expect(texts(t.say(t.sam, '!rondel react', [t.tokens.lira]))).toContain('stood in defense');
    for (let i = 0; i < 8 && due(t) !== t.tokens.aldric.id; i += 1) t.say(t.gm, '!rondel next');
    expect(due(t)).toBe(t.tokens.aldric.id);
    t.say(t.pat, '!rondel act ready --note if the goblin moves');
    const fired = publicText(t.say(t.pat, '!rondel trigger --note the goblin moves', [t.tokens.aldric]));
    expect(fired).toContain('Aldric acts at the ready');
    expect(fired).not.toContain('readied action is lost');
    expect(texts(t.say(t.pat, '!rondel trigger', [t.tokens.aldric]))).toMatch(/no action at the ready|already reacted/);
    t.sb.assertNoCrash();
  });
});

/** A fixed fight: the GM moves on, the due combatant acts or passes, reactions, a tracker next. */
function steps(rules: 'seconds' | 'rounds'): ((t: Table) => void)[] {
  const act = rules === 'seconds' ? ['combat', 'magic --cast 25 --note Fireball', 'skill', 'move'] : ['combat', 'defense', 'ready --note if it comes', 'magic'];
  const out: ((t: Table) => void)[] = [(t) => void t.say(t.gm, `!rondel start --rules ${rules}`, four(t))];
  for (let i = 0; i < 14; i += 1) {
    out.push((t) => void t.say(t.gm, `!rondel act ${act[i % act.length]}`));
    if (i % 3 === 1) out.push((t) => void t.say(t.sam, '!rondel react --note parry', [t.tokens.lira]));
    if (i % 4 === 2) out.push((t) => void (t.sb.driver.tracker.next(t.gm), t.sb.flush()));
    else out.push((t) => void t.say(t.gm, '!rondel next'));
  }
  out.push((t) => void t.say(t.gm, '!rondel status'));
  return out;
}

/** The fight as it stands (not its history), the tracker and the markers. */
function standing(t: Table): string {
  return JSON.stringify({ present: stored(t).fight?.timeline.present, tracker: t.sb.turnOrder(), markers: Object.values(t.tokens).map((x) => x.get('statusmarkers')) });
}

function snapshot(t: Table): string {
  return JSON.stringify({ stored: t.sb.state[KEY], tracker: t.sb.turnOrder(), markers: Object.values(t.tokens).map((x) => x.get('statusmarkers')) });
}

describe.each(['seconds', 'rounds'] as const)('%s through restarts and undo', (rules) => {
  it('a restart before every step ends where the uninterrupted fight ends, chat included', () => {
    const plainRun = aTable({ seed: 11 });
    for (const s of steps(rules)) s(plainRun);
    const restarted = aTable({ seed: 11 });
    for (const s of steps(rules)) {
      restarted.sb.restart();
      restarted.sb.flush();
      s(restarted);
    }
    expect(snapshot(restarted)).toBe(snapshot(plainRun));
    const said = (t: Table) => t.sb.recorder.chat.filter((m) => m.speakingAs === 'Rondel').map((m) => m.content);
    expect(said(restarted)).toEqual(said(plainRun));
    plainRun.sb.assertNoCrash();
    restarted.sb.assertNoCrash();
  });

  it('after every step, undo then redo gives back the state, the tracker and the markers byte for byte', () => {
    const t = aTable({ seed: 12 });
    let undone = 0;
    for (const s of steps(rules)) {
      const before = standing(t);
      s(t);
      const after = standing(t);
      if (after === before || stored(t).fight === null) continue;
      const history = (t.sb.state[KEY] as { fight: { timeline: { past: unknown[] } } }).fight.timeline.past.length;
      if (history === 0) continue;
      t.say(t.gm, '!rondel undo');
      expect(standing(t)).toBe(before);
      t.say(t.gm, '!rondel redo');
      expect(standing(t)).toBe(after);
      undone += 1;
    }
    expect(undone).toBeGreaterThan(10);
    t.sb.assertNoCrash();
  });
});

describe('the sheet’s hexes per round in a fight of 20-second rounds (docs/rules.md §9.2)', () => {
  it('moves a character by the hexes per round its sheet’s workers worked out, split 4:3:3:2, not by its tier', async () => {
    // Orla's sheet, filled in the way a player fills it and worked out by the sheet's real workers: an elf (Orange
    // Lion: 10 hexes per round by tier) whose player types 16, carrying two steps of load (120 lb: 30 free, 45 carried)
    const sheet = await aSheet();
    sheet.open().settle();
    sheet.edit('character_name', 'Orla').edit('species', 'elf').edit('rule_set', 'seconds').settle();
    sheet.edit('hexes_per_round_base', '16').edit('body_weight', '120').edit('pack_weight', '45').settle();
    sheet.addRow('repeating_weapons', { name: 'Great axe', speed: '2', active: '1' });
    sheet.settle();
    expect([sheet.get('encumbrance_steps'), sheet.get('hexes_per_round'), sheet.get('weapon_speed')]).toEqual(['2', '14', '2']);
    const split = splitMoments(14);
    expect(split).toEqual([5, 4, 3, 2]);
    expect([1, 2, 3, 4].map((n) => sheet.get(`moment_hexes_${n}`))).toEqual(split.map(String));

    const t = aTable();
    const attributes = Object.fromEntries(Object.entries(sheet.snapshot().globals).filter(([, value]) => value !== ''));
    const character = t.sb.addCharacter({ name: 'Orla', controlledby: t.sam.id, attributes });
    const orla = t.sb.addToken({ pageid: t.page.id, name: 'Orla', represents: character.id });
    let said = publicText(t.say(t.gm, '!rondel start --rules seconds', [orla, t.tokens.lira]));
    expect(said).toMatch(/Orla: 2d10 \(\d+\+\d+\) \+ 2 weapon speed/);
    for (let i = 0; i < 12 && !said.includes('second 16 (moment 4 of 4)'); i += 1) said += `\n${publicText(t.say(t.gm, '!rondel next'))}`;

    const atMoment = (second: number): string | undefined => {
      const block = said.split('Movement at ').find((b) => b.startsWith(`round 1, second ${second} `));
      // the window card groups combatants by what they move: "Orange Lion 5 hexes: Orla" or "Orla (5 hexes)"
      const line = (block ?? '').split('\n').find((l) => l.includes('Orla'));
      return (/Orla \((\d+) hex/.exec(line ?? '') ?? /(\d+) hex(?:es)?: .*Orla/.exec(line ?? ''))?.[1];
    };
    expect([1, 6, 11, 16].map(atMoment)).toEqual(split.map(String));
    t.sb.assertNoCrash();
  });
});
