// What happens at the table besides chat (fuzz 11), as Roll20 fires it (/work/shared/ROLL20.md, "Events"): a token
// renamed by hand (change:graphic) or by another script (a write, no event), moved to or from the GM layer, deleted; a
// character's or token's controllers changed (change:character: the script listens to none, it reads them when it
// needs them); a sheet attribute changed; the tracker edited by someone (drag, value typed, entry added or removed,
// sort: change:campaign:turnorder); another script's tracker writes, which fire no event (GroupInitiative's clear and
// its rolls, TurnMarker1's "Round" entry); the players' page switched.
import type { DoubleObject } from 'roll20-double';
import type { Arena, TokenKey } from './arena';

export type TableEvent =
  | { readonly kind: 'rename'; readonly token: TokenKey; readonly name: string; readonly silent: boolean }
  | { readonly kind: 'layer'; readonly token: TokenKey; readonly to: 'gmlayer' | 'objects' }
  | { readonly kind: 'delete'; readonly token: TokenKey }
  /** `of`: a character's id or a token's; `value` as Roll20 stores it (player ids, `all`, or ''). */
  | { readonly kind: 'controllers'; readonly of: string; readonly value: string }
  | { readonly kind: 'attribute'; readonly character: string; readonly name: string; readonly value: string }
  /** The GM types a token's bar 1 (its body, for the Apply button): change:graphic:bar1_value. */
  | { readonly kind: 'bar'; readonly token: TokenKey; readonly value: string }
  | { readonly kind: 'tracker'; readonly op: 'drag'; readonly from: number; readonly to: number }
  | { readonly kind: 'tracker'; readonly op: 'edit'; readonly at: number; readonly pr: string }
  | { readonly kind: 'tracker'; readonly op: 'remove'; readonly at: number }
  | { readonly kind: 'tracker'; readonly op: 'add'; readonly id: string; readonly custom: string; readonly pr: string }
  | { readonly kind: 'tracker'; readonly op: 'sort'; readonly dir: 'asc' | 'desc' }
  | { readonly kind: 'foreign'; readonly op: 'clear' | 'empty' | 'groupinit' | 'turnmarker'; readonly seed: number }
  | { readonly kind: 'page'; readonly other: boolean };

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const chance = (r: Random, p: number): boolean => r() < p;

/** The word each token's names are made of: no two tokens share one, so a secret name is never another token's. */
const BASE: Readonly<Record<TokenKey, string>> = {
  aldric: 'Aldric',
  lira: 'Lira',
  borin: 'Borin',
  kess: 'Kess',
  goblin: 'Goblin',
  zombie: 'Zombie',
  wisp: 'Wisp',
  stranger: 'Stranger',
  ghost: 'Ghost',
  shade: 'Shade',
  mirage: 'Mirage',
  lurker: 'Lurker',
};

/** A name a GM or another script gives: plain, marked up, hostile (a command, a flag, a roll, bidi controls), long. */
function nameFor(r: Random, key: TokenKey): string {
  const w = BASE[key];
  return pick(r, [
    w,
    `${w} the Bold`,
    `${w} 2`,
    `<b>${w}</b>`,
    `${w} <img src=x onerror=alert(1)>`,
    `${w} [[1d20]]`,
    `!rondel end --confirm ${w}`,
    `${w} --token x --note y`,
    `${w} -- --`,
    `\u202e${w}\u202c`,
    `${w}\u2066 \u2069\u200f`,
    `${w} ${'x'.repeat(120)}`,
    `/w gm ${w}`,
    `${w} @{selected|token_id}`,
    `${w}'s "friend" & co`,
    `  ${w}  `,
    `${w}\n2`,
  ]);
}

const ATTRIBUTES = ['perception', 'perception_mod', 'movement_tier', 'movement_tier_current', 'weapon_speed', 'casting_time', 'agility_mod', 'initiative_adjustment', 'body_points', 'faith_mod', 'logic_mod'] as const;
const ATTRIBUTE_VALUES = ['0', '3', '-2', '12', '', 'abc', 'red_fox', 'Green Horse', 'black_tower', '9', '1000001', '2.5', '[[1d6]]', '<b>4</b>', '@{perception}'] as const;
const PR = ['5', '1', '0', 'abc', '', '-3', '3.7', '1e3', '99999999', ' 12 ', '2', '7', '+4', 'NaN', '20', '21'] as const;

export interface EventTable {
  readonly tokens: readonly TokenKey[];
  /** The characters whose controllers may change, by id. */
  readonly characters: readonly string[];
}

