// The browser table's page: wires the parts together, looks at the table as the GM (or as `?as=Name` from the
// address, so each player may have a tab of their own; the page keeps the address up to date as "As:" changes, so a
// reload comes back as the same person), and fetches the view whenever the server says the game changed.
import type { PlayerView } from '../protocol';
import { setupChat, renderChat } from './chat';
import { listen } from './client';
import { byId, movable } from './dom';
import { renderConsole } from './console';
import { renderMap, setupMap } from './map';
import { renderSheet, setupSheet } from './sheet';
import { onView, refresh, remembered, setViewer } from './state';
import { renderToolbar, setupToolbar } from './toolbar';
import { renderTracker } from './tracker';

/** The player named by `?as=` in the address, else the first GM. */
async function firstViewer(): Promise<string> {
  const wanted = (remembered('as') ?? '').toLowerCase();
  const players = (await fetch('/api/players').then((r) => r.json())) as PlayerView[];
  const named = wanted ? players.find((p) => p.name.toLowerCase() === wanted || (wanted === 'gm' && p.gm)) : undefined;
  return (named ?? players.find((p) => p.gm) ?? players[0])?.id ?? '';
}

async function start(): Promise<void> {
  setupMap();
  setupChat();
  setupSheet();
  setupToolbar();
  // the Turn Order and the sheet move by their title bars, so neither has to cover the part of the map in use
  movable(byId('tracker'));
  movable(byId('sheet-window'), { pinnedHeight: true });
  onView(renderToolbar);
  onView(renderMap);
  onView(renderTracker);
  onView(renderChat);
  onView(renderConsole);
  onView(renderSheet);
  setViewer(await firstViewer());
  listen(() => void refresh());
}

void start();
