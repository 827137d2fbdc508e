// Ambient declarations of the Roll20 Mod (API) sandbox surface used by Enchanted Realms Combat.
//
// Script-style declaration file: no top-level import/export, so everything here is global once the package is
// listed in a tsconfig's "types". Every global type name starts with "Roll20" to stay clear of DOM and library
// names. Underscore's `_` comes from @types/underscore and is not declared here.
//
// Facts encoded (see README.md):
// - ids are strings; the campaign's id is "root"; a custom turn-order entry's id is the string "-1".
// - `_`-prefixed properties are read-only (writes are ignored), so `set` only accepts the writable ones; `get`
//   accepts a read-only name with or without its underscore (`get('pageid')` === `get('_pageid')`).
// - values are not coerced: attribute `current`/`max` and bar values may be numbers or strings.
// - blob fields (character bio/gmnotes/_defaulttoken, handout notes/gmnotes) are read only with a callback.
// - getObj returns undefined when missing; findObjs always returns an array.
// - changes made by scripts fire no events at all.

// ---------------------------------------------------------------------------------------------------------------
// Property helpers
// ---------------------------------------------------------------------------------------------------------------

/** `_pageid` → `pageid`; other names unchanged. */
type Roll20StripUnderscore<K> = K extends `_${infer R}` ? R : K;

/** A property name accepted by `get`/`findObjs`: as declared, or a read-only one without its underscore. */
type Roll20LooseKey<P> = (keyof P & string) | Roll20StripUnderscore<keyof P & string>;

/** The value type behind a loose key. */
type Roll20LooseValue<P, K extends string> = K extends keyof P
  ? P[K]
  : `_${K}` extends keyof P
    ? P[`_${K}`]
    : never;

/** Writable property names: those without a leading underscore. */
type Roll20WritableKey<P> = {
  [K in keyof P & string]: K extends `_${string}` ? never : K;
}[keyof P & string];

/** The writable properties, all optional (argument of `set({...})`). */
type Roll20WritableProps<P> = { [K in Roll20WritableKey<P>]?: P[K] };

/** Every property of P, each also under its underscore-less name, all optional (for `findObjs`). */
type Roll20LooseProps<P> = { [K in Roll20LooseKey<P>]?: Roll20LooseValue<P, K> };

/** The `prev` argument of `change:*` handlers: a plain snapshot of the old properties, read with brackets. */
type Roll20Prev<P> = Readonly<Partial<P>> & Readonly<Record<string, unknown>>;

/** Player ids as Roll20 stores them in `controlledby`/`inplayerjournals`: comma-separated ids, or "all". */
type Roll20PlayerIdList = string;

/** A colour such as "#FFFF99", "rgb(0, 0, 0)" or "transparent". */
type Roll20Color = string;

/** Layers of a page. "walls" holds dynamic-lighting paths; "foreground" exists in the current editor. */
type Roll20Layer = 'gmlayer' | 'objects' | 'map' | 'walls' | 'foreground';

// ---------------------------------------------------------------------------------------------------------------
// Object properties (spec §4). Defaults in comments.
// ---------------------------------------------------------------------------------------------------------------

interface Roll20CommonProperties<T extends string> {
  readonly _id: string;
  readonly _type: T;
}

/** `campaign` (one per game, id "root"). */
interface Roll20CampaignProperties extends Roll20CommonProperties<'campaign'> {
  /** JSON string of Roll20TurnOrderEntry[]; may be "" (treat as []). */
  turnorder: string;
  /** Page whose turn tracker is open, or false (closed). Setting false closes the tracker. */
  initiativepage: string | false;
  /** The page the player ribbon is on (false until set). */
  playerpageid: string | false;
  /** Per-player page overrides: a plain object {playerId: pageId}, or false. */
  playerspecificpages: Readonly<Record<string, string>> | false;
  /** Read-only JSON string of the journal folder tree. */
  readonly _journalfolder: string;
  /** Read-only JSON string of the jukebox folder tree. */
  readonly _jukeboxfolder: string;
  /** Read-only JSON string of Roll20TokenMarker[]; `get('token_markers')` works too. */
  readonly _token_markers: string;
}

/** `player`. */
interface Roll20PlayerProperties extends Roll20CommonProperties<'player'> {
  readonly _d20userid: string;
  readonly _displayname: string;
  /** (false) */
  readonly _online: boolean;
  /** Last page viewed as GM; not updated for players. */
  readonly _lastpage: string;
  /** Comma-separated macro ids of the player's macro bar. */
  readonly _macrobar: string;
  /** "", "character|ID" or "player|ID". */
  speakingas: string;
  /** ("#13B9F0") */
  color: Roll20Color;
  /** (false) */
  showmacrobar: boolean;
}