/** The tokens on the fight's page whose controllers are their own (no character): an NPC, the Wisp, the Lurker. */
const OWN_CONTROLLERS: readonly TokenKey[] = ['goblin', 'zombie', 'wisp', 'lurker'];

/** A table event, chosen against the arena as it is now. */
export function tableEvent(r: Random, a: Arena, inFight: ReadonlySet<string>, page: readonly TokenKey[]): TableEvent {
  const live = page.filter((k) => a.sb.getObj('graphic', a.ids[k]) !== undefined);
  const fighters = live.filter((k) => inFight.has(a.ids[k]));
  const someone = (): TokenKey => (fighters.length && chance(r, 0.8) ? pick(r, fighters) : pick(r, live.length ? live : page));
  const order = a.sb.turnOrder();
  const at = (): number => Math.floor(r() * Math.max(1, order.length));
  const players = [a.pat.id, a.sam.id, a.robin.id];
  const kind = pick(r, [
    ...Array<string>(14).fill('rename'),
    ...Array<string>(8).fill('silent'),
    ...Array<string>(10).fill('layer'),
    ...Array<string>(2).fill('delete'),
    ...Array<string>(7).fill('controllers'),
    ...Array<string>(7).fill('attribute'),
    ...Array<string>(6).fill('bar'),
    ...Array<string>(16).fill('tracker'),
    ...Array<string>(7).fill('foreign'),
    ...Array<string>(4).fill('page'),
  ]);
  switch (kind) {
    case 'rename':
    case 'silent': {
      const token = someone();
      return { kind: 'rename', token, name: nameFor(r, token), silent: kind === 'silent' };
    }
    case 'layer': {
      const token = someone();
      const hidden = a.sb.getObj('graphic', a.ids[token])?.get('layer') === 'gmlayer';
      return { kind: 'layer', token, to: hidden ? 'objects' : 'gmlayer' };
    }
    case 'delete':
      return { kind: 'delete', token: someone() };
    case 'controllers': {
      const characters = [...Object.values(a.characters).map((c) => c.id), a.extra.mirageCharacter.id];
      const of = chance(r, 0.7) ? pick(r, characters) : a.ids[pick(r, OWN_CONTROLLERS)];
      const value = pick(r, [pick(r, players), pick(r, players), `${pick(r, players)},${pick(r, players)}`, 'all', '', a.gm.id, `${pick(r, players)},all`]);
      return { kind: 'controllers', of, value };
    }
    case 'attribute': {
      const characters = [...Object.values(a.characters).map((c) => c.id), a.extra.mirageCharacter.id];
      return { kind: 'attribute', character: pick(r, characters), name: pick(r, ATTRIBUTES), value: pick(r, ATTRIBUTE_VALUES) };
    }
    case 'bar':
      return { kind: 'bar', token: someone(), value: pick(r, ['12', '12', '20', '5', '1', '0', '-3', '', 'x', '1000001', '7.5']) };
    case 'tracker': {
      const op = pick(r, ['edit', 'edit', 'edit', 'drag', 'drag', 'remove', 'add', 'add', 'sort'] as const);
      switch (op) {
        case 'edit':
          return { kind: 'tracker', op, at: at(), pr: pick(r, PR) };
        case 'drag':
          return { kind: 'tracker', op, from: at(), to: at() };
        case 'remove':
          return { kind: 'tracker', op, at: at() };
        case 'add': {
          // a token (one in the fight again, one out of it, one on the other page) or a custom entry
          const custom = chance(r, 0.35);
          const id = custom ? '-1' : a.ids[pick(r, [...live, 'stranger'] as TokenKey[])];
          return { kind: 'tracker', op, id, custom: custom ? pick(r, ['Torch', 'Round 1', 'Lair action', '<b>x</b>', '', 'Count 3', 'Countdown']) : '', pr: pick(r, PR) };
        }
        case 'sort':
          return { kind: 'tracker', op, dir: pick(r, ['asc', 'desc'] as const) };
      }
      break;
    }
    case 'foreign':
      return { kind: 'foreign', op: pick(r, ['clear', 'empty', 'groupinit', 'groupinit', 'turnmarker', 'turnmarker']), seed: Math.floor(r() * 0x7fffffff) };
    case 'page':
      return { kind: 'page', other: a.sb.campaign.get('playerpageid') === a.page.id };
  }
  return { kind: 'page', other: false };
}

