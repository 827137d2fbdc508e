import type { Core, ScriptFn } from './core';
import type { FaultCall, FaultedCall } from './fault-calls';
import { DoubleObject, resolveKey, type Props } from './objects';
import type { Realm } from './realm';
import { CREATABLE, DEFAULTS, isBlob, PARENT, SETTABLE_AT_CREATION, ZORDERED } from './schema';

const FX_KINDS = ['beam', 'bomb', 'breath', 'bubbling', 'burn', 'burst', 'explode', 'glow', 'missile', 'nova', 'splatter'];
const BETWEEN_POINTS_ONLY = ['beam', 'breath', 'splatter'];

/** The Roll20 global functions, bound to one sandbox, making values in `realm`. */
export type Roll20Api = Record<string, (...args: never[]) => unknown>;

function matches(actual: unknown, wanted: unknown, caseInsensitive: boolean, startsWith: boolean, loose: boolean): boolean {
  if (typeof actual === 'string' && typeof wanted === 'string') {
    const a = caseInsensitive ? actual.toLowerCase() : actual;
    const w = caseInsensitive ? wanted.toLowerCase() : wanted;
    return startsWith ? a.startsWith(w) : a === w;
  }
  // eslint-disable-next-line eqeqeq
  return loose ? actual == wanted : actual === wanted;
}

