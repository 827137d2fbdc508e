// What one viewer's browser may know, built from the session: Roll20 sends a player's browser no GM-layer token, no
// tracker row of one, and no whisper that is not theirs. Everything the page shows comes through here.
import type { DoubleObject } from 'roll20-double';
import type { AuraView, BarView, DrawingView, MarkerView, PlayerView, TextView, TokenView, TrackerView, View } from './protocol';
import { DEFAULT_RULE_SET, RULE_SETS } from './rule-sets';
import type { Session } from './session';
import { STATE_KEY } from '../../src/roll20/store';
import { campaignMarkers, markerMeanings } from '../marker-meanings';

/** How many Mod console lines a view carries (the newest). */
const CONSOLE_LINES = 200;

function markers(statusmarkers: string): MarkerView[] {
  return statusmarkers
    .split(',')
    .filter(Boolean)
    .map((m) => {
      const at = /^(.*)@(\d)$/.exec(m);
      return at ? { tag: at[1] ?? '', badge: at[2] ?? '' } : { tag: m, badge: '' };
    });
}

function layerOf(token: DoubleObject): TokenView['layer'] {
  const layer = String(token.get('layer'));
  return layer === 'gmlayer' || layer === 'map' ? layer : 'objects';
}

/** A bar's number as Roll20 fills a bar with it: a number, or digits in a string; anything else ('', 'ABC') is none. */
function barNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return typeof v === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(v) ? Number(v) : null;
}

/**
 * The bars Roll20 would draw over the token for this viewer: the GM sees every bar, a player only those the token shows
 * players (`showplayers_bar1` …; GM-layer tokens never reach a player's view at all). A bar is drawn when its value is
 * a number and its max a positive one; a bar linked to an attribute shows the attribute (its max, when it has one), as
 * Roll20 keeps the two together.
 */
function barsView(session: Session, viewer: string, token: DoubleObject): BarView[] {
  const gm = session.sb.playerIsGM(viewer);
  return ([1, 2, 3] as const).flatMap((bar) => {
    if (!gm && token.get(`showplayers_bar${bar}`) !== true) return [];
    const link = String(token.get(`bar${bar}_link`) ?? '');
    const attribute = link === '' ? undefined : session.sb.getObj('attribute', link);
    const value = barNumber(attribute ? attribute.get('current') : token.get(`bar${bar}_value`));
    const max = barNumber(attribute?.get('max')) ?? barNumber(token.get(`bar${bar}_max`));
    return value !== null && max !== null && max > 0 ? [{ bar, value, max }] : [];
  });
}

/**
 * The token's auras, slot 1 then slot 2, as Roll20 draws them: each with a radius, for the GM always, for players when
 * the token says so (`showplayers_aura1`, `showplayers_aura2`). The script's aura indicator is the second.
 */
function aurasView(session: Session, viewer: string, token: DoubleObject): AuraView[] {
  const gm = session.sb.playerIsGM(viewer);
  return ([1, 2] as const).flatMap((slot) => {
    const raw = token.get(`aura${slot}_radius`);
    const radius = Number(raw);
    if (String(raw ?? '') === '' || !(radius > 0)) return [];
    if (!gm && token.get(`showplayers_aura${slot}`) !== true) return [];
    return [{ slot, radius, colour: String(token.get(`aura${slot}_color`) ?? '#FFFF99'), square: token.get(`aura${slot}_square`) === true }];
  });
}

function playerView(session: Session, p: DoubleObject): PlayerView {
  return { id: p.id, name: session.playerName(p.id), gm: session.sb.playerIsGM(p), colour: session.playerColour(p.id) };
}

function tokenView(session: Session, viewer: string, token: DoubleObject, topId: string | undefined): TokenView {
  const statusmarkers = String(token.get('statusmarkers') ?? '');
  const character = session.sb.getObj('character', String(token.get('represents') ?? ''));
  const tint = String(token.get('tint_color') ?? 'transparent');
  const owner = session.tokenControllers(token).find((id) => !session.sb.playerIsGM(id));
  return {
    id: token.id,
    name: String(token.get('name') ?? ''),
    left: Number(token.get('left')) || 0,
    top: Number(token.get('top')) || 0,
    width: Number(token.get('width')) || 70,
    height: Number(token.get('height')) || 70,
    layer: layerOf(token),
    statusmarkers,
    markers: markers(statusmarkers),
    mine: session.controls(viewer, token),
    sheet: character && session.mayOpenSheet(viewer, character) ? character.id : null,
    current: token.id === topId,
    auras: aurasView(session, viewer, token),
    tint: tint === 'transparent' || tint === '' ? null : tint,
    colour: owner ? session.playerColour(owner) : '#7a7a7a',
    bars: barsView(session, viewer, token),
  };
}

