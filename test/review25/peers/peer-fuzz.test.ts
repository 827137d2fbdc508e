// Review 25 (peers): fights played with OTHER SCRIPTS installed beside the rondel (peers.ts: TurnMarker1, CombatMaster,
// GroupInitiative, TokenMod as they behave from outside), each placed before or after ours on the Scripts page, in
// every rule set. A run mixes the GM's and the players' presses of the tracker's next-turn button, the rondel's
// commands (start, next, act, add, remove, condition, undo, redo, end, done; and the playing fuzzer's moves), the
// peers' own commands (`!eot`, `!group-init`, `!token-mod`) and edits by hand (drags, the marker put in by hand, the
// players' page switched). After every step: no crash, the arena's invariants (state, secrecy, nobody lost or brought
// back), and for this review:
// - a press of the GM moves the fight on exactly once, or the GM is told why it did not (docs/rules.md §13, ruling 105);
// - after a command of ours (and after a press, when every peer that turns the tracker is placed before ours), the
//   tracker is the fight's order: the one due on top;
// - a peer's turn marker never joins the fight (§13 "Other scripts' turn markers");
// - a player's press moves the fight only on the turn of a token that player controls and sees;
// - no name of a token on the GM layer reaches a player (the peers' markers aside: they are no combatants).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoubleObject, RecorderMark } from 'roll20-double';
import { RULE_SET_IDS, type RuleSetId } from '../../../src/rules/core/rule-set';
import { plain } from '../../integration/table';
import {
  combatantIds,
  controllerIds,
  expectHealthy,
  expectNone,
  expectNoneLost,
  expectNoResurrection,
  fightNow,
  roster,
  secrecyViolations,
  type ActorKey,
  type Arena,
  type MayLeave,
  type TokenKey,
} from '../../hardening/arena';
import { expectOneTurnEnded, mayLeaveBy, owner, playCommand } from '../../hardening/check-command';
import { move, resolve, type Input, type Move } from '../../hardening/playing';
import { mayLeaveByEvent, playEvent } from '../../hardening/table-events';
import { peerArena, peerGlobals, peerMarkers, PEER_SPEAKERS, type PeerSetup, type Place } from './peers';

/** About 7 s on an idle machine; tests running beside it can make it several times that. */
const BUSY_TIMEOUT = 180_000;
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 25_2026_0525;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 150;
const PATH = process.env.FUZZ_PATH;
const TRACE = Boolean(process.env.FUZZ_TRACE);

const IDS = Object.values(peerArena({ tm1: 'off', cm: 'off', gi: 'off', tokenmod: 'off' }).ids);
const FIGHTERS: readonly TokenKey[] = ['aldric', 'lira', 'borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'];
const PLAYERS = ['pat', 'sam', 'robin'] as const;
type Who = 'gm' | (typeof PLAYERS)[number];

type Act =
  /** A move of the fuzzer that plays the fight (playing.ts): a command, a press, a table event. */
  | { kind: 'move'; move: Move }
  | { kind: 'press'; who: Who }
  /** One of the rondel's commands, made for the fight as it is (`ours`). */
  | { kind: 'ours'; seed: number }
  /** A peer's command (`peerCommand`). */
  | { kind: 'peer'; seed: number }
  /** The GM at the tracker and the map by hand (`byHand`). */
  | { kind: 'hand'; seed: number };

const seed = fc.integer({ min: 0, max: 0x7fffffff });
const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 5, arbitrary: move(() => IDS).map((m) => ({ kind: 'move' as const, move: m })) },
  { weight: 6, arbitrary: fc.constantFrom<Who>('gm', 'gm', 'gm', 'pat', 'sam', 'robin').map((who) => ({ kind: 'press' as const, who })) },
  { weight: 3, arbitrary: seed.map((s) => ({ kind: 'ours' as const, seed: s })) },
  { weight: 3, arbitrary: seed.map((s) => ({ kind: 'peer' as const, seed: s })) },
  { weight: 2, arbitrary: seed.map((s) => ({ kind: 'hand' as const, seed: s })) },
);
const place = (offWeight: number): fc.Arbitrary<Place> =>
  fc.oneof({ weight: offWeight, arbitrary: fc.constant<Place>('off') }, { weight: 2, arbitrary: fc.constant<Place>('before') }, { weight: 1, arbitrary: fc.constant<Place>('after') });