/** `page`. Sizes in grid units (one unit is 70 px). */
interface Roll20PageProperties extends Roll20CommonProperties<'page'> {
  /** Comma-separated ids, back to front; reordered by toFront/toBack. */
  readonly _zorder: string;
  name: string;
  /** (true) */
  showgrid: boolean;
  showdarkness: boolean;
  showlighting: boolean;
  /** (25) */
  width: number;
  /** (25) */
  height: number;
  /** (1) */
  snapping_increment: number;
  grid_opacity: number;
  fog_opacity: number;
  background_color: Roll20Color;
  gridcolor: Roll20Color;
  grid_type: 'square' | 'hex' | 'hexr';
  /** (5) */
  scale_number: number;
  /** ("ft") */
  scale_units: string;
  gridlabels: boolean;
  /** ("foure") */
  diagonaltype: 'foure' | 'pythagorean' | 'threefive' | 'manhattan';
  archived: boolean;
  lightupdatedrop: boolean;
  lightenforcelos: boolean;
  lightrestrictmove: boolean;
  lightglobalillum: boolean;
  dynamic_lighting_enabled: boolean;
  daylight_mode_enabled: boolean;
  explorer_mode: string;
  jukeboxtrigger: string;
}

/** `graphic` (tokens and cards on the table). Positions in pixels; `left`/`top` is the centre. */
interface Roll20GraphicProperties extends Roll20CommonProperties<'graphic'> {
  readonly _subtype: 'token' | 'card';
  readonly _cardid: string;
  readonly _pageid: string;
  imgsrc: string;
  /** Character id, or "". */
  represents: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
  layer: Roll20Layer;
  isdrawing: boolean;
  flipv: boolean;
  fliph: boolean;
  name: string;
  /** URI-encoded text (decodeURIComponent before use). */
  gmnotes: string;
  /** Comma-separated player ids or "all"; a represented character's controlledby counts too. */
  controlledby: Roll20PlayerIdList;
  /** Attribute id the bar is linked to, or "". */
  bar1_link: string;
  bar2_link: string;
  bar3_link: string;
  /** Not coerced: number or string ("" by default). */
  bar1_value: string | number;
  bar2_value: string | number;
  bar3_value: string | number;
  bar1_max: string | number;
  bar2_max: string | number;
  bar3_max: string | number;
  /** ("") */
  aura1_radius: string | number;
  aura2_radius: string | number;
  /** ("#FFFF99") */
  aura1_color: Roll20Color;
  /** ("#59E594") */
  aura2_color: Roll20Color;
  aura1_square: boolean;
  aura2_square: boolean;
  /** ("transparent") */
  tint_color: Roll20Color;
  /** Comma-separated tags, a badge as "@n": "red,blue@3,Flex::1234" (""). */
  statusmarkers: string;
  showname: boolean;
  showplayers_name: boolean;
  showplayers_bar1: boolean;
  showplayers_bar2: boolean;
  showplayers_bar3: boolean;
  showplayers_aura1: boolean;
  showplayers_aura2: boolean;
  playersedit_name: boolean;
  playersedit_bar1: boolean;
  playersedit_bar2: boolean;
  playersedit_bar3: boolean;
  playersedit_aura1: boolean;
  playersedit_aura2: boolean;
  light_radius: string | number;
  light_dimradius: string | number;
  light_otherplayers: boolean;
  light_hassight: boolean;
  light_angle: string | number;
  light_losangle: string | number;
  light_multiplier: string | number;
  /** "x,y[,x,y…]" waypoints of the last move. */
  lastmove: string;
  bar_location: string;
  compact_bar: string;
  lockMovement: boolean;
  has_bright_light_vision: boolean;
  has_night_vision: boolean;
  night_vision_distance: number;
  emits_bright_light: boolean;
  bright_light_distance: number;
  emits_low_light: boolean;
  low_light_distance: number;
}

/** `text`. */
interface Roll20TextProperties extends Roll20CommonProperties<'text'> {
  readonly _pageid: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
  text: string;
  /** (16) */
  font_size: number;
  /** ("rgb(0, 0, 0)") */
  color: Roll20Color;
  /** ("Arial"); set it at creation or later `text` changes shrink font_size to 8. */
  font_family: string;
  layer: Roll20Layer;
  controlledby: Roll20PlayerIdList;
}