function trackerView(session: Session, viewer: string): TrackerView {
  const sb = session.sb;
  const gm = sb.playerIsGM(viewer);
  const entries = sb.turnOrder();
  const rows = entries.flatMap((e, index) => {
    const token = e.id === '-1' ? undefined : sb.getObj('graphic', e.id);
    if (token && !session.sees(viewer, token)) return [];
    return [
      {
        index,
        id: e.id,
        name: e.id === '-1' ? String(e.custom ?? '') : token ? String(token.get('name') ?? '') : '(deleted token)',
        pr: String(e.pr ?? ''),
        formula: String(e.formula ?? ''),
        custom: e.id === '-1',
        hidden: token?.get('layer') === 'gmlayer',
      },
    ];
  });
  const top = entries[0];
  const topToken = top && top.id !== '-1' ? sb.getObj('graphic', top.id) : undefined;
  return {
    open: sb.campaign.get('initiativepage') !== false && sb.campaign.get('initiativepage') !== '',
    rows,
    canNext: entries.length > 0 && (gm || (topToken !== undefined && session.tokenControllers(topToken).includes(viewer))),
    canArrange: gm,
  };
}

/** The page's drawings (paths) this viewer sees: a GM sees the GM layer's too. */
function drawingsView(session: Session, viewer: string): DrawingView[] {
  const sb = session.sb;
  const gm = sb.playerIsGM(session.player(viewer));
  return sb
    .allObjs('path')
    .filter((p) => p.get('_pageid') === session.campaign.page.id && (gm || p.get('layer') !== 'gmlayer'))
    .map((p) => {
      const num = (k: string, d: number): number => (Number.isFinite(Number(p.get(k))) ? Number(p.get(k)) : d);
      const layer = String(p.get('layer'));
      return {
        id: p.id,
        left: num('left', 0),
        top: num('top', 0),
        size: num('width', 70) * num('scaleX', 1),
        stroke: String(p.get('stroke') ?? '#000'),
        layer: layer === 'gmlayer' || layer === 'objects' ? layer : 'map',
      };
    });
}

/** The page's text objects this viewer sees (the rondel's clock with `countertext=on`): a GM sees the GM layer's too. */
function textsView(session: Session, viewer: string): TextView[] {
  const sb = session.sb;
  const gm = sb.playerIsGM(session.player(viewer));
  return sb
    .allObjs('text')
    .filter((t) => t.get('_pageid') === session.campaign.page.id && (gm || t.get('layer') !== 'gmlayer'))
    .map((t) => {
      const num = (k: string, d: number): number => (Number.isFinite(Number(t.get(k))) && t.get(k) !== '' ? Number(t.get(k)) : d);
      const layer = String(t.get('layer'));
      return {
        id: t.id,
        left: num('left', 0),
        top: num('top', 0),
        text: String(t.get('text') ?? ''),
        size: num('font_size', 16),
        // a colour goes into the page's style: only a plain one (#rgb … #rrggbbaa, or a word) passes
        colour: /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(String(t.get('color') ?? '')) ? String(t.get('color')) : '#000',
        layer: layer === 'gmlayer' || layer === 'objects' ? layer : 'map',
      };
    });
}

/** The game's default rule set (`config --set rules=…`, as the script stored it), else the script's own. */
function gameRuleSet(session: Session): string {
  const stored = session.sb.state[STATE_KEY] as { config?: { rules?: unknown } } | undefined;
  const rules = stored?.config?.rules;
  return typeof rules === 'string' && RULE_SETS.some((r) => r.id === rules) ? rules : DEFAULT_RULE_SET;
}

/** The whole view of `viewer`, with the chat entries after `since`. */
export function buildView(session: Session, viewer: string, since: number): View {
  const sb = session.sb;
  const me = session.player(viewer);
  const page = session.campaign.page;
  const top = sb.turnOrder()[0];
  return {
    version: session.version,
    viewer: playerView(session, me),
    players: session.players().map((p) => playerView(session, p)),
    page: { id: page.id, name: String(page.get('name') ?? ''), width: Number(page.get('width')) || 25, height: Number(page.get('height')) || 25 },
    tokens: session
      .tokens()
      .filter((t) => session.sees(viewer, t))
      .map((t) => tokenView(session, viewer, t, top?.id)),
    drawings: drawingsView(session, viewer),
    texts: textsView(session, viewer),
    tracker: trackerView(session, viewer),
    chat: session.chat.visibleTo(viewer, since),
    chatSeq: session.chat.lastSeq,
    console: sb.playerIsGM(me) ? { disabled: sb.disabled, lines: session.console.slice(-CONSOLE_LINES) } : null,
    ruleSets: RULE_SETS,
    defaultRuleSet: gameRuleSet(session),
    markerMeanings: markerMeanings(sb.state[STATE_KEY], campaignMarkers(sb.campaign.get('_token_markers'))),
  };
}
