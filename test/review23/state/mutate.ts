// Review 23: the hand edits of stored state the fuzz makes. Each mutation is a kind, a place (a share of the JSON
// paths of the stored data, or of the fight's history for those about the fight) and a seed; applied to a copy, it
// says what it did, so a failure reads as the edit a GM would have made.
import { INJECTED } from './kit';

export const MUTATION_KINDS = [
  'flip',
  'negative',
  'fraction',
  'huge',
  'nanText',
  'comma',
  'colon',
  'html',
  'long',
  'null',
  'delete',
  'dup',
  'swapIds',
  'dangling',
  'hiddenId',
  'clock',
  'step',
  // edits that keep the data's shape, so that more of them get past the check at start-up
  'text',
  'number',
  'effect',
  'spell',
  'speech',
  'ledger',
  'table',
  'stoodUp',
  'status',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export interface Mutation {
  readonly kind: MutationKind;
  /** Which path, as a share of the candidates: [0, 1). */
  readonly at: number;
  /** Paths under the fight's timeline only (most of what is read). */
  readonly inFight: boolean;
  readonly seed: number;
}

type Path = readonly (string | number)[];
type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function rng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const pickOf = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** Every path in `v` below `base` (containers and leaves). */
function paths(v: unknown, base: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push([...base, i], ...paths(x, [...base, i])));
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) out.push([...base, k], ...paths(x, [...base, k]));
  return out;
}

function getAt(root: unknown, p: Path): unknown {
  let v = root;
  for (const k of p) v = (v as Record<string | number, unknown>)[k];
  return v;
}

function setAt(root: unknown, p: Path, value: unknown): void {
  const parent = getAt(root, p.slice(0, -1)) as Record<string | number, unknown>;
  parent[p[p.length - 1] as string | number] = value;
}

function deleteAt(root: unknown, p: Path): void {
  const parent = getAt(root, p.slice(0, -1));
  const k = p[p.length - 1] as string | number;
  if (Array.isArray(parent)) parent.splice(k as number, 1);
  else delete (parent as Json)[k];
}

const show = (p: Path): string => p.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '');
const brief = (v: unknown): string => {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > 80 ? `${s.slice(0, 77)}…(${s.length})` : s;
};

function flip(v: unknown, r: () => number): unknown {
  if (typeof v === 'number') return pickOf(r, [String(v), [v], v !== 0, { n: v }]);
  if (typeof v === 'string') return pickOf(r, [Number(v) || 1, [v], { s: v }, v !== '']);
  if (typeof v === 'boolean') return pickOf(r, [String(v), v ? 1 : 0, null]);
  if (v === null) return pickOf(r, [0, '', false, {}, []]);
  if (Array.isArray(v)) return pickOf(r, [{ ...v }, JSON.stringify(v), v.length, v[0] ?? null]);
  return pickOf(r, [Object.values(v as Json), JSON.stringify(v), 1, 'x']);
}

/** The ids of the fight's present combatants, and id-bearing paths anywhere in the stored data. */
function idPaths(root: unknown): Path[] {
  const keys = new Set(['id', 'bearer', 'casterId', 'caster', 'by', 'target', 'pageId']);
  return paths(root).filter((p) => {
    const last = p[p.length - 1];
    const v = getAt(root, p);
    if (typeof v !== 'string') return false;
    if (typeof last === 'string' && keys.has(last)) return true;
    // the ids lists of history steps (`g`, `ids`), cleanup's, adoptAsked
    const parent = p[p.length - 2];
    return typeof last === 'number' && (parent === 'g' || parent === 'ids' || parent === 'adoptAsked');
  });
}

/** Text a hand edit may leave where stored text is shown: markup, a list's separators, a hidden token's name, a lot. */
// (not a GM-layer token's name: text the GM typed that happens to name one is the GM's choice, not a leak; a planted
// spell, effect or speech of a hidden combatant bears that combatant's own name instead)
const TEXTS = [INJECTED, 'Bless,blue', 'a:b::1', 'x'.repeat(3000), '', ' ', '[[1d20]]', '@{selected|token_id}', '!rondel end --confirm', '\n<br>'];
const NUMBERS = [-1, 0, 0.5, -0.5, 1e21, 2 ** 53 + 2, 21, 40, 41, 1000001, 99999];