/** `path`. */
interface Roll20PathProperties extends Roll20CommonProperties<'path'> {
  readonly _pageid: string;
  /** JSON string of the path; read-only except at creation (passed as `path`). */
  readonly _path: string;
  /** ("transparent") */
  fill: Roll20Color;
  /** ("#000000") */
  stroke: Roll20Color;
  /** (5) */
  stroke_width: number;
  rotation: number;
  layer: Roll20Layer;
  width: number;
  height: number;
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  controlledby: Roll20PlayerIdList;
  barrierType: 'wall' | 'oneWay' | 'transparent';
  oneWayReversed: boolean;
}

/** `character` (blob fields are in Roll20CharacterBlobProperties). */
interface Roll20CharacterProperties extends Roll20CommonProperties<'character'> {
  avatar: string;
  name: string;
  archived: boolean;
  /** Comma-separated player ids or "all". */
  inplayerjournals: Roll20PlayerIdList;
  /** Comma-separated player ids or "all". */
  controlledby: Roll20PlayerIdList;
}

/** Asynchronous character fields: read with `get(name, cb)`; `bio`/`gmnotes` may be written with `set`. */
interface Roll20CharacterBlobProperties {
  bio: string;
  gmnotes: string;
  /** JSON of the default token; write it with setDefaultTokenForCharacter. */
  readonly _defaulttoken: string;
}

/** `attribute`. */
interface Roll20AttributeProperties extends Roll20CommonProperties<'attribute'> {
  readonly _characterid: string;
  /** ("Untitled") */
  name: string;
  /** ("") Not coerced: number or string depending on who wrote it. */
  current: string | number;
  /** ("") Not coerced. */
  max: string | number;
}

/** `ability`. */
interface Roll20AbilityProperties extends Roll20CommonProperties<'ability'> {
  readonly _characterid: string;
  /** ("Untitled_Ability") */
  name: string;
  description: string;
  action: string;
  /** (false) */
  istokenaction: boolean;
}

/** `macro`. */
interface Roll20MacroProperties extends Roll20CommonProperties<'macro'> {
  readonly _playerid: string;
  name: string;
  action: string;
  /** Comma-separated player ids or "all". */
  visibleto: Roll20PlayerIdList;
  istokenaction: boolean;
}

/** `handout` (blob fields are in Roll20HandoutBlobProperties). */
interface Roll20HandoutProperties extends Roll20CommonProperties<'handout'> {
  avatar: string;
  /** ("Mysterious Note") */
  name: string;
  inplayerjournals: Roll20PlayerIdList;
  archived: boolean;
  controlledby: Roll20PlayerIdList;
}

/** Asynchronous handout fields: read with `get(name, cb)`, write with `set` (not through createObj). */
interface Roll20HandoutBlobProperties {
  notes: string;
  gmnotes: string;
}

/** `rollabletable`. */
interface Roll20RollableTableProperties extends Roll20CommonProperties<'rollabletable'> {
  /** ("new-table") */
  name: string;
  /** (true) */
  showplayers: boolean;
}

/** `tableitem`. */
interface Roll20TableItemProperties extends Roll20CommonProperties<'tableitem'> {
  readonly _rollabletableid: string;
  avatar: string;
  name: string;
  /** (1) */
  weight: number;
}

/** Types covered only generically (decks, jukebox, newer objects): id and type are known, the rest is unknown. */
type Roll20GenericObjectType = 'deck' | 'card' | 'hand' | 'jukeboxtrack' | 'custfx' | 'door' | 'window' | 'pin';

/** Synchronous properties per object type. */
interface Roll20PropertiesMap {
  campaign: Roll20CampaignProperties;
  player: Roll20PlayerProperties;
  page: Roll20PageProperties;
  graphic: Roll20GraphicProperties;
  text: Roll20TextProperties;
  path: Roll20PathProperties;
  character: Roll20CharacterProperties;
  attribute: Roll20AttributeProperties;
  ability: Roll20AbilityProperties;
  macro: Roll20MacroProperties;
  handout: Roll20HandoutProperties;
  rollabletable: Roll20RollableTableProperties;
  tableitem: Roll20TableItemProperties;
}

// ---------------------------------------------------------------------------------------------------------------
// Objects (spec §3)
// ---------------------------------------------------------------------------------------------------------------

