import { buildMessage } from './chat';
import type { Core } from './core';
import { DoubleFault } from './errors';
import type { DoubleObject, Props } from './objects';
import { DEFAULTS, PARENT } from './schema';
import { applyFormula, parseTurnOrder, sortTurnOrder, type TurnEntry } from './turn-order';

/** The tracker as players and the GM use it. Every change fires change:campaign:turnorder + change:campaign. */
export interface TrackerDriver {
  /** The next-turn button: entry 0 to the end (its `formula` applied). GM, or the player who controls the top token; else false. */
  next(player: DoubleObject): boolean;
  drag(fromIndex: number, toIndex: number): void;
  /** Edits an entry's value; the UI stores what was typed (a string). */
  edit(index: number, pr: string): void;
  /** Appends an entry; `_pageid` defaults to the token's page (custom: the tracker's page). */
  add(entry: { id: string; pr?: string | number; custom?: string; formula?: string; _pageid?: string }): void;
  remove(index: number): void;
  sort(direction: 'asc' | 'desc'): void;
  set(entries: readonly TurnEntry[]): void;
}

/** The user side: every action fires the events Roll20 fires for it, then flushes. */
export interface Driver {
  chat(player: DoubleObject, text: string, options?: { selected?: readonly DoubleObject[] }): void;
  setProps(obj: DoubleObject, partial: Props): void;
  move(token: DoubleObject, to: { left: number; top: number }): void;
  toggleMarker(token: DoubleObject, tag: string, on: boolean | number): void;
  remove(obj: DoubleObject): void;
  create(type: string, props: Props): DoubleObject;
  /**
   * A token pasted, or a character dragged onto the map, as Roll20 makes it (§6.11): `add:graphic` fires for a bare
   * token (its page and layer only), and its properties arrive after, with the `change:graphic` that follows.
   */
  paste(props: Props): DoubleObject;
  setPlayerPage(pageId: string): void;
  toggleGM(player: DoubleObject, isGM: boolean): void;
  readonly tracker: TrackerDriver;
}

