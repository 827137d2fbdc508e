// Review 22 fuzz: the features added since 8bdb3a2 (attacks with damage and the GM's Apply, the damage card's down
// buttons, `undo --roll`, autodamage, `--char NAME` rolls, competitions with --vs/--tag/--vstag, `add/set --count` at,
// before and after the clock, tracker rows added by hand with trackeredits=adopt, pasted tokens, re-linked tokens,
// tokens and characters deleted, GM-layer moves, timed effects and conditions, petrified and poison damage) mixed with
// the older moves of the hardening fuzzer (test/hardening/playing.ts), by the GM, by players (also pressing buttons
// meant for others, stale and forged ones, garbage arguments) and by another script, with restarts, in all three rule
// sets. After every step (the hardening checks of check-command.ts for commands and table events, plus):
//   - no crash, no caught bug, the stored state validates and the tracker is its projection (expectHealthy);
//   - no player reads a hidden token (expectSecrecy);
//   - a restart leaves stored state, tracker, markers, bars and sheets exactly as they were (FUZZ_RESTART_P of steps);
//   - `undo k` then `redo k` by the GM gives back state, tracker, markers, bars and sheets exactly (FUZZ_UNDO_P).
// FUZZ_SEED, FUZZ_RUNS (per rule set), FUZZ_PATH (replay), FUZZ_TRACE (print the inputs of a replay).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoubleObject, RecorderMark } from 'roll20-double';
import { RULE_SET_IDS, type RuleSetId } from '../../../src/rules/core/rule-set';
import { ROLL_ATTRIBUTES } from '../../../src/commands/roll-verbs';
import { plain } from '../../integration/table';
import {
  anArena,
  combatantIds,
  controllerIds,
  expectHealthy,
  expectNoResurrection,
  expectSecrecy,
  fightNow,
  hiddenNow,
  orphaned,
  PAGE_KEYS,
  PLAYER_KEYS,
  type ActorKey,
  type Arena,
  type TokenKey,
} from '../../hardening/arena';
import { playInput } from '../../hardening/check-command';
import { buttonsSeen, forge } from '../../hardening/buttons-seen';
import { chance, move, pick, random, resolve, weighted, type Input, type Move, type Random } from '../../hardening/playing';
import type { CombatState } from '../../../src/rules/rondel/state';
import type { SecondsState } from '../../../src/rules/seconds/state';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 22_2026;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 6;
const PATH = process.env.FUZZ_PATH;
const TRACE = Boolean(process.env.FUZZ_TRACE);
const RESTART_P = process.env.FUZZ_RESTART_P ? Number(process.env.FUZZ_RESTART_P) : 0.5;
const UNDO_P = process.env.FUZZ_UNDO_P ? Number(process.env.FUZZ_UNDO_P) : 0.3;
const ONLY = process.env.FUZZ_RULES;

// ---------------------------------------------------------------------------------------------------------------
// random

