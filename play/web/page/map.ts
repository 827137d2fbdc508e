// The battle map: the page's hex grid, its tokens with their names, status markers and badges, and selection as in
// Roll20 (click, shift-click to add or remove, drag a box over empty ground; a player selects only their own tokens)
// and moving the selected tokens by dragging them (they snap to the hex they are dropped in).
import type { TokenView, View } from '../protocol';
import { hexCorners, HEX_RADIUS, ROW_STEP, snapToHex, UNIT } from '../hex';
import { api } from './client';
import { byId, h, initials, svg } from './dom';
import { markerIcon, markerTitle } from './markers';
import { notice, remember, remembered, selectionChanged, state } from './state';
import { openSheet } from './sheet';

/** Room kept free for the Turn Order window on the right of the board when the map is first fitted. */
const TRACKER_ROOM = 190;
/** Room kept for the Turn Order window below the map, on a board too narrow for it beside the map. */
const TRACKER_BELOW = 200;
/**
 * A fit beside the Turn Order window smaller than this is hard to read: the window goes below the map when that
 * makes the map clearly larger (a tenth or more).
 */
const CRAMPED = 0.4;
/** The zoom's range (Roll20's own goes from 10 % to 250 %). */
const MIN_ZOOM = 0.2;
const MAX_ZOOM = 2;
let zoom = 1;
/** The user zoomed: keep their choice. */
let zoomChosen = false;
let drawnPage = '';
/** While tokens are being dragged the map is not redrawn under the pointer. */
let dragging = false;
let pendingView: View | null = null;