/** Ids a table event may take out of the fight: a deleted token, a tracker entry removed (adopted: trackeredits=adopt). */
export function mayLeaveByEvent(a: Arena, e: TableEvent): Set<string> {
  if (e.kind === 'delete') return new Set([a.ids[e.token]]);
  if (e.kind === 'tracker' && e.op === 'remove') {
    const order = a.sb.turnOrder();
    const entry = order[e.at % Math.max(1, order.length)];
    return new Set(entry ? [entry.id] : []);
  }
  return new Set();
}

/** Whether it is another script's write to the tracker, which fires no event: the script finds it at its next look. */
export const isForeignWrite = (e: TableEvent): boolean => e.kind === 'foreign';

/** Plays a table event: a person's fires the events Roll20 fires (the driver); another script's fires none. */
export function playEvent(a: Arena, e: TableEvent): void {
  const { sb } = a;
  const token = (k: TokenKey): DoubleObject | undefined => sb.getObj('graphic', a.ids[k]);
  switch (e.kind) {
    case 'rename': {
      const t = token(e.token);
      if (!t) return;
      if (e.silent) {
        // another script's write: no event at all
        t.set('name', e.name);
        sb.flush();
      } else sb.driver.setProps(t, { name: e.name });
      return;
    }
    case 'layer': {
      const t = token(e.token);
      if (t) sb.driver.setProps(t, { layer: e.to });
      return;
    }
    case 'delete': {
      const t = token(e.token);
      if (t) sb.driver.remove(t);
      return;
    }
    case 'controllers': {
      const o = sb.getObj('character', e.of) ?? sb.getObj('graphic', e.of);
      if (o) sb.driver.setProps(o, { controlledby: e.value });
      return;
    }
    case 'attribute': {
      const found = sb.findObjs({ _type: 'attribute', _characterid: e.character, name: e.name })[0];
      if (found) sb.driver.setProps(found, { current: e.value });
      else if (sb.getObj('character', e.character)) sb.driver.create('attribute', { _characterid: e.character, name: e.name, current: e.value });
      return;
    }
    case 'bar': {
      const t = token(e.token);
      if (t) sb.driver.setProps(t, { bar1_value: e.value });
      return;
    }
    case 'tracker': {
      const order = sb.turnOrder();
      const at = (i: number): number => i % Math.max(1, order.length);
      switch (e.op) {
        case 'drag':
          if (order.length) sb.driver.tracker.drag(at(e.from), at(e.to));
          return;
        case 'edit':
          if (order.length) sb.driver.tracker.edit(at(e.at), e.pr);
          return;
        case 'remove':
          if (order.length) sb.driver.tracker.remove(at(e.at));
          return;
        case 'add':
          if (e.id === '-1' || sb.getObj('graphic', e.id)) sb.driver.tracker.add({ id: e.id, pr: e.pr, ...(e.id === '-1' ? { custom: e.custom } : {}) });
          return;
        case 'sort':
          sb.driver.tracker.sort(e.dir);
          return;
      }
      return;
    }
    case 'foreign': {
      let s = e.seed >>> 0;
      const r = (): number => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return s / 4294967296;
      };
      const order = sb.turnOrder();
      let next: unknown[];
      switch (e.op) {
        case 'clear':
          // GroupInitiative's !group-init --clear
          next = [];
          break;
        case 'empty':
          sb.campaign.set('turnorder', '');
          sb.flush();
          return;
        case 'groupinit': {
          // GroupInitiative's roll: every token entry gets a rolled value as a number, and the order is sorted, highest first
          next = order.map((x) => (x.id === '-1' ? x : { ...x, pr: 1 + Math.floor(r() * 20) })).sort((p, q) => Number(q.pr) - Number(p.pr));
          break;
        }
        case 'turnmarker': {
          // TurnMarker1: its own "Round N" graphic on the tracker's page, represents nothing, put in the turn order
          const pageid = String(sb.campaign.get('initiativepage') || a.page.id);
          const marker = sb.addToken({ pageid, name: `Round ${Math.floor(r() * 3)}`, layer: 'objects' });
          const entry = { id: marker.id, pr: -1, custom: '', _pageid: pageid };
          next = r() < 0.5 ? [entry, ...order] : [...order, entry];
          break;
        }
      }
      sb.campaign.set('turnorder', JSON.stringify(next));
      sb.flush();
      return;
    }
    case 'page':
      sb.driver.setPlayerPage(e.other ? a.otherPage.id : a.page.id);
      return;
  }
}