const between = (r: Random, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

// ---------------------------------------------------------------------------------------------------------------
// the arena, with two more characters (Thorn, Sam's, no token; Veil, Pat's, no token) for re-links and bars to damage

interface World {
  readonly a: Arena;
  readonly thorn: DoubleObject;
  readonly veil: DoubleObject;
  /** The tokens pasted in this run (by us), by id. */
  readonly pasted: string[];
}

function world(seed: number, rules: RuleSetId): World {
  const a = anArena({ seed });
  const { sb } = a;
  const attrs = { perception: 5, perception_mod: 1, movement_tier: 'red_fox', movement_tier_current: 'red_fox', initiative_adjustment: 0, weapon_speed: 1, agility_mod: 2, logic_mod: 0, faith_mod: 1, casting_time: 1 };
  const thorn = sb.addCharacter({ name: 'Thorn', controlledby: a.sam.id, attributes: attrs });
  const veil = sb.addCharacter({ name: 'Veil', controlledby: a.pat.id, attributes: attrs });
  // Aldric's and Lira's bar 1 linked to their sheets' body points (damage reaches the sheet); the others' typed
  for (const k of ['aldric', 'lira'] as const) {
    const body = sb.addAttribute(a.characters[k], 'body_points', { current: 24, max: 24 });
    sb.setProps(a.tokens[k], { bar1_link: body.id, bar1_value: 24, bar1_max: 24 });
  }
  for (const k of ['borin', 'kess', 'goblin', 'zombie', 'wisp', 'shade', 'mirage', 'lurker'] as const) {
    const t = sb.getObj('graphic', a.ids[k]);
    if (t) sb.setProps(t, { bar1_value: 20, bar1_max: 20 });
  }
  // a poison-resistant zombie and a fire-vulnerable Borin, from their sheets
  sb.addAttribute(a.characters.borin, 'vulnerabilities', { current: 'fire' });
  sb.flush();
  // a name that a token the players see also bears (its own or its character's) is no secret: a card naming it may
  // be naming the visible one (a token re-linked to a character whose other token is hidden, a paste)
  const secrets = a.secrets.bind(a);
  (a as { secrets: Arena['secrets'] }).secrets = () => {
    const seen = new Set<string>();
    for (const g of sb.allObjs('graphic')) {
      if (g.get('layer') !== 'objects' || g.get('pageid') !== a.page.id) continue;
      seen.add(String(g.get('name') ?? '').trim());
      const c = g.get('represents');
      const ch = typeof c === 'string' && c ? sb.getObj('character', c) : undefined;
      if (ch) seen.add(String(ch.get('name') ?? '').trim());
    }
    return secrets().map((x) => ({ ...x, names: x.names.filter((n) => !seen.has(n)) }));
  };
  a.send('gm', `!rondel start --rules ${rules}`, PAGE_KEYS.filter((k) => k !== 'wisp'));
  return { a, thorn, veil, pasted: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// the new moves

type NewIntent =
  | 'attack'
  | 'apply'
  | 'down'
  | 'undoRoll'
  | 'autodamage'
  | 'charRoll'
  | 'competition'
  | 'place'
  | 'trackerAdd'
  | 'paste'
  | 'relink'
  | 'deleteToken'
  | 'deleteChar'
  | 'layer'
  | 'effect'
  | 'condition'
  | 'restart'
  | 'time'
  | 'garbage';

type Step = { readonly kind: 'old'; readonly move: Move } | { readonly kind: 'new'; readonly intent: NewIntent; readonly seed: number };

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });
const NEW_WEIGHTS: readonly (readonly [NewIntent, number])[] = [
  ['attack', 14],
  ['apply', 10],
  ['down', 8],
  ['undoRoll', 4],
  ['autodamage', 2],
  ['charRoll', 8],
  ['competition', 5],
  ['place', 9],
  ['trackerAdd', 4],
  ['paste', 3],
  ['relink', 3],
  ['deleteToken', 1],
  ['deleteChar', 1],
  ['layer', 3],
  ['effect', 5],
  ['condition', 6],
  ['restart', 3],
  ['time', 1],
  ['garbage', 6],
];
const stepArb = (ids: () => readonly string[]): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 35, arbitrary: move(ids).map((m): Step => ({ kind: 'old', move: m })) },
    ...NEW_WEIGHTS.map(([intent, weight]) => ({ weight, arbitrary: seedArb.map((s): Step => ({ kind: 'new', intent, seed: s })) })),
  );

/** What a step becomes at the table: an Input of the hardening fuzzer, or one of ours. */
type Own =
  | { readonly kind: 'paste'; readonly props: Record<string, unknown>; readonly then: 'none' | 'add' }
  | { readonly kind: 'relink'; readonly token: string; readonly to: string }
  | { readonly kind: 'deleteChar'; readonly id: string }
  | { readonly kind: 'deleteTokenId'; readonly id: string }
  | { readonly kind: 'restart' }
  | { readonly kind: 'time'; readonly ms: number };
type Played = { readonly kind: 'input'; readonly input: Input } | { readonly kind: 'inputs'; readonly inputs: readonly Input[] } | Own;

const cmd = (actor: ActorKey, text: string, selection: readonly TokenKey[] = []): Played => ({ kind: 'input', input: { kind: 'command', actor, text, selection } });

interface View {
  readonly w: World;
  readonly a: Arena;
  readonly rules: RuleSetId | null;
  readonly combatants: readonly { id: string; name: string }[];
  readonly keyOf: ReadonlyMap<string, TokenKey>;
}

function viewOf(w: World): View {
  const f = fightNow(w.a);
  return {
    w,
    a: w.a,
    rules: f?.rules ?? null,
    combatants: f?.state.combatants ?? [],
    keyOf: new Map(Object.entries(w.a.ids).map(([k, id]) => [id, k as TokenKey])),
  };
}

const playerOf = (a: Arena, id: string): ActorKey | undefined => {
  const ids = controllerIds(a, id);
  return PLAYER_KEYS.find((k) => ids.includes(a.player(k)!.id));
};

/** Who sends: the GM mostly, a controller, a player who controls nothing of it, another script. */
function actorFor(r: Random, v: View, id: string | undefined): ActorKey {
  const own = id ? playerOf(v.a, id) : undefined;
  const hidden = id ? v.a.sb.getObj('graphic', id)?.get('layer') === 'gmlayer' : false;
  return weighted<ActorKey>(r, [
    ['gm', hidden ? 70 : 45],
    [own ?? 'gm', own ? 30 : 0],
    [pick(r, PLAYER_KEYS), 15],
    ['api', 5],
  ]);
}

const characterNameOf = (a: Arena, id: string): string | null => {
  const c = a.sb.getObj('graphic', id)?.get('represents');
  const ch = typeof c === 'string' && c ? a.sb.getObj('character', c) : undefined;
  return ch ? String(ch.get('name')) : null;
};