/** The ground, a river with its ford, and the hex grid, drawn once per page size. */
function background(width: number, height: number): SVGElement {
  const cells: string[] = [];
  for (let row = 0; HEX_RADIUS + (row - 1) * ROW_STEP < height; row++) {
    for (let col = -1; col * UNIT < width; col++) {
      const cx = UNIT * (col + (row % 2 === 1 ? 1 : 0.5));
      const cy = HEX_RADIUS + row * ROW_STEP;
      cells.push(`M${hexCorners(cx, cy).replace(/ /g, 'L')}Z`);
    }
  }
  const river = `M ${width * 0.46} 0 C ${width * 0.56} ${height * 0.25}, ${width * 0.38} ${height * 0.55}, ${width * 0.5} ${height * 0.75} S ${width * 0.47} ${height}, ${width * 0.52} ${height}`;
  return svg(
    'svg',
    { class: 'map-ground', width, height, viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true' },
    svg('rect', { width, height, fill: '#d8d6b4' }),
    svg('path', { d: river, fill: 'none', stroke: '#8fb8cf', 'stroke-width': 120, 'stroke-linecap': 'round' }),
    svg('path', { d: river, fill: 'none', stroke: '#a9cadb', 'stroke-width': 70, 'stroke-linecap': 'round' }),
    // the ford: shallows across the river
    svg('ellipse', { cx: width * 0.445, cy: height * 0.56, rx: 95, ry: 34, fill: '#c9dfe6', opacity: 0.9 }),
    svg('path', { d: cells.join(''), fill: 'none', stroke: 'rgba(40, 40, 30, 0.22)', 'stroke-width': 1 }),
  );
}

/**
 * A token as Roll20 draws it. The top of the turn order gets no mark of the page's own (Roll20 draws none on the map:
 * the script's indicator is what shows, or nothing with `indicator=off`); its class `current` is only a hook.
 */
function tokenElement(t: TokenView, meanings: View['markerMeanings']): HTMLElement {
  const selected = state.selection.has(t.id);
  const classes = ['token', selected && 'selected', t.layer === 'gmlayer' && 'gm-layer', t.current && 'current', t.mine && 'mine', t.bars.length > 0 && 'with-bars'].filter(Boolean).join(' ');
  const el = h('div', {
    class: classes,
    'data-testid': 'token',
    'data-id': t.id,
    'data-name': t.name,
    'data-markers': t.statusmarkers,
    'data-selected': selected ? 'true' : 'false',
    title: t.layer === 'gmlayer' ? `${t.name} (GM layer: players do not see it)` : t.name,
    style: `left:${t.left - t.width / 2}px;top:${t.top - t.height / 2}px;width:${t.width}px;height:${t.height}px;--token:${t.colour}`,
  });
  for (const aura of t.auras) {
    const size = t.width + (2 * aura.radius * UNIT) / 5; // Roll20 measures aura radii from the token's edge, in page units of 5 ft
    const shape = aura.square ? 'border-radius:0;' : '';
    el.appendChild(h('div', { class: 'aura', 'data-testid': 'aura', 'data-slot': aura.slot, style: `width:${size}px;height:${size}px;${shape}background:${aura.colour}` }));
  }
  el.appendChild(h('div', { class: 'disc', style: t.tint ? `box-shadow: inset 0 0 0 40px ${t.tint}80` : null }, initials(t.name)));
  const dead = t.markers.some((m) => m.tag === 'dead');
  if (dead) el.appendChild(h('div', { class: 'dead-cross' }));
  const markers = h('div', { class: 'markers' });
  for (const m of t.markers) {
    if (m.tag === 'dead') continue;
    const marker = h('span', { class: 'marker', 'data-tag': m.tag, title: markerTitle(m.tag, m.badge, meanings) });
    marker.appendChild(markerIcon(m.tag));
    if (m.badge !== '') marker.appendChild(h('span', { class: 'badge' }, m.badge));
    markers.appendChild(marker);
  }
  el.appendChild(markers);
  if (t.bars.length > 0) el.appendChild(barsElement(t));
  el.appendChild(h('div', { class: 'nameplate' }, t.name));
  return el;
}

/**
 * The token's bars, stacked just above it as Roll20 draws them (bar 1 on top): each filled to value / max, empty at 0
 * or below, full at max or above. The numbers are the bar's tooltip.
 */
function barsElement(t: TokenView): HTMLElement {
  const stack = h('div', { class: 'bars', 'data-testid': 'bars' });
  for (const b of t.bars) {
    const fraction = Math.min(1, Math.max(0, b.value / b.max));
    const bar = h('div', {
      class: `bar bar${b.bar}`,
      'data-testid': 'bar',
      'data-bar': b.bar,
      'data-value': b.value,
      'data-max': b.max,
      title: `${t.name}, bar ${b.bar}: ${b.value} / ${b.max}`,
    });
    bar.appendChild(h('div', { class: 'bar-fill', style: `width:${(fraction * 100).toFixed(1)}%` }));
    stack.appendChild(bar);
  }
  return stack;
}

export function renderMap(view: View): void {
  if (dragging) {
    pendingView = view;
    return;
  }
  const map = byId('map');
  const width = view.page.width * UNIT;
  const height = view.page.height * UNIT;
  const key = `${view.page.id}:${width}x${height}`;
  if (drawnPage !== key) {
    drawnPage = key;
    map.replaceChildren(background(width, height), h('div', { class: 'token-layer', id: 'token-layer' }));
    map.style.width = `${width}px`;
    map.style.height = `${height}px`;
    fitBoard();
    applyZoom();
  }
  byId('page-name').textContent = view.page.name;
  // map-layer tokens first, then GM-layer ones (dimmed, beneath), then the objects layer
  const order = { map: 0, gmlayer: 1, objects: 2 } as const;
  const tokens = [...view.tokens].sort((a, b) => order[a.layer] - order[b.layer]);
  // scripts' drawings lie beneath the tokens (the rondel's turn ring is on the map layer, or the GM layer)
  const drawings = (view.drawings ?? []).map((d) =>
    h('div', {
      class: `drawing-ring${d.layer === 'gmlayer' ? ' gm-layer' : ''}`,
      'data-testid': 'drawing',
      'data-id': d.id,
      'data-layer': d.layer,
      style: `left:${d.left - d.size / 2}px;top:${d.top - d.size / 2}px;width:${d.size}px;height:${d.size}px;border-color:${d.stroke}`,
    }),
  );
  // scripts' text (the rondel's clock with countertext=on), centred on its spot as Roll20 draws it
  const texts = (view.texts ?? []).map((x) =>
    h(
      'div',
      {
        class: `map-text${x.layer === 'gmlayer' ? ' gm-layer' : ''}`,
        'data-testid': 'map-text',
        'data-id': x.id,
        'data-layer': x.layer,
        style: `left:${x.left}px;top:${x.top}px;font-size:${x.size}px;color:${x.colour}`,
      },
      x.text,
    ),
  );
  byId('token-layer').replaceChildren(...drawings, ...tokens.map((t) => tokenElement(t, view.markerMeanings)), ...texts);
}

/**
 * Until the user zooms, the whole page fits the board beside the Turn Order window, as Roll20 opens a page zoomed to
 * fit; on a board too narrow for both side by side, the page fits above the window, which opens below it. Done when
 * the page is first drawn and again whenever the window is resized (a phone turned, a window made wider), so the
 * Turn Order never stays below a map that now has room beside it, or beside one it now covers. A zoom the user chose
 * is kept; only where the window opens follows the board.
 */
function fitBoard(): void {
  if (drawnPage === '') return;
  const map = byId('map');
  const width = parseFloat(map.style.width);
  const height = parseFloat(map.style.height);
  if (!(width > 0 && height > 0)) return;
  const board = byId('map-viewport');
  const fit = (w: number, h: number) => Math.min(1, Math.floor(Math.min(w / width, h / height) * 20) / 20);
  const beside = fit(board.clientWidth - 80 - TRACKER_ROOM, board.clientHeight - 80);
  const above = fit(board.clientWidth - 80, board.clientHeight - 80 - TRACKER_BELOW);
  // the fits are compared before the zoom's floor: on a phone both fall under it, and the window beside the map
  // would cover the page's right half (every foe of the demo's board)
  const below = beside < CRAMPED && above - beside > 0.099;
  const fitted = Math.max(MIN_ZOOM, below ? above : beside);
  const area = byId('board');
  area.classList.toggle('tracker-below', below);
  area.style.setProperty('--tracker-top', `${Math.ceil(40 + height * fitted + 10)}px`);
  if (zoomChosen) return;
  zoom = fitted;
  applyZoom();
}

function applyZoom(): void {
  const map = byId('map');
  const sizer = map.parentElement as HTMLElement;
  map.style.transform = `scale(${zoom})`;
  // what must stay readable when zoomed out (the tokens' bars) keeps a least size on screen
  map.style.setProperty('--zoom', String(zoom));
  sizer.style.setProperty('--map-width', `${parseFloat(map.style.width) * zoom}px`);
  sizer.style.setProperty('--map-height', `${parseFloat(map.style.height) * zoom}px`);
  byId('zoom-level').textContent = `${Math.round(zoom * 100)}%`;
}

/** A point of the pointer in page pixels. */
function pagePoint(e: PointerEvent | MouseEvent): { x: number; y: number } {
  const rect = byId('map').getBoundingClientRect();
  return { x: (e.clientX - rect.left) / zoom, y: (e.clientY - rect.top) / zoom };
}

function tokenAt(target: EventTarget | null): TokenView | undefined {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-testid="token"]') : null;
  return el ? state.view?.tokens.find((t) => t.id === el.dataset.id) : undefined;
}