export function buildApi(core: Core, realm: Realm): Roll20Api {
  const { store } = core;

  const findObjs = (attrs: unknown, options?: unknown): DoubleObject[] => {
    const wanted = typeof attrs === 'object' && attrs !== null ? Object.entries(attrs as Props) : [];
    const opts = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    const typeEntry = wanted.find(([k]) => k === 'type' || k === '_type');
    const type = typeof typeEntry?.[1] === 'string' ? typeEntry[1] : undefined;
    // a character's attributes or abilities come from its own index; the filter below still checks every key
    const owner = wanted.find(([k]) => k === 'characterid' || k === '_characterid')?.[1];
    const candidates = type !== undefined && typeof owner === 'string' && opts.caseInsensitive !== true && opts.startsWith !== true ? store.ofCharacter(type, owner) : store.all(type);
    const found = candidates.filter((obj) =>
      wanted.every(([k, v]) => {
        return store.hasKey(obj.id, k) && matches(store.peek(obj.id, k), v, opts.caseInsensitive === true, opts.startsWith === true, core.options.findObjsEquality === 'loose');
      }),
    );
    return realm.array(found);
  };

  const LIBRARY_THUMB = /^https:\/\/[\w.-]*(files\.d20\.io|amazonaws\.com)\/(files\.d20\.io\/)?images\/[^\s"'<>]*\/thumb\.(png|jpg|jpeg|gif|webp)(\?\d+)?$/i;

  const createObj = (type: unknown, attrs: unknown): DoubleObject | undefined => {
    const t = String(type);
    if (!CREATABLE.has(t)) {
      core.misuse(`createObj('${t}'): this type cannot be created by scripts; returned undefined`);
      return undefined;
    }
    const defaults = new Map(Object.entries(DEFAULTS[t] ?? {}));
    const props: Props = {};
    for (const [k, v] of Object.entries(typeof attrs === 'object' && attrs !== null ? (attrs as Props) : {})) {
      if (k === 'id' || k === '_id' || k === 'type' || k === '_type') continue;
      const key = resolveKey(defaults, k) ?? k;
      if (key.startsWith('_') && !SETTABLE_AT_CREATION.has(key)) {
        core.misuse(`createObj('${t}'): '${key}' is read-only and was ignored`);
        continue;
      }
      if (isBlob(t, key)) core.warn(`createObj('${t}'): blob field '${key}' set at creation is unreliable in Roll20; create, then set`);
      props[key] = v;
    }
    const parent = PARENT[t];
    if (parent !== undefined) {
      const id = props[parent.key];
      const parentTypes: readonly string[] = typeof parent.type === 'string' ? [parent.type] : parent.type;
      if (typeof id !== 'string' || !parentTypes.includes(store.typeOf(id) ?? '')) {
        core.misuse(`createObj('${t}') needs ${parent.key.slice(1)} naming an existing ${parentTypes.join('/')}; returned undefined`);
        return undefined;
      }
    }
    // a script may place only images of a user's library, in their thumb size (Roll20's Objects page, imgsrc)
    if (t === 'graphic' && typeof props.imgsrc === 'string' && props.imgsrc !== '' && !LIBRARY_THUMB.test(props.imgsrc)) {
      core.misuse(`createObj('graphic'): imgsrc must be a thumb image of a user's library (…/images/…/thumb.png?…); returned undefined`);
      return undefined;
    }
    return store.create(t, props, 'script');
  };

  const reorder = (kind: 'toFront' | 'toBack', obj: unknown): void => {
    if (!(obj instanceof DoubleObject) || !ZORDERED.has(store.typeOf(obj.id) ?? '')) {
      core.misuse(`${kind}: needs a graphic, text or path object`);
      return;
    }
    const page = store.byId(String(store.peek(obj.id, '_pageid')));
    if (page === undefined) return;
    const ids = String(store.peek(page.id, '_zorder') ?? '').split(',').filter((x) => x !== '' && x !== obj.id);
    const next = kind === 'toFront' ? [...ids, obj.id] : [obj.id, ...ids];
    store.store(page, '_zorder', next.join(','), 'script');
    core.recorder.zorder.push({ kind, id: obj.id });
  };

  const fx = (kind: 'spawnFx' | 'spawnFxBetweenPoints' | 'spawnFxWithDefinition', args: unknown[], typeArg: unknown): void => {
    if (kind !== 'spawnFxWithDefinition' && typeof typeArg === 'string') {
      const fxKind = typeArg.split('-')[0] ?? '';
      const custom = store.getObj('custfx', typeArg) !== undefined;
      if (!custom && !FX_KINDS.includes(fxKind)) core.misuse(`${kind}: unknown effect type '${typeArg}'`);
      if (kind === 'spawnFx' && BETWEEN_POINTS_ONLY.includes(fxKind)) core.misuse(`spawnFx: '${typeArg}' needs spawnFxBetweenPoints`);
    }
    core.recorder.effects.push({ kind, args });
  };
  const playerPage = (): unknown => store.peek('root', 'playerpageid');

  const api: Roll20Api = {
    Campaign: () => core.campaign,
    getObj: (type: unknown, id: unknown) => store.getObj(String(type), String(id)),
    findObjs,
    filterObjs: (pred: unknown) => realm.array(store.all().filter((o) => Boolean((pred as ScriptFn)(o)))),
    getAllObjs: () => realm.array(store.all()),
    createObj,
    getAttrByName: (characterId: unknown, name: unknown, which?: unknown) =>
      core.attrByName(String(characterId), String(name), which === 'max' ? 'max' : 'current'),
    on: (name: unknown, fn: unknown) => core.on(name, fn),
    log: (message: unknown) => {
      core.recorder.logs.push(typeof message === 'string' ? message : (JSON.stringify(message) ?? String(message)));
    },
    sendChat: (speakingAs: unknown, input: unknown, callback?: unknown, options?: unknown) => {
      core.sendChat(speakingAs, input, callback, options);
    },
    playerIsGM: (playerId: unknown) => core.gm.get(String(playerId)) === true,
    randomInteger: (max: unknown) => {
      const n = Number(max);
      if (!Number.isInteger(n) || n < 1) core.misuse(`randomInteger(${String(max)}): needs a positive integer`);
      return core.dice.roll(Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)));
    },
    toFront: (obj: unknown) => reorder('toFront', obj),
    toBack: (obj: unknown) => reorder('toBack', obj),
    sendPing: (...args: unknown[]) => {
      core.recorder.effects.push({ kind: 'sendPing', args });
    },
    spawnFx: (x: unknown, y: unknown, type: unknown, pageid?: unknown) => fx('spawnFx', [x, y, type, pageid ?? playerPage()], type),
    spawnFxBetweenPoints: (p1: unknown, p2: unknown, type: unknown, pageid?: unknown) =>
      fx('spawnFxBetweenPoints', [p1, p2, type, pageid ?? playerPage()], type),
    spawnFxWithDefinition: (x: unknown, y: unknown, definition: unknown, pageid?: unknown) =>
      fx('spawnFxWithDefinition', [x, y, definition, pageid ?? playerPage()], definition),
    playJukeboxPlaylist: (...args: unknown[]) => {
      core.recorder.effects.push({ kind: 'playJukeboxPlaylist', args });
    },
    stopJukeboxPlaylist: () => {
      core.recorder.effects.push({ kind: 'stopJukeboxPlaylist', args: [] });
    },
    setDefaultTokenForCharacter: (character: unknown, token: unknown) => {
      if (!(character instanceof DoubleObject) || !(token instanceof DoubleObject) || store.typeOf(character.id) !== 'character' || store.typeOf(token.id) !== 'graphic') {
        core.misuse('setDefaultTokenForCharacter: needs a character and a graphic');
        return;
      }
      store.store(character, '_defaulttoken', JSON.stringify(store.snapshot(token.id)), 'script');
      core.recorder.effects.push({ kind: 'setDefaultTokenForCharacter', args: [character.id, token.id] });
    },
    onSheetWorkerCompleted: (callback: unknown) => {
      if (typeof callback === 'function') store.onWorkerCompleted(callback as ScriptFn);
    },
  };
  for (const [name, fn] of Object.entries(api)) {
    if (name !== 'on') api[name] = withFaults(core, realm, name as FaultCall, fn as (...args: unknown[]) => unknown);
  }
  return api;
}

