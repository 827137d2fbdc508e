// The composition root: on `ready`, load and migrate state, then register every handler, each one guarded.
import { createApp } from './roll20/app';

declare const __VERSION__: string;

const app = createApp(__VERSION__);

on('ready', () => {
  app.boot();
  on('chat:message', app.onChat);
  on('change:campaign:turnorder', app.onTurnOrder);
  on('destroy:graphic', app.onTokenDestroyed);
  on('destroy:character', app.onCharacterDestroyed);
  on('change:graphic', app.onTokenChanged);
  on('add:graphic', app.onTokenAdded);
});

/** The public API for other scripts: the bundle's one global, `EnchantedRealmsCombat`. */
export const { version, getCount, getOrder, getNextCount, getSnapshot, observe, observeEvents } = app.api;