function select(ids: Iterable<string>, add: boolean): void {
  if (!add) state.selection.clear();
  for (const id of ids) state.selection.add(id);
  selectionChanged();
}

/** The user's zoom, kept in the address so a reload keeps it. */
function chooseZoom(value: number): void {
  zoomChosen = true;
  zoom = value;
  remember('zoom', String(zoom));
  applyZoom();
}

export function setupMap(): void {
  const viewport = byId('map-viewport');
  const kept = Number(remembered('zoom'));
  if (Number.isFinite(kept) && kept >= MIN_ZOOM && kept <= MAX_ZOOM) {
    zoomChosen = true;
    zoom = kept;
  }
  byId('zoom-in').addEventListener('click', () => chooseZoom(Math.min(MAX_ZOOM, Math.round((zoom + 0.1) * 10) / 10)));
  byId('zoom-out').addEventListener('click', () => chooseZoom(Math.max(MIN_ZOOM, Math.round((zoom - 0.1) * 10) / 10)));
  window.addEventListener('resize', fitBoard);

  // a double click on a token opens its sheet; counted here because the first click redraws the token
  let lastPress = { id: '', at: 0, plain: false };
  viewport.addEventListener('pointerdown', (down) => {
    if (down.button !== 0) return;
    const start = pagePoint(down);
    const token = tokenAt(down.target);
    const shift = down.shiftKey;
    const now = performance.now();
    // shift-clicks toggle the selection; two of them on one token are not a double click
    const again = token !== undefined && !shift && lastPress.plain && lastPress.id === token.id && now - lastPress.at < 450;
    lastPress = { id: token?.id ?? '', at: now, plain: !shift };
    if (again && token?.sheet) {
      void openSheet(token.sheet);
      return;
    }
    down.preventDefault();
    viewport.setPointerCapture(down.pointerId);

    if (token?.mine) {
      if (shift) {
        // shift-click adds a token to the selection, or takes it out
        if (state.selection.has(token.id)) state.selection.delete(token.id);
        else state.selection.add(token.id);
        selectionChanged();
        return;
      }
      if (!state.selection.has(token.id)) select([token.id], false);
      dragTokens(viewport, down, start, token.id);
      return;
    }
    boxSelect(viewport, start, shift);
  });
}

