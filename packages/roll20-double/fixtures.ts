import type { AttrValue, Core } from './core';
import { DoubleFault } from './errors';
import type { DoubleObject, Props } from './objects';
import type { TurnEntry } from './turn-order';

/** Fixture builders: objects created with origin 'setup' (no events, not reported as created). */

export interface PlayerFixture {
  name: string;
  gm?: boolean;
  online?: boolean;
  props?: Props;
}

export interface PageFixture extends Props {
  name?: string;
}

export interface CharacterFixture extends Props {
  name: string;
  controlledby?: string;
  /** name → current value (stored as given) or {current, max}. */
  attributes?: Record<string, AttrValue>;
  /** What getAttrByName returns for attributes with no object (this character's sheet defaults). */
  sheetDefaults?: Record<string, AttrValue>;
  /** name → action. */
  abilities?: Record<string, string>;
}

export interface TokenFixture extends Props {
  pageid?: string;
  name?: string;
  represents?: string;
}

export interface CustomMarker {
  name: string;
  id: number;
  url?: string;
}

export function createFixtures(core: Core) {
  const { store } = core;
  let userIds = 1000;

  const addPlayer = (f: PlayerFixture): DoubleObject => {
    userIds += 1;
    const player = store.create('player', { _displayname: f.name, _d20userid: String(userIds), _online: f.online ?? true, ...f.props }, 'setup');
    core.gm.set(player.id, f.gm ?? false);
    return player;
  };

  const addPage = (f: PageFixture = {}): DoubleObject => {
    const page = store.create('page', { name: `Page ${store.all('page').length + 1}`, ...f }, 'setup');
    if (store.peek('root', 'playerpageid') === false) store.store(core.campaign, 'playerpageid', page.id, 'setup');
    return page;
  };

  const addAttribute = (character: DoubleObject | string, name: string, value: AttrValue): DoubleObject => {
    const characterid = typeof character === 'string' ? character : character.id;
    if (store.typeOf(characterid) !== 'character') throw new DoubleFault(`addAttribute: ${characterid} is not a character`);
    const v = typeof value === 'object' ? value : { current: value };
    const props: Props = { _characterid: characterid, name, current: v.current };
    if (v.max !== undefined) props.max = v.max;
    return store.create('attribute', props, 'setup');
  };

  const addCharacter = (f: CharacterFixture): DoubleObject => {
    const { attributes, sheetDefaults, abilities, ...props } = f;
    const character = store.create('character', props, 'setup');
    for (const [name, value] of Object.entries(attributes ?? {})) addAttribute(character, name, value);
    for (const [name, action] of Object.entries(abilities ?? {})) store.create('ability', { _characterid: character.id, name, action }, 'setup');
    if (sheetDefaults !== undefined) core.characterDefaults.set(character.id, { ...sheetDefaults });
    return character;
  };

  const addToken = (f: TokenFixture = {}): DoubleObject => {
    const { pageid, ...props } = f;
    let page = pageid ?? (store.peek('root', 'playerpageid') || store.all('page')[0]?.id);
    if (page === undefined || page === false) page = addPage({ name: 'Default' }).id;
    if (store.typeOf(String(page)) !== 'page') throw new DoubleFault(`addToken: ${String(page)} is not a page`);
    return store.create('graphic', { _pageid: page, _subtype: 'token', layer: 'objects', ...props }, 'setup');
  };

  const addObject = (type: string, props: Props = {}): DoubleObject => store.create(type, props, 'setup');

  const setCustomMarkers = (markers: readonly CustomMarker[]): void => {
    const list = markers.map((m) => ({ id: m.id, name: m.name, tag: `${m.name}::${m.id}`, url: m.url ?? '' }));
    store.store(core.campaign, '_token_markers', JSON.stringify(list), 'setup');
  };

  const setTurnOrder = (entries: readonly TurnEntry[]): void => {
    store.store(core.campaign, 'turnorder', entries.length === 0 ? '' : JSON.stringify(entries), 'setup');
  };

  const setProps = (obj: DoubleObject, partial: Props): void => {
    for (const [k, v] of Object.entries(partial)) store.write(obj.id, k, v, 'setup');
  };

  const setSheetDefaults = (defaults: Record<string, AttrValue>): void => {
    core.sheetDefaults = { ...core.sheetDefaults, ...defaults };
  };

  return { addPlayer, addPage, addAttribute, addCharacter, addToken, addObject, setCustomMarkers, setTurnOrder, setProps, setSheetDefaults };
}

export type Fixtures = ReturnType<typeof createFixtures>;