/** Members every Roll20 object has besides get/set. T is its `_type`. */
interface Roll20ObjectCore<T extends string = string> {
  /**
   * Type-only brand, never present at runtime (reads undefined): it keeps the object interfaces from being
   * assignable to one another (a Roll20Text is not a Roll20Graphic). Use get('_type') for the real type.
   */
  readonly __roll20type?: T;
  /** Same as get('_id'): a string (about 20 characters, usually starting with "-"). */
  readonly id: string;
  /** Deletes the object (creatable types only). Fires no destroy event. */
  remove(): void;
}

/** A Roll20 object with properties P: typed get/set for the declared properties. */
interface Roll20ObjectBase<P extends Roll20CommonProperties<string>> extends Roll20ObjectCore<P['_type']> {
  /** Reads a property; a read-only one may be named without its underscore. */
  get<K extends Roll20LooseKey<P>>(key: K): Roll20LooseValue<P, K>;
  /** Any other property: undefined when the object does not have it. */
  get(key: string): unknown;
  /** Writes one writable property. Fires no event. */
  set<K extends Roll20WritableKey<P>>(key: K, value: P[K]): void;
  /** Writes several writable properties at once. Fires no event. */
  set(props: Roll20WritableProps<P>): void;
}

interface Roll20Campaign extends Roll20ObjectBase<Roll20CampaignProperties> {}
interface Roll20Player extends Roll20ObjectBase<Roll20PlayerProperties> {}
interface Roll20Page extends Roll20ObjectBase<Roll20PageProperties> {}
interface Roll20Text extends Roll20ObjectBase<Roll20TextProperties> {}
interface Roll20Path extends Roll20ObjectBase<Roll20PathProperties> {}
interface Roll20Ability extends Roll20ObjectBase<Roll20AbilityProperties> {}
interface Roll20Macro extends Roll20ObjectBase<Roll20MacroProperties> {}
interface Roll20RollableTable extends Roll20ObjectBase<Roll20RollableTableProperties> {}
interface Roll20TableItem extends Roll20ObjectBase<Roll20TableItemProperties> {}

/** A `status_<tag>` virtual property of a graphic (e.g. "status_red", "status_Flex::1234"). No events of its own. */
type Roll20StatusKey = `status_${string}`;

/** `graphic`, with the virtual `status_<tag>` properties. */
interface Roll20Graphic extends Roll20ObjectCore<'graphic'> {
  get<K extends Roll20LooseKey<Roll20GraphicProperties>>(key: K): Roll20LooseValue<Roll20GraphicProperties, K>;
  /** false (inactive), true (active, no badge) or the badge digit as a string ("2"). */
  get(key: Roll20StatusKey): boolean | string;
  get(key: string): unknown;
  set<K extends Roll20WritableKey<Roll20GraphicProperties>>(key: K, value: Roll20GraphicProperties[K]): void;
  /** false removes the marker, true adds it, a digit (0–9, number or string) adds it with that badge. */
  set(key: Roll20StatusKey, value: boolean | string | number): void;
  set(
    props: Roll20WritableProps<Roll20GraphicProperties> & { [status: Roll20StatusKey]: boolean | string | number },
  ): void;
}

/** `attribute`, with setWithWorker. */
interface Roll20Attribute extends Roll20ObjectBase<Roll20AttributeProperties> {
  /** Like set({...}) but also runs the character sheet's sheet workers (plain set does not). */
  setWithWorker(props: Roll20WritableProps<Roll20AttributeProperties>): void;
}

/** Blob-field name of a character, as accepted by get(name, cb). */
type Roll20CharacterBlobKey = 'bio' | 'gmnotes' | '_defaulttoken' | 'defaulttoken';

/** `character`: bio, gmnotes and _defaulttoken are read with a callback only. */
interface Roll20Character extends Roll20ObjectCore<'character'> {
  /** Blob field: the value arrives asynchronously in the callback. */
  get(key: Roll20CharacterBlobKey, callback: (value: string) => void): void;
  get<K extends Roll20LooseKey<Roll20CharacterProperties>>(key: K): Roll20LooseValue<Roll20CharacterProperties, K>;
  /** Any other property (and a blob field read without callback: unusable). */
  get(key: string): unknown;
  set<K extends Roll20WritableKey<Roll20CharacterProperties & Roll20CharacterBlobProperties>>(
    key: K,
    value: (Roll20CharacterProperties & Roll20CharacterBlobProperties)[K],
  ): void;
  set(props: Roll20WritableProps<Roll20CharacterProperties & Roll20CharacterBlobProperties>): void;
}

/** Blob-field name of a handout, as accepted by get(name, cb). */
type Roll20HandoutBlobKey = 'notes' | 'gmnotes';

