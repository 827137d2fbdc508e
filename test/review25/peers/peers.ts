// Review 25 (peers): other Mod scripts as they behave from outside, loaded into the double beside the rondel, each
// either BEFORE it on the Scripts page (its handlers registered before ours: at the top level of its file, which runs
// before any `ready`) or AFTER it (registered from its own `ready`, which runs after ours). Written after the scripts'
// published sources (Roll20/roll20-api-scripts: TurnMarker1 1.3.12, CombatMaster 2.48, GroupInitiative, TokenMod), cut
// to what touches the tracker and the tokens. Every write they make is a script's write: no event fires for it.
import { anArena, type Arena } from '../../hardening/arena';

export type Place = 'off' | 'before' | 'after';

export interface PeerSetup {
  /** TurnMarker1, "skip hidden" on (its default). */
  readonly tm1: Place;
  /** CombatMaster: turns past custom entries and its marker. */
  readonly cm: Place;
  /** GroupInitiative: `!group-init` rolls the selected tokens into the tracker, sorts it, and announces the write. */
  readonly gi: Place;
  /** TokenMod: `!token-mod` sets layers, names and status markers, and announces its changes. */
  readonly tokenmod: Place;
}

/** The names the peers speak as: what they say is theirs, not the rondel's. */
export const PEER_SPEAKERS = new Set(['TurnMarker', 'CombatMaster', 'GroupInitiative', 'TokenMod']);

/** Registers `body` as a script above ours (at load) or below ours (at its own ready) registers its handlers. */
function placed(place: Place, body: string): string {
  return place === 'before' ? `(function () {\n${body}\n}());` : `on('ready', function () {\n${body}\n});`;
}

const COMMON = `
  function getOrder() { var t = Campaign().get('turnorder'); try { var o = t ? JSON.parse(t) : []; return Array.isArray(o) ? o : []; } catch (e) { return []; } }
  function setOrder(o) { Campaign().set('turnorder', JSON.stringify(o)); }
  function rotate(o, n) { if (!o.length) return o; n = ((n % o.length) + o.length) % o.length; return o.slice(n).concat(o.slice(0, n)); }
  function controls(playerid, g) {
    if (!g) return false;
    var list = String(g.get('controlledby') || '').split(',');
    if (list.indexOf(playerid) >= 0 || list.indexOf('all') >= 0) return true;
    var c = getObj('character', g.get('represents') || '');
    if (!c) return false;
    list = String(c.get('controlledby') || '').split(',');
    return list.indexOf(playerid) >= 0 || list.indexOf('all') >= 0;
  }`;

