// Other scripts' public objects. Roll20 runs every script of a game in one shared scope, where a script's top-level
// `const` or `let` (as GroupInitiative and TokenMod declare themselves) is a binding of that scope and no property
// of the global object: each is read by its name, and a binding not yet made (or absent) reads as no script.
declare const GroupInitiative: unknown;
declare const TokenMod: unknown;

export interface GroupInitiativeApi {
  ObserveTurnOrderChange(fn: () => void): void;
}

export interface TokenModApi {
  ObserveTokenChange(fn: (token: Roll20Graphic, prev: unknown) => void): void;
}

function withMethod<T>(value: unknown, method: string): T | undefined {
  return value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)[method] === 'function' ? (value as T) : undefined;
}

/** GroupInitiative, when installed: it announces its own tracker writes, which fire no event. */
export function groupInitiative(): GroupInitiativeApi | undefined {
  try {
    return withMethod<GroupInitiativeApi>(typeof GroupInitiative === 'undefined' ? undefined : GroupInitiative, 'ObserveTurnOrderChange');
  } catch {
    return undefined;
  }
}

/** TokenMod, when installed: it announces the tokens it changed (a hidden token among them), which fire no event. */
export function tokenMod(): TokenModApi | undefined {
  try {
    return withMethod<TokenModApi>(typeof TokenMod === 'undefined' ? undefined : TokenMod, 'ObserveTokenChange');
  } catch {
    return undefined;
  }
}

/** 5E BattleMaster, when installed (a global, or its key in `state`, names it): it answers `!combat` too. */
export function battleMasterInstalled(): boolean {
  const peers = globalThis as unknown as Record<string, unknown>;
  return Object.keys(peers).some((k) => /battle_?master/i.test(k)) || Object.keys(state as object).some((k) => /battle_?master/i.test(k));
}