const setupArb: fc.Arbitrary<PeerSetup> = fc.record({ tm1: place(1), cm: place(2), gi: place(2), tokenmod: place(2) });

// ---------------------------------------------------------------------------------------------------------------

type Random = () => number;
function random(s: number): Random {
  let x = s >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}
const pick = <T,>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const some = <T,>(r: Random, list: readonly T[], max: number): T[] => list.filter(() => r() < max / list.length);

interface Cmd {
  readonly actor: ActorKey | 'owner';
  readonly text: string;
  readonly selection: readonly TokenKey[];
}

/** A live token of the fight's page by key, or of the fight. */
const live = (a: Arena, keys: readonly TokenKey[]): TokenKey[] => keys.filter((k) => a.sb.getObj('graphic', a.ids[k]));
const inFight = (a: Arena): TokenKey[] => FIGHTERS.filter((k) => combatantIds(a).includes(a.ids[k]));

/** The rondel's commands, for the fight as it is. */
function ours(a: Arena, r: Random): Cmd {
  const f = fightNow(a);
  const markers = [...peerMarkers(a)].filter((id) => a.sb.getObj('graphic', id));
  const fighting = inFight(a);
  const rules = pick(r, RULE_SET_IDS);
  if (!f || r() < 0.06) return { actor: 'gm', text: `!rondel start --rules ${rules}${f ? ' --confirm' : ''}`, selection: some(r, live(a, FIGHTERS), 5) };
  const table: [number, () => Cmd][] = [
    [6, () => ({ actor: pick(r, ['gm', 'owner', 'owner', 'pat'] as const), text: '!rondel next', selection: [] })],
    [3, () => ({ actor: pick(r, ['owner', 'owner', 'gm', 'sam'] as const), text: '!rondel done', selection: [] })],
    [4, () => ({ actor: pick(r, ['owner', 'owner', 'gm', 'robin'] as const), text: `!rondel act ${pick(r, f.rs.actions.map((x) => x.key))}`, selection: [] })],
    [2, () => ({ actor: 'gm', text: '!rondel add', selection: some(r, live(a, FIGHTERS), 2) })],
    // the peer's marker selected or named for `add`: it never joins
    [2, () => (markers.length ? { actor: 'gm', text: `!rondel add --token ${pick(r, markers)}`, selection: [] } : { actor: 'gm', text: '!rondel status', selection: [] })],
    [2, () => ({ actor: pick(r, ['gm', 'gm', 'pat'] as const), text: fighting.length ? `!rondel remove --token ${a.ids[pick(r, fighting)]}` : '!rondel remove', selection: [] })],
    [2, () => ({ actor: pick(r, ['gm', 'gm', 'sam'] as const), text: `!rondel condition --${r() < 0.7 ? 'add' : 'remove'} ${pick(r, ['prone', 'stunned', 'unconscious', 'grappled'])}`, selection: fighting.length ? [pick(r, fighting)] : [] })],
    [3, () => ({ actor: pick(r, ['gm', 'gm', 'robin'] as const), text: pick(r, ['!rondel undo', '!rondel undo 2', '!rondel redo']), selection: [] })],
    [1, () => ({ actor: 'gm', text: '!rondel end --confirm', selection: [] })],
    [1, () => ({ actor: 'gm', text: pick(r, ['!rondel config --set eot=on', '!rondel config --set eot=off', '!rondel config --set trackeredits=adopt', '!rondel config --set trackeredits=ask']), selection: [] })],
  ];
  const total = table.reduce((n, [w]) => n + w, 0);
  let x = r() * total;
  for (const [w, make] of table) if ((x -= w) < 0) return make();
  return table[0]![1]();
}

