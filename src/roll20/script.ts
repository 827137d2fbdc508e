// The script installed in a game: on `ready`, load and migrate state, then register every handler, each one guarded. A
// second copy of the script (the one-click install and a pasted copy: Roll20 joins every script into one file, one
// global scope) registers nothing: the first copy plays, the GM is told, and the global stays the first copy's API.
// The bundle's entry (src/main.ts) calls it once when Roll20 loads the script; a test may call it as a load does.
import { createApp, SCRIPT_NAME } from './app';
import { send } from './chat';
import { notice } from '../render/cards';
import { forgetTableObjects } from './indicator';

export type ScriptApi = ReturnType<typeof createApp>['api'];

/** The API of a copy of this script loaded earlier (the global it left), or null. */
function earlierCopy(global: unknown): ScriptApi | null {
  if (typeof global !== 'object' || global === null) return null;
  const api = global as Partial<ScriptApi>;
  return typeof api.observe === 'function' && typeof api.version === 'string' ? (api as ScriptApi) : null;
}

/** Installs this copy of the script (`earlierGlobal`: what the global `EnchantedRealmsCombat` holds as it loads). */
export function installScript(version: string, earlierGlobal: unknown): ScriptApi {
  const earlier = earlierCopy(earlierGlobal);
  if (earlier !== null) {
    on('ready', () => {
      try {
        send({
          to: 'gm',
          html: notice(`Rondel: ${SCRIPT_NAME} is installed twice`, [
            `Two copies of the script are on the Mod (API) Scripts page (v${earlier.version} and v${version}): only the first one answers. Remove one of them.`,
          ]),
          noarchive: true,
        });
      } catch {
        // the first copy plays on: a notice is not worth a crash
      }
    });
    return earlier;
  }
  forgetTableObjects();
  const app = createApp(version);
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