/** TurnMarker1 1.3.12 (The Aaron), its tracker side. `__peers.tm1.guard`: loops cut short (never expected). */
export function turnMarker1(place: Place): string {
  return `var __peers = __peers || {};
__peers.tm1 = { markers: [], guard: 0 };
${placed(
  place,
  `${COMMON}
  var URL = 'https://s3.amazonaws.com/files.d20.io/images/4095816/086YSl3v0Kz3SlDAu245Vg/thumb.png?1400535580';
  function getMarker() {
    var page = Campaign().get('playerpageid');
    var m = findObjs({ _type: 'graphic', imgsrc: URL, _pageid: page })[0];
    if (!m) {
      m = createObj('graphic', { name: 'Round 0', pageid: page, layer: 'gmlayer', imgsrc: URL, left: 0, top: 0, width: 70, height: 70, bar2_value: 0, showplayers_name: true });
      __peers.tm1.markers.push(m.id);
    }
    var o = getOrder();
    if (!o.some(function (e) { return e.id === m.id; })) { o.push({ id: m.id, pr: -1, custom: '', _pageid: m.get('_pageid') }); setOrder(o); }
    return m;
  }
  function markerTurn() {
    var m = getMarker(), o = getOrder();
    if (o.length && o[0].id === m.id) {
      var round = (parseInt(m.get('bar2_value'), 10) || 0) + 1;
      m.set({ name: 'Round ' + round, bar2_value: round });
      sendChat('TurnMarker', '/direct <div>Round ' + round + '</div>');
      setOrder(rotate(o, 1));
    }
  }
  function nextVisible() {
    var o = getOrder(), skip = 0;
    for (; skip < o.length; skip++) { var g = getObj('graphic', o[skip].id); if (g && g.get('layer') !== 'gmlayer') break; }
    if (skip < o.length && skip > 0) setOrder(rotate(o, skip));
  }
  function turnOrderChange() {
    var m = getMarker();
    if (!Campaign().get('initiativepage')) return;
    var o = getOrder();
    if (!o.length || o[0].id === '-1') return;
    markerTurn();
    nextVisible();
    markerTurn();
    o = getOrder();
    if (!o.length || o[0].id === m.id) return;
    var g = getObj('graphic', o[0].id);
    // the marker goes under the token whose turn it is, on its layer (TurnMarker1 moves it there half a second later)
    if (g) m.set({ left: g.get('left'), top: g.get('top'), layer: g.get('layer') });
  }
  function changed(campaign, prev) {
    var was, now;
    try { was = JSON.parse((prev && prev.turnorder) || '[]'); now = JSON.parse(campaign.get('turnorder') || '[]'); } catch (e) { return; }
    if (Array.isArray(was) && Array.isArray(now) && was.length && now.length && now[0].id !== was[0].id) turnOrderChange();
  }
  on('change:campaign:turnorder', changed);
  on('destroy:graphic', function (obj) {
    var o = getOrder();
    if (!o.some(function (e) { return e.id === obj.id; })) return;
    var prev = { turnorder: Campaign().get('turnorder') };
    setOrder(o.filter(function (e) { return e.id !== obj.id; }));
    changed(Campaign(), prev);
  });
  on('chat:message', function (msg) {
    if (msg.type !== 'api' || !/^!eot(\\s|$)/.test(msg.content)) return;
    if (!Campaign().get('initiativepage')) return;
    var o = getOrder();
    var top = o.length ? getObj('graphic', o[0].id) : undefined;
    if (!(playerIsGM(msg.playerid) || controls(msg.playerid, top))) return;
    setOrder(rotate(o, 1));
    turnOrderChange();
  });
  if (typeof GroupInitiative !== 'undefined' && GroupInitiative.ObserveTurnOrderChange) {
    GroupInitiative.ObserveTurnOrderChange(function () {
      var m = getMarker(), o = getOrder();
      var mine = o.filter(function (e) { return e.id === m.id; })[0];
      if (mine && mine.pr !== -1) {
        mine.pr = -1;
        setOrder([mine].concat(o.filter(function (e) { return e.id !== m.id; })));
      }
    });
  }`,
)}`;
}