/** The peers' commands, by the GM and by players. */
function peerCommand(a: Arena, setup: PeerSetup, r: Random): Cmd | null {
  const options: (() => Cmd)[] = [];
  if (setup.tm1 !== 'off' || setup.cm !== 'off') options.push(() => ({ actor: pick(r, ['gm', 'owner', 'owner', 'pat', 'sam'] as const), text: '!eot', selection: [] }));
  if (setup.gi !== 'off') {
    options.push(() => ({ actor: 'gm', text: '!group-init', selection: some(r, live(a, FIGHTERS), 3) }));
    options.push(() => ({ actor: pick(r, PLAYERS), text: '!group-init', selection: some(r, live(a, ['aldric', 'lira', 'borin', 'kess', 'wisp']), 2) }));
    options.push(() => ({ actor: 'gm', text: '!group-init --clear', selection: [] }));
  }
  if (setup.tokenmod !== 'off') {
    const keys = live(a, FIGHTERS);
    const target = (): string => (keys.length ? a.ids[pick(r, keys)] : '');
    options.push(() => ({ actor: 'gm', text: `!token-mod --ids ${target()} --set layer|${pick(r, ['gmlayer', 'objects'])}`, selection: [] }));
    options.push(() => ({ actor: pick(r, ['gm', 'pat', 'sam'] as const), text: `!token-mod --${pick(r, ['on', 'off', 'flip'])} ${pick(r, ['red', 'dead', 'stopwatch', 'bolt-shield', 'sleepy'])}`, selection: some(r, keys, 2) }));
    options.push(() => {
      const k = keys.length ? pick(r, keys) : 'goblin';
      const base = String(a.sb.getObj('graphic', a.ids[k])?.get('name') ?? 'Goblin').split(/\s+/)[0];
      return { actor: pick(r, ['gm', 'pat'] as const), text: `!token-mod --set name|${base}_${pick(r, ['II', 'the_Grey', 'Prime'])}`, selection: [k] };
    });
  }
  return options.length ? pick(r, options)() : null;
}