/** What a fault sees of a global call: the object, type and property it is about. */
function describeCall(call: FaultCall, args: readonly unknown[]): Omit<FaultedCall, 'call'> {
  const str = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));
  const objId = (v: unknown): string | undefined => (v instanceof DoubleObject ? v.id : undefined);
  switch (call) {
    case 'Campaign':
      return { args, id: 'root', type: 'campaign', keys: [] };
    case 'getObj':
      return { args, id: str(args[1]), type: str(args[0]), keys: [] };
    case 'findObjs': {
      const attrs = typeof args[0] === 'object' && args[0] !== null ? (args[0] as Props) : {};
      return { args, id: str(attrs._id ?? attrs.id), type: str(attrs._type ?? attrs.type), keys: [] };
    }
    case 'createObj':
      return { args, id: undefined, type: str(args[0]), keys: [] };
    case 'getAttrByName':
      return { args, id: str(args[0]), type: 'character', keys: args[1] === undefined ? [] : [String(args[1])] };
    case 'playerIsGM':
      return { args, id: str(args[0]), type: 'player', keys: [] };
    case 'toFront':
    case 'toBack':
      return { args, id: objId(args[0]), type: undefined, keys: [] };
    case 'setDefaultTokenForCharacter':
      return { args, id: objId(args[0]), type: 'character', keys: [] };
    default:
      return { args, id: undefined, type: undefined, keys: [] };
  }
}

/** Wraps a global so injected faults can make it throw, return nothing, or lose its object afterwards. */
function withFaults(core: Core, realm: Realm, call: FaultCall, fn: (...args: unknown[]) => unknown): (...args: never[]) => unknown {
  return (...args: unknown[]) => {
    if (!core.faultsArmed(call)) return fn(...args);
    const info = describeCall(call, args);
    const effect = core.checkFault(call, info);
    if (effect === 'nothing') {
      if (call === 'findObjs' || call === 'filterObjs' || call === 'getAllObjs') return realm.array([]);
      return call === 'playerIsGM' ? false : undefined;
    }
    const result = fn(...args);
    core.afterFault(effect, info.id);
    return result;
  };
}

/** setTimeout & co. on the virtual scheduler; callbacks run as 'timer' phase script calls. */
export function buildTimers(core: Core): Roll20Api {
  const timer = (fn: unknown, delay: unknown, args: unknown[], repeat: boolean): number => {
    if (typeof fn !== 'function') {
      core.misuse('setTimeout/setInterval needs a function');
      return 0;
    }
    const ms = Number(delay) || 0;
    return core.scheduler.schedule(() => core.invoke(fn as ScriptFn, args, 'timer'), ms, repeat ? ms : undefined);
  };
  return {
    setTimeout: (fn: unknown, delay?: unknown, ...args: unknown[]) => timer(fn, delay, args, false),
    setInterval: (fn: unknown, delay?: unknown, ...args: unknown[]) => timer(fn, delay, args, true),
    clearTimeout: (handle: unknown) => core.scheduler.cancel(handle),
    clearInterval: (handle: unknown) => core.scheduler.cancel(handle),
  };
}