const ID_KEYS = new Set(['id', 'bearer', 'casterId', 'caster', 'by', 'target', 'pageId', 'holder', 'characterId', 'roll']);

export interface Context {
  /** Token ids nobody has (never made): a reference to nothing. */
  readonly nowhere: readonly string[];
  /** Token ids of GM-layer tokens. */
  readonly hidden: readonly string[];
  /** Ids of tokens that exist and are seen. */
  readonly visible: readonly string[];
  /** The names of tokens by id. */
  readonly names: ReadonlyMap<string, string>;
}

/** Applies one mutation to `root` (a copy the caller owns) and says what it did, or null when it found nothing to edit. */
export function applyMutation(root: unknown, m: Mutation, ctx: Context): string | null {
  const r = rng(m.seed);
  const fight = isObj(root) && isObj(root.fight) ? root.fight : null;
  const timeline = fight && isObj(fight.timeline) ? fight.timeline : null;
  const present = timeline && isObj(timeline.present) ? timeline.present : null;
  const base: Path = m.inFight && timeline ? ['fight', 'timeline'] : [];
  const all = paths(m.inFight && timeline ? timeline : root, base);
  if (all.length === 0) return null;
  const p = all[Math.floor(m.at * all.length)] as Path;
  const v = getAt(root, p);
  const set = (value: unknown, what = m.kind): string => {
    setAt(root, p, value);
    return `${what} ${show(p)}: ${brief(v)} → ${brief(value)}`;
  };
  switch (m.kind) {
    case 'flip':
      return set(flip(v, r));
    case 'negative':
      return set(typeof v === 'number' ? -Math.abs(v) - pickOf(r, [0, 1, 5]) : pickOf(r, [-1, -12]));
    case 'fraction':
      return set(typeof v === 'number' ? v + pickOf(r, [0.5, 0.25, -0.5]) : pickOf(r, [1.5, 2.5]));
    case 'huge':
      return set(pickOf(r, [1e21, 2 ** 53 + 2, Number.MAX_VALUE, 1e9, -1e21, 999999999]));
    case 'nanText':
      return set(pickOf(r, ['NaN', 'Infinity', '-Infinity', '1e999', '12abc', '', ' 3 ', '0x10']));
    case 'comma':
      return set(`${typeof v === 'string' ? v : 'x'}${pickOf(r, [',', ',blue', ',,', ',dead@3', '::12,y'])}`);
    case 'colon':
      return set(`${typeof v === 'string' ? v : 'x'}${pickOf(r, [':', ':y', '::', '::x', '@9'])}`);
    case 'html':
      return set(pickOf(r, [INJECTED, `${typeof v === 'string' ? v : 'x'} ${INJECTED}`]));
    case 'long':
      return set(typeof v === 'string' && v !== '' ? v.repeat(Math.ceil(6000 / v.length)) : 'y'.repeat(pickOf(r, [300, 6000, 60000])));
    case 'null':
      return set(null);
    case 'delete':
      deleteAt(root, p);
      return `delete ${show(p)} (was ${brief(v)})`;
    case 'dup': {
      // the nearest list on the path: one of its items twice
      for (let n = p.length; n >= 0; n -= 1) {
        const q = p.slice(0, n);
        const list = getAt(root, q);
        if (Array.isArray(list) && list.length) {
          const i = Math.floor(r() * list.length);
          list.splice(i + 1, 0, JSON.parse(JSON.stringify(list[i])) as unknown);
          return `dup ${show([...q, i])} (${brief(list[i])})`;
        }
      }
      return null;
    }
    case 'swapIds': {
      const list = present && Array.isArray(present.combatants) ? (present.combatants as Json[]) : [];
      if (list.length < 2) return null;
      const i = Math.floor(r() * list.length);
      let j = Math.floor(r() * (list.length - 1));
      if (j >= i) j += 1;
      const x = list[i];
      const y = list[j];
      // an earlier edit may have made a combatant a string or null: only two records swap their ids
      if (!isRecord(x) || !isRecord(y)) return null;
      [x.id, y.id] = [y.id, x.id];
      return `swapIds combatants[${i}] ${brief(y.id)} ⇄ combatants[${j}] ${brief(x.id)}`;
    }
    case 'dangling':
    case 'hiddenId': {
      const ids = idPaths(root);
      if (ids.length === 0) return null;
      const q = ids[Math.floor(m.at * ids.length)] as Path;
      const was = getAt(root, q);
      const to = m.kind === 'dangling' ? pickOf(r, ctx.nowhere) : pickOf(r, ctx.hidden);
      setAt(root, q, to);
      return `${m.kind} ${show(q)}: ${brief(was)} → ${brief(to)}`;
    }
    case 'clock': {
      if (!present) return null;
      const key = ['counter', 'second', 'round'].find((k) => typeof present[k] === 'number');
      if (!key) return null;
      const list = Array.isArray(present.combatants) ? (present.combatants as Json[]) : [];
      // the clock moved past the combatants' next counts, or back; or one combatant's own value behind the clock
      const what = pickOf(r, ['ahead', 'behind', 'one'] as const);
      const now = present[key] as number;
      if (what === 'one' && list.length) {
        const c = pickOf(r, list);
        const own = ['nextAt', 'second', 'doneRound', 'carried'].find((k) => typeof c[k] === 'number') ?? 'nextAt';
        const was = c[own];
        c[own] = now - pickOf(r, [1, 2, 7]);
        return `clock: ${String(c.name)}.${own} ${brief(was)} → ${brief(c[own])} (the ${key} is ${now})`;
      }
      const to = what === 'ahead' ? now + pickOf(r, [1, 3, 19, 40, 1000]) : now - pickOf(r, [1, 2, 5]);
      present[key] = to;
      return `clock: present.${key} ${now} → ${to}`;
    }
    case 'text': {
      // a text leaf that is not an id nor a key word the check knows (names, notes, triggers, effect names)
      const texts = paths(root).filter((q) => {
        const last = q[q.length - 1];
        return typeof getAt(root, q) === 'string' && typeof last === 'string' && !ID_KEYS.has(last) && ['name', 'casterName', 'note', 'text', 'trigger', 'weapon', 'indicatorImage', 'helpVersion', 'alias'].includes(last);
      });
      if (!texts.length) return null;
      const q = texts[Math.floor(m.at * texts.length)] as Path;
      const was = getAt(root, q);
      const to = pickOf(r, TEXTS);
      setAt(root, q, to);
      return `text ${show(q)}: ${brief(was)} → ${brief(to)}`;
    }
    case 'number': {
      const nums = paths(m.inFight && timeline ? timeline : root, base).filter((q) => typeof getAt(root, q) === 'number' && q[0] !== 'config');
      if (!nums.length) return null;
      const q = nums[Math.floor(m.at * nums.length)] as Path;
      const was = getAt(root, q);
      const to = pickOf(r, NUMBERS);
      setAt(root, q, to);
      return `number ${show(q)}: ${brief(was)} → ${brief(to)}`;
    }
    case 'effect': {
      if (!present) return null;
      const ids = Array.isArray(present.combatants) ? (present.combatants as Json[]).map((c) => String(c.id)) : [];
      const clock = typeof present.counter === 'number' ? present.counter : typeof present.round === 'number' ? present.round : 1;
      const e = {
        bearer: pickOf(r, [...ids, ...ids, ...ctx.nowhere, ...ctx.hidden]),
        name: pickOf(r, ['Bless', 'Standing up', 'Prone', ...TEXTS]),
        marker: pickOf(r, [null, 'blue', 'Flex::1234', 'bolt-shield', 'back-pain', 'sentry-gun', 'angel-outfit']),
        condition: pickOf(r, [null, 'prone', 'unconscious', 'stunned', 'grappled']),
        from: pickOf(r, [clock, 0, -5, 1e21]),
        ends: pickOf(r, [
          { kind: 'clock', at: clock + 1 },
          { kind: 'clock', at: clock - 3 },
          { kind: 'clock', at: 1e21 },
          { kind: 'round', at: 2 },
          { kind: 'round', at: -1 },
          { kind: 'actions', left: 1 },
          { kind: 'actions', left: 0 },
          { kind: 'actions', left: -3 },
          { kind: 'actions', left: 1e21 },
        ]),
        ...(r() < 0.3 ? { by: pickOf(r, [...ids, ...ctx.nowhere, ...ctx.hidden]) } : {}),
      };
      const list = Array.isArray(present.effects) ? (present.effects as unknown[]) : (present.effects = []);
      (list as unknown[]).push(e);
      if (r() < 0.3) {
        // and a pending spell's effect with it
        const pending = Array.isArray(present.pendingEffects) ? (present.pendingEffects as unknown[]) : (present.pendingEffects = []);
        (pending as unknown[]).push({ caster: pickOf(r, [...ids, ...ctx.nowhere, ...ctx.hidden]), name: pickOf(r, TEXTS), unit: pickOf(r, ['counts', 'seconds', 'rounds', 'actions']), n: pickOf(r, [1, 0, -2, 1e21]) });
      }
      return `effect planted: ${brief(e)}${present.pendingEffects ? ` pending ${brief(present.pendingEffects)}` : ''}`;
    }
    case 'spell': {
      if (!present || !Array.isArray(present.spells)) return null;
      const ids = Array.isArray(present.combatants) ? (present.combatants as Json[]).map((c) => String(c.id)) : [];
      const now = typeof present.counter === 'number' ? present.counter : ((present.round as number) - 1) * 20 + (present.second as number);
      const casterId = pickOf(r, [...ids, ...ctx.nowhere, ...ctx.hidden]);
      const spell = { casterId, casterName: ctx.hidden.includes(casterId) ? (ctx.names.get(casterId) ?? 'x') : pickOf(r, TEXTS), castAt: Math.max(1, now - 1), resolvesAt: now + pickOf(r, [1, 2, 30]), note: pickOf(r, TEXTS) };
      (present.spells as unknown[]).push(spell);
      return `spell planted: ${brief(spell)}`;
    }
    case 'speech': {
      if (!present || !Array.isArray(present.speech)) return null;
      const ids = Array.isArray(present.combatants) ? (present.combatants as Json[]).map((c) => String(c.id)) : [];
      const now = ((present.round as number) - 1) * 20 + (present.second as number);
      const speaker = pickOf(r, [...ids, ...ctx.nowhere, ...ctx.hidden]);
      const said = { id: speaker, name: ctx.hidden.includes(speaker) ? (ctx.names.get(speaker) ?? 'x') : pickOf(r, TEXTS), text: pickOf(r, TEXTS.filter((t) => t.length < 200)), count: now };
      (present.speech as unknown[]).push(said);
      return `speech planted: ${brief(said)}`;
    }
    case 'ledger': {
      const rolls = isObj(root) && isObj(root.rolls) ? root.rolls : null;
      if (!rolls) return null;
      const lists = (['pending', 'applied'] as const).filter((k) => Array.isArray(rolls[k]) && (rolls[k] as unknown[]).length);
      if (!lists.length) return null;
      const k = pickOf(r, lists);
      const item = pickOf(r, rolls[k] as Json[]);
      const field = pickOf(r, ['amount', 'amount', 'target', 'id', 'roll']);
      if (!(field in item)) return null;
      const was = item[field];
      item[field] = field === 'amount' ? pickOf(r, NUMBERS) : field === 'target' ? pickOf(r, [...ctx.nowhere, ...ctx.hidden, ...ctx.visible]) : pickOf(r, ['1', '0', '-1', '99', INJECTED, '1,2']);
      return `ledger rolls.${k}[].${field}: ${brief(was)} → ${brief(item[field])}`;
    }
    case 'table': {
      if (!isObj(root)) return null;
      const token = pickOf(r, [...ctx.visible, ...ctx.hidden]);
      const table = isObj(root.table) ? root.table : (root.table = {});
      const what = pickOf(r, ['indicator', 'counter', 'marked'] as const);
      if (what === 'indicator') table.indicator = { id: token, type: pickOf(r, ['graphic', 'path']) };
      else if (what === 'counter') table.counter = token;
      else table.marked = { id: token, kind: pickOf(r, ['aura', 'tint']), was: { aura2_radius: '', tint_color: 'transparent' }, set: { aura2_radius: '', tint_color: 'transparent' } };
      return `table.${what} names a token: ${brief(table[what])}`;
    }
    case 'stoodUp': {
      if (!present) return null;
      const ids = Array.isArray(present.combatants) ? (present.combatants as Json[]).map((c) => String(c.id)) : [];
      const list = Array.isArray(present.stoodUp) ? (present.stoodUp as unknown[]) : (present.stoodUp = []);
      const s = { id: pickOf(r, [...ids, ...ctx.nowhere, ...ctx.hidden]), at: pickOf(r, [1, -1, 1e21, 0]) };
      (list as unknown[]).push(s);
      return `stoodUp planted: ${brief(s)}`;
    }
    case 'status': {
      if (!present || !Array.isArray(present.combatants) || typeof present.round !== 'number' || !('turn' in present)) return null;
      // an earlier mutation may have made a combatant something else than an object (text, a number): no status to set
      const c = pickOf(r, present.combatants as unknown[]);
      if (!isObj(c)) return null;
      const was = c.status;
      c.status = { kind: 'ready', since: present.round, trigger: pickOf(r, TEXTS) };
      return `status ${String(c.name)}: ${brief(was)} → ${brief(c.status)}`;
    }
    case 'step': {
      if (!timeline) return null;
      const sides = (['past', 'future'] as const).filter((s) => Array.isArray(timeline[s]) && (timeline[s] as unknown[]).length);
      if (!sides.length) return null;
      const side = pickOf(r, sides);
      const list = timeline[side] as Json[];
      const i = Math.floor(r() * list.length);
      const d = list[i] as Json;
      const ids = present && Array.isArray(present.combatants) ? (present.combatants as Json[]).map((c) => c.id) : [];
      const what = pickOf(r, ['clock', 'unknownPart', 'dupIds', 'noCombatants', 'gone', 'fieldType', 'swap', 'combatantField'] as const);
      const f = isObj(d.f) ? d.f : (d.f = {});
      switch (what) {
        case 'clock': {
          const key = present ? (['counter', 'second', 'round'].find((k) => typeof present[k] === 'number') ?? 'counter') : 'counter';
          f[key] = pickOf(r, [0, -3, 1000, 2.5, 40, 41, '7']);
          return `step ${side}[${i}].f.${key} = ${brief(f[key])}`;
        }
        case 'unknownPart':
          d.p = [...(Array.isArray(d.p) ? d.p : []), { id: pickOf(r, ctx.nowhere), nextAt: 3 }];
          return `step ${side}[${i}].p names ${brief((d.p as Json[]).at(-1))}`;
        case 'dupIds':
          d.ids = [...ids, ids[0]];
          return `step ${side}[${i}].ids lists ${brief(ids[0])} twice`;
        case 'noCombatants':
          d.k = ['counter', 'round'];
          return `step ${side}[${i}].k = ${brief(d.k)}`;
        case 'gone':
          d.g = [pickOf(r, [...ctx.nowhere, ...ids])];
          return `step ${side}[${i}].g = ${brief(d.g)}`;
        case 'fieldType':
          f[pickOf(r, ['effects', 'spells', 'turn', 'speech', 'stoodUp', 'pendingEffects', 'damage', 'terrain'])] = pickOf(r, ['x', 7, [{}], { id: 1 }, [null]]);
          return `step ${side}[${i}].f = ${brief(f)}`;
        case 'swap': {
          const j = Math.floor(r() * list.length);
          const other = (side === 'past' ? timeline.future : timeline.past) as Json[];
          const from = other.length && r() < 0.5 ? other : list;
          list[i] = JSON.parse(JSON.stringify(from[Math.min(j, from.length - 1)])) as Json;
          return `step ${side}[${i}] replaced by another step's diff`;
        }
        case 'combatantField': {
          const id = ids.length ? pickOf(r, ids) : 'x';
          const field = pickOf(r, ['nextAt', 'second', 'doneRound', 'name', 'conditions', 'tier', 'markers', 'tie', 'initiative', 'status']);
          const value = pickOf(r, [-4, 1e21, 'x', null, [7], { kind: 'x' }, INJECTED, 'prone,blind']);
          d.p = [...(Array.isArray(d.p) ? d.p : []), { id, [field]: value }];
          return `step ${side}[${i}].p gives ${brief(id)}.${field} = ${brief(value)}`;
        }
      }
    }
  }
  return null;
}