/** The GM by hand: drags, the marker put in the tracker by hand, a page switch, a token hidden or shown. */
function byHand(a: Arena, r: Random): { readonly edited: boolean } {
  const { sb } = a;
  const order = sb.turnOrder();
  const markers = [...peerMarkers(a)].filter((id) => sb.getObj('graphic', id));
  const choice = Math.floor(r() * 5);
  if (choice === 0 && order.length > 1) sb.driver.tracker.drag(Math.floor(r() * order.length), Math.floor(r() * order.length));
  else if (choice === 1 && markers.length && !order.some((e) => markers.includes(e.id))) sb.driver.tracker.add({ id: pick(r, markers), pr: -1 });
  else if (choice === 2) {
    // the players go to the other page (TurnMarker1 and CombatMaster make a marker there at the next press), or back
    sb.driver.setPlayerPage(sb.campaign.get('playerpageid') === a.page.id ? a.otherPage.id : a.page.id);
  } else if (choice === 3) {
    const k = pick(r, live(a, FIGHTERS));
    const t = k ? sb.getObj('graphic', a.ids[k]) : undefined;
    if (t) sb.driver.setProps(t, { layer: t.get('layer') === 'gmlayer' ? 'objects' : 'gmlayer' });
  } else if (order.length) {
    const i = Math.floor(r() * order.length);
    const value = String(Math.floor(r() * 20));
    sb.driver.tracker.edit(i, value);
    return { edited: String(order[i]?.pr) !== value };
  }
  return { edited: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Checks

/** What the GM is told of the tracker: a notice titled "…: turn tracker" (reconcile.ts). */
function trackerNotices(a: Arena, mark: RecorderMark): string[] {
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.speakingAs === 'Rondel' && m.type === 'whisper' && m.targets.includes(a.gm.id))
    .map((m) => plain(m.content))
    .filter((t) => /^[^\n:]*: turn tracker/.test(t));
}

/** How many steps of the fight's history a step made: 0, 1, 2…; null when it cannot be told (the history was rewritten). */
function stepsTaken(a: Arena, presentBefore: string | null): number | null {
  const f = a.fight();
  if (!f || presentBefore === null) return null;
  if (JSON.stringify(f.timeline.present) === presentBefore) return 0;
  const h = a.history();
  const past = f.timeline.past.length;
  for (let i = past - 1; i >= 0; i -= 1) if (JSON.stringify(h[i]) === presentBefore) return past - i;
  return null;
}

/** Secrecy, but for the peers' own words (the arena takes their turn markers for no secret). */
function secrecy(a: Arena, mark: RecorderMark, context: string, typed?: { actor: ActorKey; text: string }): void {
  const peerWords = new Set(
    a.sb.recorder
      .since(mark)
      .chat.filter((m) => m.speakingAs !== undefined && PEER_SPEAKERS.has(m.speakingAs))
      .map((m) => plain(m.content).replace(/\s+/g, ' ').slice(0, 60)),
  );
  const found = secrecyViolations(a, mark, typed).filter((v) => ![...peerWords].some((w) => w && v.includes(w)));
  expectNone('secrecy', found, context);
}

/** A peer's turn marker never joins the fight, and the GM is offered no Adopt button to bring it in. */
function markerNeverJoins(a: Arena, mark: RecorderMark, context: string): void {
  const markers = peerMarkers(a);
  const joined = (a.fight()?.timeline.present.combatants ?? []).filter((c) => markers.has(c.id));
  const offered = a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.speakingAs === 'Rondel')
    .flatMap((m) => [...markers].filter((id) => m.content.includes(`add --token ${id}`)));
  expectNone('a turn marker joined the fight', [...joined.map((c) => `${c.name} (${c.id}) is a combatant`), ...offered.map((id) => `an Adopt button brings marker ${id} in`)], context);
}

/** Whether the peers that turn the tracker from their own handlers are all placed before ours. */
const trackerPeersBefore = (s: PeerSetup): boolean => s.tm1 !== 'after' && s.cm !== 'after';

const stats = { runs: 0, steps: 0, gmPresses: 0, gmPressesMoved: 0, gmPressesTold: 0, playerPressesMoved: 0, peerCommands: 0, byRules: new Map<string, number>(), guard: 0, why: new Map<string, number>() };