/** `handout`: notes and gmnotes are read with a callback only. */
interface Roll20Handout extends Roll20ObjectCore<'handout'> {
  get(key: Roll20HandoutBlobKey, callback: (value: string) => void): void;
  get<K extends Roll20LooseKey<Roll20HandoutProperties>>(key: K): Roll20LooseValue<Roll20HandoutProperties, K>;
  get(key: string): unknown;
  /** Do not write notes and gmnotes in the same call (reported to store the second wrongly). */
  set<K extends Roll20WritableKey<Roll20HandoutProperties & Roll20HandoutBlobProperties>>(
    key: K,
    value: (Roll20HandoutProperties & Roll20HandoutBlobProperties)[K],
  ): void;
  set(props: Roll20WritableProps<Roll20HandoutProperties & Roll20HandoutBlobProperties>): void;
}

/** An object of a type these declarations cover only generically (decks, cards, jukebox tracks, doors…). */
interface Roll20GenericObject<T extends string = string> extends Roll20ObjectCore<T> {
  get(key: '_type' | 'type'): T;
  get(key: '_id' | 'id'): string;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  set(props: Readonly<Record<string, unknown>>): void;
}

/** Object interface per `_type`. */
interface Roll20ObjectTypeMap {
  campaign: Roll20Campaign;
  player: Roll20Player;
  page: Roll20Page;
  graphic: Roll20Graphic;
  text: Roll20Text;
  path: Roll20Path;
  character: Roll20Character;
  attribute: Roll20Attribute;
  ability: Roll20Ability;
  macro: Roll20Macro;
  handout: Roll20Handout;
  rollabletable: Roll20RollableTable;
  tableitem: Roll20TableItem;
  deck: Roll20GenericObject<'deck'>;
  card: Roll20GenericObject<'card'>;
  hand: Roll20GenericObject<'hand'>;
  jukeboxtrack: Roll20GenericObject<'jukeboxtrack'>;
  custfx: Roll20GenericObject<'custfx'>;
  door: Roll20GenericObject<'door'>;
  window: Roll20GenericObject<'window'>;
  pin: Roll20GenericObject<'pin'>;
}

/** Every `_type` value. */
type Roll20ObjectType = keyof Roll20ObjectTypeMap;

/** Types with a declared property interface. */
type Roll20TypedObjectType = keyof Roll20PropertiesMap;

/** The object interface of type T (e.g. Roll20Object<'graphic'> = Roll20Graphic). */
type Roll20Object<T extends Roll20ObjectType = Roll20ObjectType> = Roll20ObjectTypeMap[T];

/** Synchronous properties of type T (a bag of unknowns for the generic types). */
type Roll20PropertiesOf<T extends Roll20ObjectType> = T extends Roll20TypedObjectType
  ? Roll20PropertiesMap[T]
  : Roll20CommonProperties<T> & Readonly<Record<string, unknown>>;

/**
 * Any Roll20 object, as returned by getAllObjs/filterObjs/untyped findObjs. Only the type and id are known:
 * narrow it with getObj(type, obj.id) before reading typed properties or writing.
 */
interface Roll20AnyObject extends Roll20ObjectCore<Roll20ObjectType> {
  get(key: '_type' | 'type'): Roll20ObjectType;
  get(key: '_id' | 'id'): string;
  get(key: string): unknown;
}

/** Objects `toFront`/`toBack` accept. */
type Roll20DrawableObject = Roll20Graphic | Roll20Text | Roll20Path;

// ---------------------------------------------------------------------------------------------------------------
// Finding and creating (spec §5)
// ---------------------------------------------------------------------------------------------------------------

interface Roll20FindOptions {
  /** Compare string values without regard to case. */
  caseInsensitive?: boolean;
  /** String values match as prefixes. */
  startsWith?: boolean;
}

/** findObjs attributes selecting type T by literal `_type` or `type`, plus any of its properties (either spelling). */
type Roll20FindAttrs<T extends Roll20ObjectType> = ({ _type: T } | { type: T }) &
  (T extends Roll20TypedObjectType ? Roll20LooseProps<Roll20PropertiesMap[T]> : unknown) &
  Readonly<Record<string, unknown>>;

/** Parent-id requirements at creation (either spelling is accepted by Roll20; these use the plain one). */
interface Roll20CreateParents {
  graphic: { pageid: string };
  text: { pageid: string };
  path: { pageid: string; /** JSON string of the path: the one read-only property settable at creation. */ path: string };
  character: Record<never, never>;
  attribute: { characterid: string };
  ability: { characterid: string };
  handout: Record<never, never>;
  macro: { playerid: string };
  rollabletable: Record<never, never>;
  tableitem: { rollabletableid: string };
}