/** CombatMaster 2.48 (Victor B, Kurt J), its tracker side: custom entries and its marker are turned past. */
export function combatMaster(place: Place): string {
  return `var __peers = __peers || {};
__peers.cm = { markers: [], guard: 0, round: 1 };
${placed(
  place,
  `${COMMON}
  var URL = 'https://s3.amazonaws.com/files.d20.io/images/52550079/U-3U950B3wk_KRtspSPyuw/thumb.png?1524507826';
  function getMarker() {
    var page = Campaign().get('playerpageid');
    var m = findObjs({ _type: 'graphic', imgsrc: URL, _pageid: page })[0];
    if (!m) {
      m = createObj('graphic', { name: 'Round 1', imgsrc: URL, pageid: page, layer: 'gmlayer', showplayers_name: true, left: 35, top: 35, width: 70, height: 70 });
      __peers.cm.markers.push(m.id);
    }
    var o = getOrder();
    if (!o.some(function (e) { return e.id === m.id; })) { o.push({ id: m.id, pr: -1, custom: '', _pageid: m.get('_pageid') }); setOrder(o); }
    return m;
  }
  var depth = 0;
  function nextTurn() { setOrder(rotate(getOrder(), 1)); doTurnorderChange(); }
  function doTurnorderChange() {
    var o = getOrder();
    if (!o.length) return;
    // the real script recurses until a token comes on top; a tracker of nothing else would recurse for ever
    if (++depth > o.length + 2) { __peers.cm.guard++; return; }
    var turn = o[0], m = getMarker();
    if (turn.id === '-1') { nextTurn(); return; }
    if (turn.id === m.id) {
      __peers.cm.round++;
      m.set({ name: 'Round ' + __peers.cm.round });
      sendChat('CombatMaster', '/direct <b>Round ' + __peers.cm.round + '</b>');
      nextTurn();
      return;
    }
    var g = getObj('graphic', turn.id);
    if (g) m.set({ top: g.get('top'), left: g.get('left'), layer: 'objects' });
    else m.set({ layer: 'gmlayer' });
  }
  function run() { depth = 0; doTurnorderChange(); }
  on('change:campaign:turnorder', function (obj, prev) {
    if (obj.get('turnorder') === prev.turnorder) return;
    var now, was;
    try { now = obj.get('turnorder') === '' ? [] : JSON.parse(obj.get('turnorder')); was = prev.turnorder === '' || prev.turnorder === undefined ? [] : JSON.parse(prev.turnorder); } catch (e) { return; }
    if (now.length && was.length && now[0].id !== was[0].id) run();
  });
  on('chat:message', function (msg) {
    if (msg.type !== 'api' || !/^!eot(\\s|$)/.test(msg.content)) return;
    var o = getOrder();
    var top = o.length ? getObj('graphic', o[0].id) : undefined;
    if (!(playerIsGM(msg.playerid) || controls(msg.playerid, top))) return;
    depth = 0;
    nextTurn();
  });`,
)}`;
}

/**
 * GroupInitiative (The Aaron), its tracker side: `!group-init` rolls d20 for the selected tokens (a player only for their
 * own), puts them in the tracker (a token there already gets the new value), sorts it highest first, opens it, and
 * tells its observers; `!group-init --clear` (GM) empties and closes it. The object is declared at load, wherever the
 * script is placed: only its chat handler moves.
 */
export function groupInitiative(place: Place): string {
  return `var GroupInitiative = (function () {
  var observers = [];
  return {
    ObserveTurnOrderChange: function (fn) { observers.push(fn); },
    __tell: function (prev) { observers.forEach(function (fn) { fn(Campaign().get('turnorder'), prev); }); }
  };
}());
${placed(
  place,
  `${COMMON}
  on('chat:message', function (msg) {
    if (msg.type !== 'api' || !/^!group-init(\\s|$)/.test(msg.content)) return;
    var prev = Campaign().get('turnorder');
    if (/--clear/.test(msg.content)) {
      if (!playerIsGM(msg.playerid)) return;
      Campaign().set({ turnorder: '[]', initiativepage: false });
      GroupInitiative.__tell(prev);
      sendChat('GroupInitiative', '/w gm The turn order was cleared.');
      return;
    }
    var gm = playerIsGM(msg.playerid);
    var tokens = (msg.selected || []).map(function (s) { return getObj('graphic', s._id); }).filter(function (g) {
      return g && (gm || (controls(msg.playerid, g) && g.get('layer') !== 'gmlayer'));
    });
    if (!tokens.length) return;
    var o = getOrder();
    tokens.forEach(function (g) {
      var pr = randomInteger(20);
      var e = o.filter(function (x) { return x.id === g.id; })[0];
      if (e) e.pr = pr; else o.push({ id: g.id, pr: pr, custom: '', _pageid: g.get('_pageid') });
    });
    o.sort(function (a, b) { return (parseFloat(b.pr) || 0) - (parseFloat(a.pr) || 0); });
    setOrder(o);
    if (!Campaign().get('initiativepage')) Campaign().set('initiativepage', tokens[0].get('_pageid'));
    GroupInitiative.__tell(prev);
    sendChat('GroupInitiative', '/w gm Initiative rolled for ' + tokens.length + ' token(s).');
  });`,
)}`;
}