function press(a: Arena, setup: PeerSetup, who: Who, context: string): boolean {
  const { sb } = a;
  const before = fightNow(a);
  const presentBefore = a.fight() ? JSON.stringify(a.fight()!.timeline.present) : null;
  const player = (who === 'gm' ? a.gm : a.player(who)) as DoubleObject;
  const due = before?.rs.current(before.state);
  const hiddenDue = due ? sb.getObj('graphic', due.id)?.get('layer') === 'gmlayer' : false;
  const gone = new Set(combatantIds(a).filter((id) => !sb.getObj('graphic', id)));
  // another script's write not read yet: a press on an order another script changed does not move the fight (§13)
  const foreign = a.fight() !== null && sb.campaign.get('turnorder') !== a.fight()!.lastTurnOrder;
  const mark = sb.recorder.mark();
  const raw = sb.campaign.get('turnorder');
  const rotated = sb.turnOrder().length > 1 && new Set(sb.turnOrder().map((e) => JSON.stringify(e))).size > 1;
  const pressed = sb.driver.tracker.next(player);
  sb.flush();
  sb.assertNoCrash();
  // a tracker of one entry (a fight of nobody: its clock alone) is the same after the press: no event tells anyone
  // a fight of nobody has no turn to end
  if (!pressed || !before || before.state.combatants.length === 0 || gone.size > 0 || !rotated) return pressed && raw !== sb.campaign.get('turnorder');
  const steps = stepsTaken(a, presentBefore);
  const told = trackerNotices(a, mark);
  expectOneTurnEnded(before, fightNow(a), context);
  if (who === 'gm') {
    stats.gmPresses += 1;
    if (steps === 1) stats.gmPressesMoved += 1;
    else if (told.length) {
      stats.gmPressesTold += 1;
      const why = `${trackerPeersBefore(setup) ? 'peers before' : 'a peer after'}${foreign ? ', a write pending' : ''}: ${told.join(' ').replace(/^[^\n]*\n/, '').replace(/\s+/g, ' ').slice(0, 90)}`;
      stats.why.set(why, (stats.why.get(why) ?? 0) + 1);
    }
    const wrong: string[] = [];
    if (steps !== null && steps > 1) wrong.push(`the press moved the fight on ${steps} times`);
    if (steps === 0 && told.length === 0) wrong.push('the press did nothing, and the GM was not told');
    // a press on the fight's own tracker, with every peer that turns it placed before ours: it is the press (ruling 105)
    // (a hidden combatant's turn that a player controls waits for the GM's End the turn: a notice)
    if (steps === 0 && !foreign && trackerPeersBefore(setup) && !(hiddenDue && due && controllerIds(a, due.id).length)) {
      wrong.push(`the press did not move the fight on (the GM was told: “${told.join(' / ').replace(/\s+/g, ' ').slice(0, 160)}”)`);
    }
    expectNone('a press of the GM', wrong, context);
  } else if (steps !== null && steps > 0) {
    stats.playerPressesMoved += 1;
    const wrong: string[] = [];
    if (!due) wrong.push(`${who}'s press moved the fight on when nobody was due`);
    else if (!controllerIds(a, due.id).includes(player.id)) wrong.push(`${who}'s press ended ${due.name}'s turn, not theirs`);
    else if (hiddenDue) wrong.push(`${who}'s press ended ${due.name}'s turn, on the GM layer`);
    if (steps > 1) wrong.push(`the press moved the fight on ${steps} times`);
    expectNone('a player’s press', wrong, context);
  }
  return true;
}

function trace(a: Arena, step: number, what: unknown, mark: RecorderMark): void {
  const said = a.sb.recorder.since(mark).chat.filter((m) => !m.viaCallback && m.type !== 'api');
  const keyOf = new Map<string, string>(Object.entries(a.ids).map(([k, id]) => [id, k]));
  for (const id of peerMarkers(a)) keyOf.set(id, 'MARKER');
  const ids = (text: string): string => text.replace(/-[\w-]{19}/g, (id) => keyOf.get(id) ?? id);
  const order = a.sb.turnOrder().map((e) => (e.id === '-1' ? String(e.custom) : (keyOf.get(e.id) ?? e.id))).join(' | ');
  console.log(
    `#${step} ${ids(JSON.stringify(what))}\n   tracker: ${order}\n` +
      said.map((m) => `   ${m.speakingAs}${m.type === 'whisper' ? `→${m.targets.map((t) => String(a.sb.getObj('player', t)?.get('_displayname'))).join(',')}` : ''}: ${ids(plain(m.content).replace(/\s*\n\s*/g, ' | ').slice(0, 240))}`).join('\n'),
  );
}