export function createDriver(core: Core, flush: () => void): Driver {
  const { store } = core;

  const typeOf = (obj: DoubleObject): string => {
    const t = store.typeOf(obj.id);
    if (t === undefined) throw new DoubleFault(`driver: ${obj.id} is not a live object`);
    return t;
  };
  const requirePlayer = (player: DoubleObject): void => {
    if (store.typeOf(player.id) !== 'player') throw new DoubleFault(`driver: ${player.id} is not a player`);
  };

  const setProps = (obj: DoubleObject, partial: Props): void => {
    const type = typeOf(obj);
    const prev = store.snapshot(obj.id);
    const changed: string[] = [];
    for (const [k, v] of Object.entries(partial)) {
      const key = store.canonicalKey(obj.id, k);
      if (store.write(obj.id, k, v, 'user') && !changed.includes(key)) changed.push(key);
    }
    if (changed.length > 0) {
      const prevForScripts = core.realm.plain(prev);
      for (const key of changed) core.dispatch(`change:${type}:${key}`, [obj, prevForScripts]);
      core.dispatch(`change:${type}`, [obj, prevForScripts]);
    }
    flush();
  };

  const turnOrder = (): TurnEntry[] => parseTurnOrder(store.peek('root', 'turnorder'));
  const writeTurnOrder = (entries: readonly TurnEntry[]): void => setProps(core.campaign, { turnorder: JSON.stringify(entries) });
  const checkIndex = (entries: readonly TurnEntry[], index: number): void => {
    if (!Number.isInteger(index) || index < 0 || index >= entries.length) throw new DoubleFault(`tracker: no entry at index ${index}`);
  };
  const controls = (playerId: string, tokenId: string): boolean => {
    if (store.typeOf(tokenId) !== 'graphic') return false;
    if (core.controllers(store.peek(tokenId, 'controlledby')).includes(playerId)) return true;
    const character = String(store.peek(tokenId, 'represents') ?? '');
    return store.typeOf(character) === 'character' && core.controllers(store.peek(character, 'controlledby')).includes(playerId);
  };

  const tracker: TrackerDriver = {
    next(player) {
      requirePlayer(player);
      const [top, ...rest] = turnOrder();
      if (top === undefined) return false;
      const allowed = core.gm.get(player.id) === true || (top.id !== '-1' && controls(player.id, top.id));
      if (!allowed) return false;
      writeTurnOrder([...rest, applyFormula(top)]);
      return true;
    },
    drag(fromIndex, toIndex) {
      const entries = turnOrder();
      checkIndex(entries, fromIndex);
      checkIndex(entries, toIndex);
      const [moved] = entries.splice(fromIndex, 1);
      if (moved !== undefined) entries.splice(toIndex, 0, moved);
      writeTurnOrder(entries);
    },
    edit(index, pr) {
      const entries = turnOrder();
      checkIndex(entries, index);
      writeTurnOrder(entries.map((e, i) => (i === index ? { ...e, pr } : e)));
    },
    add(entry) {
      const pageid =
        entry._pageid ??
        (entry.id === '-1' ? String(store.peek('root', 'initiativepage') || store.peek('root', 'playerpageid') || '') : String(store.peek(entry.id, '_pageid') ?? ''));
      const added: TurnEntry = { id: entry.id, pr: entry.pr ?? 0, custom: entry.custom ?? '', _pageid: pageid };
      if (entry.formula !== undefined) added.formula = entry.formula;
      writeTurnOrder([...turnOrder(), added]);
    },
    remove(index) {
      const entries = turnOrder();
      checkIndex(entries, index);
      writeTurnOrder(entries.filter((_e, i) => i !== index));
    },
    sort(direction) {
      writeTurnOrder(sortTurnOrder(turnOrder(), direction));
    },
    set(entries) {
      writeTurnOrder(entries);
    },
  };

  return {
    chat(player, text, options = {}) {
      requirePlayer(player);
      const selected = options.selected ?? [];
      const gm = core.gm.get(player.id) === true;
      const who = `${core.displayName(player.id)}${gm ? ' (GM)' : ''}`;
      const { msg } = buildMessage(text, who, player.id, core.chatEnv(selected));
      if (msg.type === 'api' && selected.length > 0) msg.selected = selected.map((o) => ({ _id: o.id, _type: typeOf(o) }));
      core.deliverChat(msg);
      flush();
    },
    setProps,
    move(token, to) {
      const lastmove = `${String(store.peek(token.id, 'left'))},${String(store.peek(token.id, 'top'))}`;
      setProps(token, { left: to.left, top: to.top, lastmove });
    },
    toggleMarker(token, tag, on) {
      setProps(token, { [`status_${tag}`]: on });
    },
    remove(obj) {
      const type = typeOf(obj);
      store.remove(obj.id, 'user');
      core.dispatch(`destroy:${type}`, [obj]);
      flush();
    },
    create(type, props) {
      const full: Props = { ...props };
      const parent = PARENT[type];
      if (parent?.key === '_pageid' && full.pageid === undefined && full._pageid === undefined) full._pageid = store.peek('root', 'playerpageid');
      if (DEFAULTS[type] === undefined) throw new DoubleFault(`driver.create: unknown type ${type}`);
      const obj = store.create(type, full, 'user');
      core.dispatch(`add:${type}`, [obj]);
      flush();
      return obj;
    },
    paste(props) {
      const bare: Props = { layer: props.layer ?? 'objects' };
      if (props.pageid !== undefined) bare.pageid = props.pageid;
      if (props._pageid !== undefined) bare._pageid = props._pageid;
      const token = this.create('graphic', bare);
      const rest: Props = {};
      for (const [key, value] of Object.entries(props)) if (!(key in bare)) rest[key] = value;
      setProps(token, rest);
      return token;
    },
    setPlayerPage(pageId) {
      setProps(core.campaign, { playerpageid: pageId });
    },
    toggleGM(player, isGM) {
      requirePlayer(player);
      core.gm.set(player.id, isGM);
    },
    tracker,
  };
}