/** Types createObj accepts (documented; scripts also create door, window and pin). */
type Roll20CreatableType = keyof Roll20CreateParents;

/**
 * createObj properties for T: the required parent id(s) plus any writable synchronous property. Blob fields
 * (bio, notes, gmnotes) are excluded: setting them through createObj fails quietly; `set` them afterwards.
 */
type Roll20CreateProps<T extends Roll20CreatableType> = Roll20CreateParents[T] &
  Roll20WritableProps<Roll20PropertiesMap[T]> &
  (T extends 'graphic' ? { [status: Roll20StatusKey]: boolean | string | number } : unknown);

// ---------------------------------------------------------------------------------------------------------------
// Turn order and token markers (spec §10, §11)
// ---------------------------------------------------------------------------------------------------------------

/** One entry of `Campaign().get('turnorder')` (after JSON.parse). Array order is display order; [0] is current. */
interface Roll20TurnOrderEntry {
  /** A graphic id, or the string "-1" for a custom entry. */
  id: string;
  /** The value shown: number or text. */
  pr: string | number;
  /** Title of a custom entry (id "-1"). */
  custom?: string;
  /** Page of the entry; should equal Campaign().get('initiativepage'). */
  _pageid?: string;
  /** Round-counter increment such as "+1"; applied only by the tracker's own "next" button. */
  formula?: string;
}

