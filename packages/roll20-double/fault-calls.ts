// The calls a fault can hit and what a fault does to one: the words faults.ts and objects.ts share (objects.ts
// reports each call it makes to the faults by these; faults.ts decides by them), kept apart so neither imports the
// other.

/**
 * The Roll20 calls a fault can hit: the global functions the scripts call, and the methods of the objects they
 * get back (`get`, `set`, `setWithWorker`, `remove`).
 */
export const FAULT_CALLS = [
  'Campaign',
  'getObj',
  'findObjs',
  'filterObjs',
  'getAllObjs',
  'createObj',
  'getAttrByName',
  'sendChat',
  'playerIsGM',
  'log',
  'randomInteger',
  'toFront',
  'toBack',
  'sendPing',
  'spawnFx',
  'spawnFxBetweenPoints',
  'spawnFxWithDefinition',
  'playJukeboxPlaylist',
  'stopJukeboxPlaylist',
  'setDefaultTokenForCharacter',
  'onSheetWorkerCompleted',
  'get',
  'set',
  'setWithWorker',
  'remove',
] as const;

export type FaultCall = (typeof FAULT_CALLS)[number];

/**
 * What an injected fault does to the call:
 * - `throw`: the call throws an `Error` of the scripts' realm, before doing anything (a `set({...})` writes none
 *   of its keys);
 * - `nothing`: the call does nothing and returns `undefined` (`findObjs`, `filterObjs`, `getAllObjs`: an empty
 *   array, which Roll20 returns rather than undefined; `playerIsGM`: false);
 * - `remove`: the call works, then the object it names is deleted as by a user (a `destroy:<type>` event is
 *   queued for the next flush, as the user's action is handled after the running script returns).
 */
export type FaultEffect = 'throw' | 'nothing' | 'remove';

/** One call as a fault sees it. */
export interface FaultedCall {
  readonly call: FaultCall;
  /** The arguments as the script passed them. */
  readonly args: readonly unknown[];
  /**
   * The object the call is about: the object of a method; getObj's id; getAttrByName's character; playerIsGM's
   * player; Campaign's "root".
   */
  readonly id: string | undefined;
  /** Its type (getObj's and createObj's type argument, findObjs' `_type`). */
  readonly type: string | undefined;
  /** Property names (get, set, setWithWorker: the keys; getAttrByName: the attribute name), underscore-free. */
  readonly keys: readonly string[];
}