function playStep(a: Arena, setup: PeerSetup, x: Act, where: string): void {
  const { sb } = a;
  const before = roster(a);
  const mark = sb.recorder.mark();
  const input: Input | null = x.kind === 'move' ? resolve(a, x.move) : null;
  let allowed = { ids: new Set() } as MayLeave;
  let ranOurs = false;
  let pressed = false;
  let typed: { actor: ActorKey; text: string } | undefined;
  const command = (c: Cmd): void => {
    if (/^!(eot|group-init|token-mod)\b/.test(c.text)) return peerLine(c);
    const healthy = (m: RecorderMark, ctx: string, ran: boolean): void => {
      ranOurs = ran;
      // after a command of ours the tracker is the fight's: its look took in what the peers wrote
      expectHealthy(a, m, ctx, { tracker: ran });
    };
    const played = playCommand(a, { actor: c.actor, text: c.text, selection: c.selection }, where, healthy);
    allowed = mayLeaveBy(a, played.verb, c.text, played.selection);
    typed = { actor: c.actor === 'owner' ? 'gm' : c.actor, text: c.text };
  };
  // a peer's command: the rondel reads it as none of its own (`!eot` aside, when the GM turned ours on: then it is our
  // `done` too); a player's changes nothing of the fight without the GM, unless the GM chose to adopt tracker edits
  const peerLine = (c: Cmd): void => {
    stats.peerCommands += 1;
    const actor = c.actor === 'owner' ? owner(a) : c.actor;
    const eotOurs = /^!eot\b/.test(c.text) && (a.stored()?.config as { eot?: boolean } | undefined)?.eot === true;
    if (eotOurs) {
      const played = playCommand(a, { actor, text: c.text, selection: c.selection }, where, (m, ctx, ran) => {
        ranOurs = ran;
        // TurnMarker1 and CombatMaster answer it too: placed after ours, they turn the tracker after our write
        expectHealthy(a, m, ctx, { tracker: ran && trackerPeersBefore(setup) });
      });
      allowed = mayLeaveBy(a, played.verb, c.text, played.selection);
      return;
    }
    const blank = (): string | null => {
      const f = a.fight();
      // names aside, wherever the state keeps them: a rename is no step of the fight (ruling 89)
      return f ? JSON.stringify(f.timeline.present, (k, v: unknown) => (/name/i.test(k) ? '' : v)) : null;
    };
    const was = blank();
    const foreign = a.fight() !== null && sb.campaign.get('turnorder') !== a.fight()!.lastTurnOrder;
    const adoptAll = (a.stored()?.config as { trackerEdits?: string } | undefined)?.trackerEdits === 'adopt';
    a.send(actor, c.text, actor === 'gm' || actor === 'api' ? c.selection : c.selection.filter((k) => sb.getObj('graphic', a.ids[k])?.get('layer') !== 'gmlayer'));
    typed = { actor, text: c.text };
    const isPlayer = actor !== 'gm' && actor !== 'api';
    if (isPlayer && !foreign && !adoptAll && blank() !== was) expectNone('a player changed the fight with another script', [`${actor}'s ${c.text} changed the fight`], `${where}: ${JSON.stringify(c)}`);
  };
  try {
    playInputOf();
  } finally {
    if (TRACE) trace(a, Number(where.replace(/.*step /, '')), input ?? x, mark);
  }
  function playInputOf(): void {
  if (x.kind === 'move' && input) {
    if (input.kind === 'command') command(input);
    else if (input.kind === 'press') {
      pressed = press(a, setup, input.who, `${where}: press by ${input.who}`);
    } else if (input.kind === 'delete') {
      const t = sb.getObj('graphic', a.ids[input.token]);
      allowed = { ids: new Set([a.ids[input.token]]) };
      if (t) sb.driver.remove(t);
    } else {
      allowed = { ids: mayLeaveByEvent(a, input.event) };
      playEvent(a, input.event);
    }
  } else if (x.kind === 'press') {
    pressed = press(a, setup, x.who, `${where}: press by ${x.who}`);
  } else if (x.kind === 'ours') command(ours(a, random(x.seed)));
  else if (x.kind === 'peer') {
    const c = peerCommand(a, setup, random(x.seed));
    if (c) command(c);
  } else if (x.kind === 'hand') {
    // a value edited in place is an edit, never a press: it waits for the GM (docs/rules.md §13, ruling 108), unless
    // the GM chose to adopt edits, or another script's write waits to be read with it
    const present = (): string => JSON.stringify(a.fight()?.timeline.present ?? null);
    const was = present();
    const foreign = a.fight() !== null && sb.campaign.get('turnorder') !== a.fight()!.lastTurnOrder;
    const adoptAll = (a.stored()?.config as { trackerEdits?: string } | undefined)?.trackerEdits === 'adopt';
    const hand = byHand(a, random(x.seed));
    sb.flush();
    if (hand.edited && !foreign && !adoptAll && present() !== was) expectNone('a value edit moved the fight', [`an edit by hand changed the fight`], where);
  }
  sb.flush();
  }
  const context = `${where}: ${JSON.stringify(input ?? x)}`;
  // a press with every tracker peer before ours ends with our write; any other event may be followed by a peer's write
  // (after ours), and a peer's command writes with no event: the next look of ours reads it
  if (pressed) expectHealthy(a, mark, context, { tracker: trackerPeersBefore(setup) });
  else if (!ranOurs) expectHealthy(a, mark, context, { tracker: false });
  secrecy(a, mark, context, typed);
  expectNoResurrection(a, context);
  markerNeverJoins(a, mark, context);
  // a token deleted (by hand, or by the look that finds it gone) takes its combatant out
  const deleted = before.present.map((c) => c.id).filter((id) => !sb.getObj('graphic', id));
  expectNoneLost(a, before, allowed === 'anyone' ? allowed : { ...allowed, ids: new Set([...allowed.ids, ...deleted]) }, context);
}