/** One entry of `Campaign().get('token_markers')` (after JSON.parse). */
interface Roll20TokenMarker {
  id: number | string;
  /** Display name; not unique. */
  name: string;
  /** What appears in `statusmarkers`: "Name::id" for custom markers, plain for built-in ones. */
  tag: string;
  url: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Chat (spec §7)
// ---------------------------------------------------------------------------------------------------------------

type Roll20ChatMessageType = 'general' | 'rollresult' | 'gmrollresult' | 'emote' | 'whisper' | 'desc' | 'api';

/** One entry of `msg.selected`. */
interface Roll20SelectedRef {
  _id: string;
  _type: Roll20ObjectType;
}

/** A message as received by `chat:message` handlers and by sendChat callbacks. */
interface Roll20ChatMessage {
  /** Display name of the sender; a GM's ends in " (GM)". */
  who: string;
  /** Sending player's id; "API" for messages sent by scripts. */
  playerid: string;
  type: Roll20ChatMessageType;
  /** The text; `$[[n]]` marks inline roll n; JSON (Roll20RollResult) for rollresult/gmrollresult; api keeps "!". */
  content: string;
  /** rollresult/gmrollresult only: the original roll text. */
  origRoll?: string;
  /** Only when the content had inline rolls: one per `[[…]]`, in order. */
  inlinerolls?: Roll20InlineRoll[];
  /** Only when a roll template was used: its name. */
  rolltemplate?: string;
  /** whisper only: recipient player id(s), or "gm". */
  target?: string;
  /** whisper only: recipient's display name. */
  target_name?: string;
  /** api only: the user's selection. ABSENT (not []) when nothing is selected and for API-sent messages. */
  selected?: Roll20SelectedRef[];
}

/** Options of sendChat. */
interface Roll20SendChatOptions {
  /** Keep the message out of the chat archive. */
  noarchive?: boolean;
  /** Render rolls with 3D dice. */
  use3d?: boolean;
}

/** A die result inside a roll. */
interface Roll20DieResult {
  v: number;
  /** true when the die was dropped. */
  d?: boolean;
  /** Table rolls: the item drawn. */
  tableItem?: { name: string; avatar?: string; weight?: number };
}

/** Roll modifiers (keep/drop, exploding, success/failure…), shape not documented. */
type Roll20RollMods = Readonly<Record<string, unknown>>;

/** `{type:'R'}`: a dice roll such as 2d10. */
interface Roll20DiceRollPart {
  type: 'R';
  dice: number;
  /** Number of sides (the "F" of fate dice is also seen). */
  sides: number | string;
  mods?: Roll20RollMods;
  results: Roll20DieResult[];
  /** Table rolls: the table name. */
  table?: string;
}

/** `{type:'M'}`: a math expression between dice. */
interface Roll20MathRollPart {
  type: 'M';
  expr: string | number;
}

/** `{type:'L'}`: a label such as "[fire]". */
interface Roll20LabelRollPart {
  type: 'L';
  text: string;
}

/** `{type:'G'}`: a group roll {…}. */
interface Roll20GroupRollPart {
  type: 'G';
  rolls: Roll20RollPart[][];
  results: readonly unknown[];
  mods?: Roll20RollMods;
}

/** Tagged union of the parts of a roll. */
type Roll20RollPart = Roll20DiceRollPart | Roll20MathRollPart | Roll20LabelRollPart | Roll20GroupRollPart;

/** A roll's results: `inlinerolls[n].results`, and the JSON.parse'd content of a rollresult message. */
interface Roll20RollResult {
  type: 'V';
  resultType: 'sum' | 'success' | (string & {});
  total: number;
  rolls: Roll20RollPart[];
}

/** One entry of `msg.inlinerolls`. */
interface Roll20InlineRoll {
  expression: string;
  results: Roll20RollResult;
  rollid: string;
  signature: string | boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Events (spec §6)
// ---------------------------------------------------------------------------------------------------------------

/** Property names usable in `change:T:<prop>` (either spelling for read-only ones; blob fields included). */
type Roll20EventPropName<T extends Roll20ObjectType> = T extends 'character'
  ? Roll20LooseKey<Roll20CharacterProperties & Roll20CharacterBlobProperties>
  : T extends 'handout'
    ? Roll20LooseKey<Roll20HandoutProperties & Roll20HandoutBlobProperties>
    : T extends Roll20TypedObjectType
      ? Roll20LooseKey<Roll20PropertiesMap[T]>
      : string;

/** Every object event name: add:T, destroy:T, change:T, change:T:prop. */
type Roll20ObjectEventName = {
  [T in Roll20ObjectType]: `add:${T}` | `destroy:${T}` | `change:${T}` | `change:${T}:${Roll20EventPropName<T>}`;
}[Roll20ObjectType];

/** Handler of a `change:T` / `change:T:prop` event. */
type Roll20ChangeHandler<T extends Roll20ObjectType> = (obj: Roll20Object<T>, prev: Roll20Prev<Roll20PropertiesOf<T>>) => void;

/** Handler of an `add:T` / `destroy:T` event. */
type Roll20AddDestroyHandler<T extends Roll20ObjectType> = (obj: Roll20Object<T>) => void;

/** The handler type of object event E. */
type Roll20ObjectEventHandler<E extends string> = E extends `change:${infer T}:${string}`
  ? T extends Roll20ObjectType
    ? Roll20ChangeHandler<T>
    : never
  : E extends `change:${infer T}`
    ? T extends Roll20ObjectType
      ? Roll20ChangeHandler<T>
      : never
    : E extends `add:${infer T}` | `destroy:${infer T}`
      ? T extends Roll20ObjectType
        ? Roll20AddDestroyHandler<T>
        : never
      : never;

/** Every event name `on` accepts. */
type Roll20EventName = 'ready' | 'chat:message' | Roll20ObjectEventName;

// ---------------------------------------------------------------------------------------------------------------
// Effects (spec §8.6)
// ---------------------------------------------------------------------------------------------------------------

type Roll20FxKind = 'beam' | 'bomb' | 'breath' | 'bubbling' | 'burn' | 'burst' | 'explode' | 'glow' | 'missile' | 'nova' | 'splatter';
type Roll20FxColour = 'acid' | 'blood' | 'charm' | 'death' | 'fire' | 'frost' | 'holy' | 'magic' | 'slime' | 'smoke' | 'water';
/** Built-in effect "<kind>-<colour>" (beam, breath and splatter need spawnFxBetweenPoints), or a custfx id. */
type Roll20FxType = `${Roll20FxKind}-${Roll20FxColour}` | (string & {});

interface Roll20Point {
  x: number;
  y: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Global functions and variables (spec §2, §8, §9, §12)
// ---------------------------------------------------------------------------------------------------------------

/** Fires once after the campaign has loaded. Register the other handlers inside it. */
declare function on(event: 'ready', handler: () => void): void;
/** Every chat message, including the API's own "!" messages (playerid "API"). */
declare function on(event: 'chat:message', handler: (msg: Roll20ChatMessage) => void): void;
/**
 * Object events, fired only by players' and the GM's actions (never by scripts' writes). `change:T:prop`
 * handlers run before `change:T`; `prev` is a plain snapshot read with brackets.
 */
declare function on<E extends Roll20ObjectEventName>(event: E, handler: Roll20ObjectEventHandler<E>): void;

/**
 * Sends a chat message, asynchronously. `speakingAs` is a name, "player|ID" or "character|ID". With a callback
 * nothing is posted: the parsed messages are handed back (the way to evaluate a roll).
 */
declare function sendChat(
  speakingAs: string,
  input: string,
  callback?: ((operations: Roll20ChatMessage[]) => void) | null,
  options?: Roll20SendChatOptions,
): void;

/** The object of that type and id, or undefined. */
declare function getObj<T extends Roll20ObjectType>(type: T, id: string): Roll20Object<T> | undefined;

/** Objects whose properties match every key (keys may omit the underscore). Always an array. */
declare function findObjs<T extends Roll20ObjectType>(
  attrs: Roll20FindAttrs<T>,
  options?: Roll20FindOptions,
): Roll20Object<T>[];
/**
 * Untyped search (no literal `_type`/`type`). A literal type whose other keys do not fit that type's properties
 * is rejected here rather than silently widened.
 */
declare function findObjs<const A extends Readonly<Record<string, unknown>>>(
  attrs: A & (A extends { _type: Roll20ObjectType } | { type: Roll20ObjectType } ? never : unknown),
  options?: Roll20FindOptions,
): Roll20AnyObject[];

/** Every object for which the predicate is true (slow: prefer findObjs). */
declare function filterObjs<O extends Roll20AnyObject>(predicate: (obj: Roll20AnyObject) => obj is O): O[];
declare function filterObjs(predicate: (obj: Roll20AnyObject) => boolean): Roll20AnyObject[];

/** Every object of the game. */
declare function getAllObjs(): Roll20AnyObject[];

/**
 * Creates an object (fires no add event). Child objects need their parent id. Undefined when Roll20 refuses
 * (e.g. an imgsrc outside the user's library: unknown in practice, so check).
 */
declare function createObj<T extends Roll20CreatableType>(type: T, props: Roll20CreateProps<T>): Roll20Object<T> | undefined;

/**
 * The attribute's value, falling back to the sheet's default; undefined when there is neither. Not coerced
 * (number or string); auto-calculated fields give their formula text.
 */
declare function getAttrByName(
  characterId: string,
  attributeName: string,
  valueType?: 'current' | 'max',
): string | number | undefined;

/** The campaign object (id "root"). Can be falsy very early during script load, before `ready`. */
declare function Campaign(): Roll20Campaign;

/** Whether the player is a GM right now. */
declare function playerIsGM(playerId: string): boolean;

/** An integer from 1 to max inclusive (Roll20's secure generator). */
declare function randomInteger(max: number): number;

/** Writes to the Mod (API) console; objects are shown as JSON. */
declare function log(message: unknown): void;

/** Moves a graphic, text or path to the front of its layer. */
declare function toFront(obj: Roll20DrawableObject): void;
/** Moves a graphic, text or path to the back of its layer. */
declare function toBack(obj: Roll20DrawableObject): void;

/**
 * Pings a point (pixels). Without playerId the ping comes from the API (yellow). moveAll moves players' views.
 * visibleTo: one player id, an array, or a comma-separated string.
 */
declare function sendPing(
  left: number,
  top: number,
  pageId: string,
  playerId?: string | null,
  moveAll?: boolean,
  visibleTo?: string | readonly string[],
): void;

/** Spawns an effect at a point (pixels); pageId defaults to the player page. */
declare function spawnFx(left: number, top: number, type: Roll20FxType, pageId?: string): void;
/** Spawns an effect between two points (required for beam, breath, splatter). */
declare function spawnFxBetweenPoints(start: Roll20Point, end: Roll20Point, type: Roll20FxType, pageId?: string): void;
/** Spawns an effect from a custfx-style definition object. */
declare function spawnFxWithDefinition(
  left: number,
  top: number,
  definition: Readonly<Record<string, unknown>>,
  pageId?: string,
): void;

/** Runs the callback once, after the next complete batch of sheet-worker runs (see setWithWorker). */
declare function onSheetWorkerCompleted(callback: () => void): void;

/** Overwrites the character's default token with this token. */
declare function setDefaultTokenForCharacter(character: Roll20Character, token: Roll20Graphic): void;

/**
 * The persistent object shared by all scripts, saved as JSON every few seconds. Keep one namespaced key, never
 * reassign it, store JSON data only.
 */
declare var state: Record<string, unknown>;

/** One-click install user options, keyed by script name; absent when not installed that way. */
declare var globalconfig: Record<string, Record<string, unknown>> | undefined;
