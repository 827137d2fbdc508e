// The composition root: on `ready`, load and migrate state, then register every handler, each one guarded. A second
// copy of the script (the one-click install and a pasted copy: Roll20 joins every script into one file, one global
// scope) registers nothing: the first copy plays, the GM is told, and the global stays the first copy's API.
import { createApp, SCRIPT_NAME } from './roll20/app';
import { send } from './roll20/chat';
import { notice } from './render/cards';

declare const __VERSION__: string;
/** The bundle's one global: a copy loaded above this one has set it by now. */
declare const EnchantedRealmsCombat: unknown;

/** The API of a copy of this script loaded earlier, or null. */
function earlierCopy(): ReturnType<typeof createApp>['api'] | null {
  if (typeof EnchantedRealmsCombat !== 'object' || EnchantedRealmsCombat === null) return null;
  const api = EnchantedRealmsCombat as Partial<ReturnType<typeof createApp>['api']>;
  return typeof api.observe === 'function' && typeof api.version === 'string' ? (api as ReturnType<typeof createApp>['api']) : null;
}

const earlier = earlierCopy();

function installed(): ReturnType<typeof createApp>['api'] {
  if (earlier !== null) {
    on('ready', () => {
      try {
        send({
          to: 'gm',
          html: notice(`Rondel: ${SCRIPT_NAME} is installed twice`, [
            `Two copies of the script are on the Mod (API) Scripts page (v${earlier.version} and v${__VERSION__}): only the first one answers. Remove one of them.`,
          ]),
          noarchive: true,
        });
      } catch {
        // the first copy plays on: a notice is not worth a crash
      }
    });
    return earlier;
  }
  const app = createApp(__VERSION__);
  on('ready', () => {
    app.boot();
    on('chat:message', app.onChat);
    on('change:campaign:turnorder', app.onTurnOrder);
    on('destroy:graphic', app.onTokenDestroyed);
    on('destroy:character', app.onCharacterDestroyed);
    on('change:graphic', app.onTokenChanged);
    on('add:graphic', app.onTokenAdded);
    on('change:character', app.onCharacterChanged);
  });
  return app.api;
}

/** The public API for other scripts: the bundle's one global, `EnchantedRealmsCombat`. */
export const { version, getCount, getOrder, getNextCount, getSnapshot, observe, observeEvents } = installed();