/** Drags the selected tokens; a click without a drag selects only the token clicked. */
function dragTokens(viewport: HTMLElement, down: PointerEvent, start: { x: number; y: number }, clicked: string): void {
  const moving = [...state.selection]
    .map((id) => state.view?.tokens.find((t) => t.id === id))
    .filter((t): t is TokenView => t !== undefined && t.mine);
  let moved = false;
  const elements = () => moving.map((t) => document.querySelector<HTMLElement>(`[data-testid="token"][data-id="${CSS.escape(t.id)}"]`));
  const onMove = (e: PointerEvent) => {
    const p = pagePoint(e);
    const dx = p.x - start.x;
    const dy = p.y - start.y;
    if (!moved && Math.hypot(dx, dy) < 4) return;
    moved = true;
    dragging = true;
    for (const el of elements()) if (el) el.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const onUp = (e: PointerEvent) => {
    viewport.removeEventListener('pointermove', onMove);
    viewport.removeEventListener('pointerup', onUp);
    viewport.releasePointerCapture(down.pointerId);
    if (!moved) {
      select([clicked], false);
      return;
    }
    const p = pagePoint(e);
    const moves = moving.map((t) => ({ id: t.id, ...snapToHex(t.left + p.x - start.x, t.top + p.y - start.y) }));
    dragging = false;
    const view = pendingView;
    pendingView = null;
    if (view) renderMap(view);
    void api.move(state.viewer, moves).then((reply) => {
      if (!reply.ok) notice(reply.error);
    });
  };
  viewport.addEventListener('pointermove', onMove);
  viewport.addEventListener('pointerup', onUp);
}

/**
 * A box dragged over empty ground selects the tokens whose centre it covers (the viewer's own, on the objects
 * layer: GM-layer tokens are picked one by one, as Roll20 selects on one layer at a time). A click clears.
 */
function boxSelect(viewport: HTMLElement, start: { x: number; y: number }, add: boolean): void {
  const box = h('div', { class: 'select-box', 'data-testid': 'select-box' });
  byId('map').appendChild(box);
  let end = start;
  const place = () => {
    box.style.left = `${Math.min(start.x, end.x)}px`;
    box.style.top = `${Math.min(start.y, end.y)}px`;
    box.style.width = `${Math.abs(end.x - start.x)}px`;
    box.style.height = `${Math.abs(end.y - start.y)}px`;
  };
  place();
  const onMove = (e: PointerEvent) => {
    end = pagePoint(e);
    place();
  };
  const onUp = (e: PointerEvent) => {
    viewport.removeEventListener('pointermove', onMove);
    viewport.removeEventListener('pointerup', onUp);
    end = pagePoint(e);
    box.remove();
    const [x1, x2] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
    const [y1, y2] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
    if (x2 - x1 < 4 && y2 - y1 < 4) {
      if (!add) select([], false);
      return;
    }
    const inside = (state.view?.tokens ?? []).filter((t) => t.mine && t.layer === 'objects' && t.left >= x1 && t.left <= x2 && t.top >= y1 && t.top <= y2);
    select(
      inside.map((t) => t.id),
      add,
    );
  };
  viewport.addEventListener('pointermove', onMove);
  viewport.addEventListener('pointerup', onUp);
}
