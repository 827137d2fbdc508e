/** Per-type default properties (spec §4), creatable types, parents and blob fields. */

export type Defaults = Readonly<Record<string, unknown>>;

const pageChild = { _pageid: '', layer: 'objects', controlledby: '', left: 0, top: 0, width: 70, height: 70, rotation: 0 };

export const DEFAULTS: Readonly<Record<string, Defaults>> = {
  campaign: {
    turnorder: '', initiativepage: false, playerpageid: false, playerspecificpages: false,
    _journalfolder: '[]', _jukeboxfolder: '[]', _token_markers: '[]',
  },
  player: {
    _d20userid: '', _displayname: '', _online: true, _lastpage: '', _macrobar: '',
    speakingas: '', color: '#13B9F0', showmacrobar: false,
  },
  page: {
    _zorder: '', name: '', showgrid: true, width: 25, height: 25, snapping_increment: 1, grid_type: 'square',
    scale_number: 5, scale_units: 'ft', diagonaltype: 'foure', archived: false, background_color: '#ffffff',
  },
  graphic: {
    _subtype: 'token', _cardid: '', ...pageChild, imgsrc: '', represents: '', name: '', gmnotes: '',
    bar1_value: '', bar1_max: '', bar1_link: '', bar2_value: '', bar2_max: '', bar2_link: '',
    bar3_value: '', bar3_max: '', bar3_link: '', isdrawing: false, flipv: false, fliph: false,
    aura1_radius: '', aura1_color: '#FFFF99', aura1_square: false, aura2_radius: '', aura2_color: '#59E594',
    aura2_square: false, tint_color: 'transparent', statusmarkers: '', showname: false, showplayers_name: false,
    showplayers_bar1: false, showplayers_bar2: false, showplayers_bar3: false, showplayers_aura1: false,
    showplayers_aura2: false, playersedit_name: true, playersedit_bar1: true, playersedit_bar2: true,
    playersedit_bar3: true, playersedit_aura1: true, playersedit_aura2: true, lastmove: '',
  },
  text: { ...pageChild, text: '', font_size: 16, color: 'rgb(0, 0, 0)', font_family: 'Arial' },
  path: { ...pageChild, _path: '', fill: 'transparent', stroke: '#000000', stroke_width: 5, scaleX: 1, scaleY: 1 },
  character: {
    avatar: '', name: '', bio: '', gmnotes: '', archived: false, inplayerjournals: '', controlledby: '', _defaulttoken: '',
  },
  attribute: { _characterid: '', name: 'Untitled', current: '', max: '' },
  ability: { _characterid: '', name: 'Untitled_Ability', description: '', action: '', istokenaction: false },
  handout: { avatar: '', name: 'Mysterious Note', notes: '', gmnotes: '', inplayerjournals: '', archived: false, controlledby: '' },
  macro: { _playerid: '', name: '', action: '', visibleto: '', istokenaction: false },
  rollabletable: { name: 'new-table', showplayers: true },
  tableitem: { _rollabletableid: '', avatar: '', name: '', weight: 1 },
  jukeboxtrack: { playing: false, softstop: false, title: '', volume: 30, loop: false },
  custfx: { name: '', definition: {} },
  door: { _pageid: '', x: 0, y: 0, isOpen: false, isLocked: false, isSecret: false, color: '', path: {} },
  window: { _pageid: '', x: 0, y: 0, isOpen: false, isLocked: false, color: '', path: {} },
  pin: { _pageid: '', x: 0, y: 0, title: '', notes: '' },
  deck: { name: '' },
  card: { name: '', _deckid: '' },
  hand: { _parentid: '', currentHand: '' },
};

/** Types a script may `createObj` (documented ones plus door/window/pin seen in maintained scripts). */
export const CREATABLE: ReadonlySet<string> = new Set([
  'graphic', 'text', 'path', 'character', 'ability', 'attribute', 'handout', 'rollabletable', 'tableitem', 'macro',
  'door', 'window', 'pin', 'jukeboxtrack', 'custfx',
]);

/** The parent id each child type needs at creation. */
export const PARENT: Readonly<Record<string, { key: string; type: string | readonly string[] }>> = {
  attribute: { key: '_characterid', type: 'character' },
  ability: { key: '_characterid', type: 'character' },
  graphic: { key: '_pageid', type: 'page' },
  text: { key: '_pageid', type: 'page' },
  path: { key: '_pageid', type: 'page' },
  door: { key: '_pageid', type: 'page' },
  window: { key: '_pageid', type: 'page' },
  pin: { key: '_pageid', type: 'page' },
  tableitem: { key: '_rollabletableid', type: 'rollabletable' },
  macro: { key: '_playerid', type: 'player' },
};

/** Read-only keys a script may still give to `createObj` (parents, and a path's `path`). */
export const SETTABLE_AT_CREATION: ReadonlySet<string> = new Set(['_characterid', '_pageid', '_rollabletableid', '_playerid', '_path', '_subtype']);

/** Asynchronous "blob" fields: read only with a callback (spec §3.9). */
export const BLOB_FIELDS: Readonly<Record<string, readonly string[]>> = {
  character: ['bio', 'gmnotes', '_defaulttoken'],
  handout: ['notes', 'gmnotes'],
};

export function isBlob(type: string, key: string): boolean {
  return BLOB_FIELDS[type]?.includes(key) ?? false;
}

/** Types that live on a page and so take part in its `_zorder`. */
export const ZORDERED: ReadonlySet<string> = new Set(['graphic', 'text', 'path']);