/** How a roll points at its roller: selected, --token ID, --token NAME, --char NAME (a sheet's button), nothing. */
function roller(r: Random, v: View, actor: ActorKey, id: string): { flags: string[]; selection: TokenKey[] } {
  const key = v.keyOf.get(id);
  const canSelect = key !== undefined && actor !== 'api' && !(hiddenNow(v.a, key) && actor !== 'gm');
  const charName = characterNameOf(v.a, id);
  const how = weighted(r, [
    ['select', canSelect ? 30 : 0],
    ['token', 25],
    ['name', 8],
    ['char', charName ? 30 : 0],
    ['charOther', 6],
    ['nothing', 4],
  ] as const);
  switch (how) {
    case 'select':
      return { flags: [], selection: [key as TokenKey] };
    case 'token':
      return { flags: [`--token ${id}`], selection: [] };
    case 'name':
      return { flags: [`--token ${String(v.a.sb.getObj('graphic', id)?.get('name') ?? id)}`], selection: [] };
    case 'char':
      return { flags: [`--char ${charName as string}`], selection: [] };
    case 'charOther':
      return { flags: [`--char ${pick(r, ['Aldric', 'Lira', 'Borin', 'Kess', 'Mirage', 'Thorn', 'Veil', 'Nobody', 'aldric', '', '<b>Kess</b>', v.w.thorn.id, v.a.extra.mirageCharacter.id])}`], selection: [] };
    case 'nothing':
      return { flags: [], selection: [] };
  }
}

/** A target named as a player or the GM would: id, name, a hidden token's name, garbage. */
function targetOf(r: Random, v: View, not: string | undefined): string {
  const others = v.combatants.filter((c) => c.id !== not);
  const c = others.length ? pick(r, others) : undefined;
  return weighted(r, [
    [c?.id ?? v.a.ids.goblin, 60],
    [c ? String(v.a.sb.getObj('graphic', c.id)?.get('name') ?? c.name) : 'Goblin', 15],
    [v.a.ids[pick(r, PAGE_KEYS)], 10],
    [pick(r, ['Shade', 'Lurker', 'Mirage', 'shade', '-Mnotatoken00000000', '', 'x'.repeat(60), '@{target|token_id}']), 8],
  ]);
}

/** The clock value the rule set counts in (the counter, the second, the initiative) and a value at, before or after it. */
function placeValue(r: Random, v: View): number {
  const f = fightNow(v.a);
  if (!f) return between(r, 1, 12);
  const clock =
    f.rules === 'rondel' ? (f.state as CombatState).counter : f.rules === 'seconds' ? (f.state as SecondsState).second : (f.rs.valueOf(f.state, f.rs.current(f.state)?.id ?? '') ?? 10);
  const offset = weighted(r, [
    [0, 35],
    [-1, 12],
    [1, 18],
    [2, 8],
    [3, 8],
    [between(r, 4, 25), 8],
    [between(r, -5, -2), 5],
  ]);
  return Number(clock) + offset;
}

const DURATION_UNITS = ['counts', 'seconds', 'rounds', 'actions'] as const;
function duration(r: Random, v: View): string {
  const own = v.rules === 'rondel' ? pick(r, ['counts', 'actions']) : v.rules === 'seconds' ? pick(r, ['seconds', 'rounds', 'actions']) : pick(r, ['rounds', 'actions']);
  const unit = chance(r, 0.85) ? own : pick(r, DURATION_UNITS);
  return `--${unit} ${chance(r, 0.9) ? between(r, 1, 9) : pick(r, ['0', '-1', '1000001', 'x', ''])}`;
}

function pressSeen(r: Random, v: View, match: (c: string) => boolean, who: ActorKey): string | null {
  const all = buttonsSeen(v.a).filter((b) => match(b.command));
  if (!all.length) return null;
  const playerId = v.a.player(who)?.id;
  const visible = who === 'gm' || who === 'api' ? all : all.filter((b) => b.readers === null || (playerId !== undefined && b.readers.includes(playerId)));
  // a player types what they saw on the GM's screen, now and then
  const pool = visible.length && chance(r, 0.85) ? visible : all;
  const b = chance(r, 0.6) ? pool[pool.length - 1 - Math.floor(r() * Math.min(4, pool.length))]! : pick(r, pool);
  return chance(r, 0.2) ? forge(r, b.command, Object.values(v.a.ids)) : b.command;
}