/**
 * TokenMod (The Aaron), its token side: `!token-mod [--ids ID …] [--set key|value …] [--on tag …] [--off tag …]
 * [--flip tag …]` on the selected tokens (a player: only the ones they control) and, for the GM, on `--ids`; each
 * change is told to its observers with the token as it was.
 */
export function tokenMod(place: Place): string {
  return `var TokenMod = (function () {
  var observers = [];
  return {
    ObserveTokenChange: function (fn) { observers.push(fn); },
    __apply: function (t, props) {
      var prev = JSON.parse(JSON.stringify(t));
      t.set(props);
      observers.forEach(function (fn) { fn(t, prev); });
    }
  };
}());
${placed(
  place,
  `${COMMON}
  on('chat:message', function (msg) {
    if (msg.type !== 'api' || !/^!token-mod(\\s|$)/.test(msg.content)) return;
    var gm = playerIsGM(msg.playerid);
    var parts = msg.content.split(/\\s+--/).slice(1);
    var ids = [], props = {};
    parts.forEach(function (p) {
      var words = p.trim().split(/\\s+/), verb = words.shift();
      if (verb === 'ids' && gm) ids = ids.concat(words);
      else if (verb === 'set') words.forEach(function (w) { var kv = w.split('|'); if (kv.length === 2) props[kv[0]] = kv[1].replace(/_/g, ' '); });
      else if (verb === 'on' || verb === 'off') words.forEach(function (w) { props['status_' + w] = verb === 'on'; });
      else if (verb === 'flip') words.forEach(function (w) { props['flip_' + w] = true; });
    });
    if (!gm) delete props.layer;
    var tokens = (msg.selected || []).map(function (s) { return s._id; }).concat(ids)
      .map(function (id) { return getObj('graphic', id); })
      .filter(function (g) { return g && (gm || controls(msg.playerid, g)); });
    tokens.forEach(function (g) {
      var these = {};
      Object.keys(props).forEach(function (k) {
        if (k.indexOf('flip_') === 0) { var tag = k.slice(5); these['status_' + tag] = !g.get('status_' + tag); }
        else these[k] = props[k];
      });
      TokenMod.__apply(g, these);
    });
  });`,
)}`;
}

/** The scripts of a setup in load order after the rondel's bundle (the libraries first: TurnMarker1 looks for GroupInitiative). */
export function peerScripts(setup: PeerSetup): [string, string][] {
  const out: [string, string][] = [];
  if (setup.gi !== 'off') out.push(['GroupInitiative.js', groupInitiative(setup.gi)]);
  if (setup.tokenmod !== 'off') out.push(['TokenMod.js', tokenMod(setup.tokenmod)]);
  if (setup.tm1 !== 'off') out.push(['TurnMarker1.js', turnMarker1(setup.tm1)]);
  if (setup.cm !== 'off') out.push(['CombatMaster.js', combatMaster(setup.cm)]);
  return out;
}

export function peerArena(setup: PeerSetup, seed = 7): Arena {
  const a = anArena({ seed, scripts: peerScripts(setup) });
  // TurnMarker1 and CombatMaster put their marker on the players' page
  a.sb.campaign.set('playerpageid', a.page.id);
  return a;
}

interface PeerGlobals {
  tm1?: { markers: string[]; guard: number };
  cm?: { markers: string[]; guard: number };
}

export function peerGlobals(a: Arena): PeerGlobals {
  return ((a.sb.context as Record<string, unknown> | undefined)?.__peers ?? {}) as PeerGlobals;
}

/** The turn markers the peers made. */
export function peerMarkers(a: Arena): Set<string> {
  const g = peerGlobals(a);
  return new Set([...(g.tm1?.markers ?? []), ...(g.cm?.markers ?? [])]);
}