describe('fights with other scripts installed (review 25, peers)', () => {
  it(`keeps every press a press, the tracker the fight's, markers out and secrets kept (seed ${SEED})`, () => {
    console.log(`peer-fuzz seed ${SEED}`);
    fc.assert(
      fc.property(setupArb, fc.constantFrom(...RULE_SET_IDS), seed, fc.array(act, { minLength: 25, maxLength: 50 }), (setup, rules: RuleSetId, s, list) => {
        stats.runs += 1;
        const a = peerArena(setup);
        // a small fight a third of the time (one or two the players see, one on the GM layer): where the peers'
        // skips wrap round the whole tracker
        const r = random(s);
        const small = r() < 0.35 ? [...some(r, ['aldric', 'lira', 'goblin'] as TokenKey[], 1.5), pick(r, ['shade', 'mirage', 'lurker'] as TokenKey[])] : some(r, FIGHTERS, 6);
        a.send('gm', `!rondel start --rules ${rules}`, small);
        if (!a.fight()) a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'goblin', 'shade']);
        for (const [i, x] of list.entries()) {
          stats.steps += 1;
          const now = fightNow(a)?.rules ?? 'none';
          stats.byRules.set(now, (stats.byRules.get(now) ?? 0) + 1);
          playStep(a, setup, x, `run ${stats.runs} (${now}, ${JSON.stringify(setup)}) step ${i}`);
        }
        const g = peerGlobals(a);
        stats.guard += (g.cm?.guard ?? 0) + (g.tm1?.guard ?? 0);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
    console.log(
      `peer-fuzz: ${stats.runs} runs, ${stats.steps} steps (${[...stats.byRules].map(([k, n]) => `${k} ${n}`).join(', ')}); ` +
        `${stats.gmPresses} GM presses (${stats.gmPressesMoved} moved the fight on, ${stats.gmPressesTold} told the GM why not), ` +
        `${stats.playerPressesMoved} players' presses moved it, ${stats.peerCommands} peer commands; CombatMaster's endless turn cut ${stats.guard}×`,
    );
    if (process.env.PEERS_WHY) console.log([...stats.why].sort((x, y) => y[1] - x[1]).map(([w, n]) => `${n}× ${w}`).join('\n'));
    if (PATH) return;
    // the fuzzer plays: the GM presses, and most presses move the fight on
    expect(stats.gmPresses).toBeGreaterThan(RUNS * 3);
    expect(stats.gmPressesMoved / stats.gmPresses, "GM presses that moved the fight on").toBeGreaterThan(0.5);
    for (const id of RULE_SET_IDS) expect(stats.byRules.get(id) ?? 0, `steps in ${id} fights`).toBeGreaterThan(stats.steps / 6);
  }, process.env.FUZZ_RUNS ? 3_600_000 : BUSY_TIMEOUT);
});