function newInput(intent: NewIntent, seed: number, w: World): Played | null {
  const r = random(seed);
  const v = viewOf(w);
  const { a } = v;
  const someone = (): { id: string; name: string } | undefined => (v.combatants.length ? pick(r, v.combatants) : undefined);
  switch (intent) {
    case 'attack': {
      const c = someone();
      if (!c) return null;
      const actor = actorFor(r, v, c.id);
      const at = roller(r, v, actor, c.id);
      const flags = [
        `--target ${targetOf(r, v, c.id)}`,
        chance(r, 0.85) ? `--damage ${pick(r, [String(between(r, 1, 9)), String(between(r, 1, 9)), '0', '-2', 'x', '', '1000001'])}` : '',
        chance(r, 0.6) ? `--mod ${pick(r, ['20', '20', '5', '0', '-3'])}` : '',
        chance(r, 0.4) ? `--dice ${pick(r, ['1', '2', '3', '5', '6', '0'])}` : '',
        chance(r, 0.3) ? `--type ${pick(r, ['poison', 'poison', 'fire', 'cold', 'none', 'Poison', ''])}` : '',
        chance(r, 0.15) ? '--critical' : '',
        chance(r, 0.1) ? '--sneak' : '',
        chance(r, 0.1) ? pick(r, ['--adv', '--dis', '--ranged', '--award', '--award no']) : '',
        chance(r, 0.08) ? `--cover ${pick(r, ['half', 'three-quarters', 'full', 'x'])}` : '',
      ];
      return cmd(actor, ['!rondel attack', ...at.flags, ...flags].filter(Boolean).join(' '), at.selection);
    }
    case 'apply': {
      const who = weighted<ActorKey>(r, [
        ['gm', 70],
        [pick(r, PLAYER_KEYS), 25],
        ['api', 5],
      ]);
      const seen = pressSeen(r, v, (c) => c.includes(' apply '), who);
      if (seen && chance(r, 0.85)) return cmd(who, seen);
      return cmd(who, `!rondel apply --roll ${pick(r, ['1', '2', '3', '0', '-1', 'x', '', '99', '1 --roll 2', '$[[0]]'])}`);
    }
    case 'down': {
      const who = weighted<ActorKey>(r, [
        ['gm', 65],
        [pick(r, PLAYER_KEYS), 30],
        ['api', 5],
      ]);
      const seen = pressSeen(r, v, (c) => / --roll /.test(c) && /^!rondel (condition|remove)/.test(c), who);
      if (seen && chance(r, 0.85)) return cmd(who, seen);
      const c = someone();
      const tok = c ? c.id : a.ids.goblin;
      const f = (a.stored() as { fight?: { serial?: number } } | undefined)?.fight?.serial ?? 1;
      return cmd(
        who,
        pick(r, [
          `!rondel condition --add unconscious --token ${tok} --roll ${between(r, 0, 6)} --fight ${f}`,
          `!rondel remove --token ${tok} --roll ${between(r, 0, 6)} --fight ${f}`,
          `!rondel condition --add unconscious --token ${tok} --roll ${between(r, 1, 4)} --fight ${f - 1}`,
          `!rondel remove --token ${tok} --roll x --fight ${f}`,
          `!rondel remove --roll 1 --fight ${f}`,
          `!rondel condition --add unconscious --roll 1`,
          `!rondel condition --remove unconscious --token ${tok} --roll 1 --fight ${f}`,
          `!rondel condition --add unconscious,prone --token ${tok} --roll 1 --fight ${f} --counts 3`,
        ]),
      );
    }
    case 'undoRoll': {
      const who = weighted<ActorKey>(r, [
        ['gm', 75],
        [pick(r, PLAYER_KEYS), 20],
        ['api', 5],
      ]);
      const seen = pressSeen(r, v, (c) => c.startsWith('!rondel undo --roll'), who);
      if (seen && chance(r, 0.8)) return cmd(who, seen);
      return cmd(who, `!rondel undo --roll ${pick(r, ['1', '2', '0', 'x', ''])}${chance(r, 0.5) ? ` --fight ${pick(r, ['1', '2', '0', 'x'])}` : ''}${chance(r, 0.2) ? ' 2' : ''}`);
    }
    case 'autodamage':
      return cmd(chance(r, 0.9) ? 'gm' : pick(r, PLAYER_KEYS), `!rondel config --set autodamage=${pick(r, ['on', 'off', 'on', 'x'])}`);
    case 'charRoll': {
      const actor = weighted<ActorKey>(r, [
        ['gm', 30],
        ['pat', 25],
        ['sam', 25],
        ['robin', 15],
        ['api', 5],
      ]);
      const name = pick(r, ['Aldric', 'Lira', 'Borin', 'Kess', 'Mirage', 'Thorn', 'Veil', 'Nobody', 'kess', '"Kess"', '']);
      const verb = pick(r, ['check', 'save', 'check', 'save', 'attack']);
      const rest =
        verb === 'attack'
          ? `--target ${targetOf(r, v, undefined)} --damage ${between(r, 1, 6)}${chance(r, 0.5) ? ' --mod 20' : ''}`
          : `--attr ${pick(r, [...ROLL_ATTRIBUTES, 'luck'])}${chance(r, 0.6) ? ` --dc ${pick(r, ['12', '5', '30', '', 'x'])}` : ''}${chance(r, 0.3) ? ` --tag ${pick(r, ['sight', 'hearing', 'preservation', 'feat', 'sight,feat'])}` : ''}${chance(r, 0.2) ? ` --skill ${pick(r, ['Athletics', 'Stealth', '<b>x</b>'])}` : ''}`;
      return cmd(actor, `!rondel ${verb} --char ${name} ${rest}${chance(r, 0.15) ? ' --adv' : ''}`);
    }
    case 'competition': {
      const c = someone();
      const id = c?.id ?? a.ids.aldric;
      const actor = actorFor(r, v, id);
      const at = roller(r, v, actor, id);
      const flags = [
        `--attr ${pick(r, [...ROLL_ATTRIBUTES, 'x'])}`,
        chance(r, 0.9) ? `--vs ${targetOf(r, v, id)}` : '',
        chance(r, 0.5) ? `--tag ${pick(r, ['sight', 'hearing', 'preservation', 'feat', 'sight,feat', 'smell'])}` : '',
        chance(r, 0.5) ? `--vstag ${pick(r, ['sight', 'hearing', 'preservation', 'feat', 'feat,preservation', 'x'])}` : '',
        chance(r, 0.2) ? pick(r, ['--adv', '--dis', '--mod 2', '--mod -1']) : '',
      ];
      return cmd(actor, ['!rondel competition', ...at.flags, ...flags].filter(Boolean).join(' '), at.selection);
    }
    case 'place': {
      if (!v.rules) return null;
      const inFight = new Set(v.combatants.map((c) => c.id));
      const outside = [...PAGE_KEYS, 'wisp' as const].filter((k) => a.sb.getObj('graphic', a.ids[k]) && !inFight.has(a.ids[k]));
      const actor = weighted<ActorKey>(r, [
        ['gm', 88],
        [pick(r, PLAYER_KEYS), 8],
        ['api', 4],
      ]);
      const n = placeValue(r, v);
      if (outside.length && chance(r, 0.5)) {
        const k = pick(r, outside);
        return chance(r, 0.5) ? cmd(actor, `!rondel add --token ${a.ids[k]} --count ${n}`) : cmd(actor, `!rondel add --count ${n}`, actor === 'gm' ? [k] : []);
      }
      const c = someone();
      if (!c) return null;
      return cmd(actor, `!rondel set --count ${chance(r, 0.95) ? n : pick(r, ['x', '', '1000001', '-0'])} --token ${c.id}`);
    }
    case 'trackerAdd': {
      const trackerEdits = (a.stored()?.config as { trackerEdits?: string } | undefined)?.trackerEdits;
      if (trackerEdits !== 'adopt' && chance(r, 0.7)) return cmd('gm', '!rondel config --set trackeredits=adopt');
      const inFight = new Set(v.combatants.map((c) => c.id));
      const outside = [...PAGE_KEYS, 'wisp' as const].filter((k) => a.sb.getObj('graphic', a.ids[k]) && !inFight.has(a.ids[k]));
      const id = outside.length && chance(r, 0.8) ? a.ids[pick(r, outside)] : chance(r, 0.5) ? pick(r, [...w.pasted, a.ids.goblin]) : '-1';
      const pr = String(chance(r, 0.7) ? placeValue(r, v) : pick(r, ['', 'x', '0', '-3', '2.5', '99999']));
      return { kind: 'input', input: { kind: 'event', event: { kind: 'tracker', op: 'add', id, custom: id === '-1' ? pick(r, ['Torch', 'Count 3', '']) : '', pr } } };
    }
    case 'paste': {
      // a copy of a visible combatant's token (its name, markers, bar, character), or a fresh token; then maybe added.
      // A copy goes where its source is seen (a hidden copy of a token later brought back would share its names); a
      // token pasted on the GM layer is a Wraith, a name nothing else bears
      const visible = v.combatants.filter((c) => a.sb.getObj('graphic', c.id)?.get('layer') === 'objects');
      const c = visible.length ? pick(r, visible) : undefined;
      const src = c ? a.sb.getObj('graphic', c.id) : undefined;
      const props: Record<string, unknown> =
        src && chance(r, 0.7)
          ? {
              pageid: a.page.id,
              // a name of its own: a copy named as its source would share the source's secret once the source is hidden
              name: `Twin${w.pasted.length + 1}`,
              represents: src.get('represents') ?? '',
              statusmarkers: src.get('statusmarkers') ?? '',
              bar1_value: src.get('bar1_value') ?? '',
              bar1_max: src.get('bar1_max') ?? '',
              bar1_link: src.get('bar1_link') ?? '',
              controlledby: src.get('controlledby') ?? '',
              layer: 'objects',
              left: 300,
              top: 300,
            }
          : chance(r, 0.3)
            ? { pageid: a.page.id, name: 'Wraith', layer: 'gmlayer', bar1_value: 9, bar1_max: 9, controlledby: chance(r, 0.5) ? a.pat.id : '' }
            : { pageid: a.page.id, name: pick(r, ['Bandit', 'Bandit 2', 'Thorn', '']), represents: chance(r, 0.5) ? w.thorn.id : '', controlledby: chance(r, 0.3) ? a.sam.id : '', layer: 'objects', bar1_value: 15, bar1_max: 15 };
      return { kind: 'paste', props, then: chance(r, 0.5) ? 'add' : 'none' };
    }
    case 'relink': {
      const c = someone();
      if (!c) return null;
      const hidden = a.sb.getObj('graphic', c.id)?.get('layer') === 'gmlayer';
      // the Mirage keeps its character: re-linked away, a roll for the tokenless Mirage character (public, rightly)
      // would bear the hidden token's name
      if (c.id === a.ids.mirage) return null;
      // a token on the GM layer is re-linked only to Veil (else its secret names would be a visible character's)
      const to = hidden ? pick(r, [w.veil.id, '']) : pick(r, [w.thorn.id, w.thorn.id, w.thorn.id, '', 'nochar']);
      return { kind: 'relink', token: c.id, to };
    }
    case 'deleteToken': {
      const ids = [...v.combatants.map((c) => c.id), ...w.pasted].filter((id) => a.sb.getObj('graphic', id));
      if (!ids.length) return null;
      return { kind: 'deleteTokenId', id: pick(r, ids) };
    }
    case 'deleteChar': {
      const chars = [w.thorn, w.veil, a.characters.kess, a.characters.borin].filter((c) => a.sb.getObj('character', c.id));
      if (!chars.length) return null;
      return { kind: 'deleteChar', id: pick(r, chars).id };
    }
    case 'layer': {
      const c = someone();
      const key = c ? v.keyOf.get(c.id) : pick(r, PAGE_KEYS);
      if (!key || !a.sb.getObj('graphic', a.ids[key])) return null;
      return { kind: 'input', input: { kind: 'event', event: { kind: 'layer', token: key, to: hiddenNow(a, key) ? 'objects' : 'gmlayer' } } };
    }
    case 'effect': {
      const c = someone();
      if (!c) return null;
      const actor = weighted<ActorKey>(r, [
        ['gm', 85],
        [pick(r, PLAYER_KEYS), 10],
        ['api', 5],
      ]);
      const name = pick(r, ['Bless', 'Haste', 'Shield of Faith', 'Standing up', 'standing up', '<b>Curse</b>', 'x'.repeat(70), '']);
      const what = chance(r, 0.7) ? `--add ${name} ${chance(r, 0.9) ? duration(r, v) : ''}${chance(r, 0.3) ? ` --marker ${pick(r, ['blue', 'angel-outfit', 'Flex::1234', 'x y', '<b>'])}` : ''}` : `--remove ${name}`;
      const sel = chance(r, 0.5) && actor === 'gm' ? [v.keyOf.get(c.id)].filter((k): k is TokenKey => k !== undefined) : [];
      return cmd(actor, ['!rondel effect', what, sel.length ? '' : `--token ${c.id}`].filter(Boolean).join(' '), sel);
    }
    case 'condition': {
      const c = someone();
      if (!c) return null;
      const actor = weighted<ActorKey>(r, [
        ['gm', 85],
        [pick(r, PLAYER_KEYS), 10],
        ['api', 5],
      ]);
      const cond = pick(r, ['petrified', 'poisoned', 'unconscious', 'prone', 'stunned', 'blind', 'grappled', 'petrified,poisoned', 'prone,unconscious']);
      const what = chance(r, 0.7) ? `--add ${cond}${chance(r, 0.6) ? ` ${duration(r, v)}` : ''}` : `--remove ${chance(r, 0.3) ? 'all' : cond}`;
      return cmd(actor, `!rondel condition ${what} --token ${c.id}`);
    }
    case 'restart':
      return { kind: 'restart' };
    case 'time':
      return { kind: 'time', ms: pick(r, [50, 100, 150, 1000, 60_000]) };
    case 'garbage': {
      const actor = weighted<ActorKey>(r, [
        ['gm', 50],
        [pick(r, PLAYER_KEYS), 40],
        ['api', 10],
      ]);
      const tok = pick(r, [...Object.values(a.ids), '-Mnotatoken00000000', 'Shade', '']);
      return cmd(
        actor,
        pick(r, [
          `!rondel apply`,
          `!rondel apply --roll`,
          `!rondel apply --roll 1 --roll 1`,
          `!rondel apply --roll ${'9'.repeat(30)}`,
          `!rondel apply --roll -1 --token ${tok}`,
          `!rondel condition --add unconscious --token ${tok} --roll 1 --fight x`,
          `!rondel condition --add unconscious --token ${tok} --roll --fight`,
          `!rondel remove --token ${tok} --roll 1 --fight 1 --fight 2`,
          `!rondel remove --token ${tok} --roll 1e3 --fight 1`,
          `!rondel undo --roll`,
          `!rondel undo --roll 1 --fight`,
          `!rondel undo x`,
          `!rondel undo 0`,
          `!rondel redo -1`,
          `!rondel add --count`,
          `!rondel add --count x --token ${tok}`,
          `!rondel add --count 1000001 --token ${tok}`,
          `!rondel add --count -1000001 --token ${tok}`,
          `!rondel set --count --token ${tok}`,
          `!rondel set --count 2.5 --token ${tok}`,
          `!rondel competition --vs`,
          `!rondel competition --attr will --vs ${tok} --vstag`,
          `!rondel competition --attr will --vs ${tok} --tag sight --vstag sight --vstag feat`,
          `!rondel check --char`,
          `!rondel save --char --attr will`,
          `!rondel attack --char Kess --target`,
          `!rondel attack --target ${tok} --type`,
          `!rondel attack --target ${tok} --damage 3 --type <b>poison</b>`,
          `!rondel effect --add Bless --counts 3 --seconds 2`,
          `!rondel effect --add --counts 3`,
          `!rondel effect --remove`,
          `!rondel condition --add petrified --counts 0 --token ${tok}`,
          `!rondel condition --add petrified --rounds 1000001 --token ${tok}`,
          `!rondel config --set autodamage=`,
          `!rondel config --set trackeredits=x`,
        ]),
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// what undo and a restart promise to keep

interface Snap {
  stored: string;
  fight: string;
  tracker: string;
  markers: string;
  bars: string;
  attributes: string;
}

function snap(a: Arena, skipBars: ReadonlySet<string> = new Set()): Snap {
  const { sb } = a;
  const f = a.fight();
  const fight = f ? JSON.stringify({ rules: f.rules, present: f.timeline.present }) : 'null';
  const graphics = sb.allObjs('graphic').sort((x, y) => x.id.localeCompare(y.id));
  const markers = JSON.stringify(graphics.map((g) => [g.get('name'), g.get('statusmarkers') ?? '']));
  // a bar's value as the table reads it: a number the GM typed is text ("12"), the script writes the number 12
  const shown = (v: unknown): string => String(v ?? '');
  const bars = JSON.stringify(graphics.filter((g) => !skipBars.has(g.id)).map((g) => [g.get('name'), shown(g.get('bar1_value')), shown(g.get('bar1_max')), shown(g.get('bar2_value')), shown(g.get('bar3_value'))]));
  const attributes = JSON.stringify(
    sb
      .allObjs('attribute')
      .map((x) => [x.get('_characterid'), x.get('name'), String(x.get('current') ?? ''), String(x.get('max') ?? '')])
      .filter((x) => !(x[1] === 'conditions' && (x[2] ?? '') === '' && (x[3] ?? '') === ''))
      .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
  );
  return { stored: JSON.stringify(a.stored() ?? null), fight, tracker: String(sb.campaign.get('turnorder') ?? ''), markers, bars, attributes };
}

function diff(before: Snap, after: Snap, keys: readonly (keyof Snap)[]): string[] {
  const out: string[] = [];
  for (const k of keys) {
    if (before[k] === after[k]) continue;
    if (k === 'markers' || k === 'bars' || k === 'attributes') {
      const x = (JSON.parse(before[k]) as unknown[]).map((e) => JSON.stringify(e));
      const y = (JSON.parse(after[k]) as unknown[]).map((e) => JSON.stringify(e));
      out.push(`${k}: lost ${x.filter((e) => !y.includes(e)).join(' ')}; gained ${y.filter((e) => !x.includes(e)).join(' ')}`);
    } else {
      let i = 0;
      while (i < before[k].length && before[k][i] === after[k][i]) i += 1;
      out.push(`${k} differs at ${i}:\n   before …${before[k].slice(Math.max(0, i - 150), i + 250)}\n   after  …${after[k].slice(Math.max(0, i - 150), i + 250)}`);
    }
  }
  return out;
}

/** Whether the script has looked at the table since it last changed: no foreign tracker write, no orphan waiting. */
function settled(a: Arena): boolean {
  const f = a.fight();
  if (!f) return true;
  if (a.sb.campaign.get('turnorder') !== f.lastTurnOrder) return false;
  if (combatantIds(a).some((id) => orphaned(a, id))) return false;
  return a.sb.nextTimer() === undefined;
}

const tally = new Map<string, number>();
const note = (k: string): void => void tally.set(k, (tally.get(k) ?? 0) + 1);

function check(a: Arena, mark: RecorderMark, context: string, typed?: { actor: ActorKey; text: string }): void {
  expectHealthy(a, mark, context, { tracker: settled(a) });
  expectSecrecy(a, mark, context, typed);
  expectNoResurrection(a, context);
}

function restartCheck(a: Arena, context: string): void {
  if (!settled(a)) return;
  const before = snap(a);
  const mark = a.sb.recorder.mark();
  a.sb.restart();
  a.sb.flush();
  check(a, mark, `${context} (restart)`);
  note('restart checked');
  // a token renamed by another script (no event) is read at the script's next look, a restart's too: names aside
  const unnamed = (x: Snap): Snap => ({ ...x, stored: x.stored.replace(/"(name|casterName)":"(?:[^"\\]|\\.)*"/g, '"$1":""') });
  const problems = diff(unnamed(before), unnamed(snap(a)), ['stored', 'tracker', 'markers', 'bars', 'attributes']);
  expect(problems, `${context}: a restart changed the table`).toEqual([]);
}

function undoRedoCheck(w: World, r: Random, context: string): void {
  const { a } = w;
  const f = a.fight();
  if (!f || !settled(a)) return;
  const past = f.timeline.past.length;
  if (past === 0) return;
  const k = between(r, 1, Math.min(past, 6));
  const before = snap(a);
  const lens = `${f.timeline.past.length}/${f.timeline.future.length}`;
  const mark = a.sb.recorder.mark();
  a.send('gm', `!rondel undo ${k}`);
  check(a, mark, `${context} (check: undo ${k})`, { actor: 'gm', text: `!rondel undo ${k}` });
  const mark2 = a.sb.recorder.mark();
  a.send('gm', `!rondel redo ${k}`);
  check(a, mark2, `${context} (check: undo ${k} then redo ${k})`, { actor: 'gm', text: `!rondel redo ${k}` });
  note(`undo/redo ${k} checked`);
  const after = snap(a);
  const g = a.fight();
  const problems = diff(before, after, ['fight', 'tracker', 'markers', 'bars', 'attributes']);
  if (g && `${g.timeline.past.length}/${g.timeline.future.length}` !== lens) problems.push(`history ${lens} became ${g.timeline.past.length}/${g.timeline.future.length}`);
  expect(problems, `${context}: undo ${k} then redo ${k} did not give the table back`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// playing a step

function playOwn(w: World, o: Own, context: string): void {
  const { a } = w;
  const { sb } = a;
  const mark = sb.recorder.mark();
  switch (o.kind) {
    case 'paste': {
      const t = sb.driver.paste(o.props);
      w.pasted.push(t.id);
      // known to the arena by a key of its own: a remove naming it may take it out (check-command's mayLeaveBy)
      (a.ids as Record<string, string>)[`pasted${w.pasted.length}`] = t.id;
      sb.flush();
      if (o.then === 'add' && a.fight()) {
        check(a, mark, `${context} (paste)`);
        const m2 = sb.recorder.mark();
        a.send('gm', `!rondel add --token ${t.id}`);
        check(a, m2, `${context} (add the pasted)`, { actor: 'gm', text: `!rondel add --token ${t.id}` });
        return;
      }
      break;
    }
    case 'relink': {
      const t = sb.getObj('graphic', o.token);
      if (t) sb.driver.setProps(t, { represents: o.to === 'nochar' ? '-Mnocharacter000000' : o.to });
      break;
    }
    case 'deleteChar': {
      const c = sb.getObj('character', o.id);
      if (c) sb.driver.remove(c);
      break;
    }
    case 'deleteTokenId': {
      const t = sb.getObj('graphic', o.id);
      if (t) sb.driver.remove(t);
      break;
    }
    case 'restart':
      sb.restart();
      sb.flush();
      break;
    case 'time':
      sb.advance(o.ms);
      break;
  }
  check(a, mark, context);
}

function trace(a: Arena, step: number, what: unknown, mark: RecorderMark): void {
  const said = a.sb.recorder.since(mark).chat.filter((m) => !m.viaCallback && m.type !== 'api');
  const keyOf = new Map(Object.entries(a.ids).map(([k, id]) => [id, k]));
  const ids = (t: string): string => t.replace(/-M-{6}[\w-]{12}/g, (id) => keyOf.get(id) ?? id);
  const to = (list: readonly string[]): string => list.map((id) => String(a.sb.getObj('player', id)?.get('_displayname') ?? id)).join(',');
  console.log(`#${step} ${ids(JSON.stringify(what))}\n${said.map((m) => `   ${m.type === 'whisper' ? `→${to(m.targets)}` : 'ALL'}: ${ids(plain(m.content).replace(/\s*\n\s*/g, ' | ').slice(0, 300))}`).join('\n')}`);
}

/** The arenas' seeds (token ids depend on them: the hostile moves draw ids of every one). */
const TABLE_SEEDS = [7, 8, 9, 10, 11, 12];
const IDS = TABLE_SEEDS.flatMap((s) => Object.values(anArena({ seed: s, boot: false }).ids));

function playRun(rules: RuleSetId, seed: number, steps: readonly Step[], run: number): void {
  const w = world(seed, rules);
  const { a } = w;
  const rr = random(seed ^ 0x5eed);
  for (const [i, s] of steps.entries()) {
    const context = `run ${run} (${rules}, seed ${seed}) step ${i}`;
    const mark = TRACE ? a.sb.recorder.mark() : null;
    let what: unknown = s;
    try {
      if (s.kind === 'old') {
        const input = resolve(a, s.move);
        what = input;
        note(`old ${input.kind}`);
        playInput(a, input, context);
      } else {
        const p = newInput(s.intent, s.seed, w);
        what = p;
        if (p === null) {
          note(`${s.intent} (nothing to do)`);
          continue;
        }
        note(s.intent);
        if (p.kind === 'input') playInput(a, p.input, context);
        else if (p.kind === 'inputs') for (const x of p.inputs) playInput(a, x, context);
        else playOwn(w, p, context);
      }
    } finally {
      if (mark) trace(a, i, what, mark);
    }
    if (rr() < RESTART_P) restartCheck(a, `${context} ${JSON.stringify(what).slice(0, 300)}`);
    if (rr() < UNDO_P) undoRedoCheck(w, rr, `${context} ${JSON.stringify(what).slice(0, 300)}`);
  }
}

describe.each(RULE_SET_IDS.filter((id) => !ONLY || id === ONLY))('new features fuzz (%s)', (rules) => {
  it(`plays the new commands and events with the old, and keeps every promise (seed ${SEED}, ${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...TABLE_SEEDS), fc.array(stepArb(() => IDS), { minLength: 25, maxLength: 60 }), (() => {
        let run = 0;
        return (seed: number, steps: Step[]) => {
          run += 1;
          playRun(rules, seed, steps, run);
        };
      })()),
      { seed: SEED * 7 + RULE_SET_IDS.indexOf(rules), numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
    console.log(`${rules}: ${[...tally].sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    tally.clear();
  });
});
