// What a command is about: `--token` (an id, or a token's name), else `--char` (narrowed by the selection when the
// character has several tokens in the fight, as shared NPC sheets do), else the selection.
import type { FightStateBase } from '../rules/core/rule-set';
import type { Command, Context } from './fight';

export interface Target {
  readonly ids: readonly string[];
  readonly error?: string;
  /** Whether the command named anyone at all. */
  readonly given: boolean;
  readonly source: 'token' | 'char' | 'selection' | 'none';
}

export function pointedAt(ctx: Context, cmd: Command, state: FightStateBase | null): Target {
  const world = ctx.ports.world;
  const tokenFlag = cmd.parsed.flags.token;
  if (typeof tokenFlag === 'string') {
    if (world.token(tokenFlag) || state?.combatants.some((c) => c.id === tokenFlag)) return { ids: [tokenFlag], given: true, source: 'token' };
    // a token's name works too, when it names one combatant of the fight
    const byName = state?.combatants.filter((c) => c.name.toLowerCase() === tokenFlag.trim().toLowerCase()) ?? [];
    if (byName.length === 1) return { ids: [(byName[0] as { id: string }).id], given: true, source: 'token' };
    if (byName.length > 1) return { ids: [], given: true, source: 'token', error: `${byName.length} combatants are called “${tokenFlag.slice(0, 40)}”: select the one you mean.` };
    return { ids: [], given: true, source: 'token', error: 'That token no longer exists.' };
  }
  const selected = cmd.selected.map((t) => t.id);
  const charFlag = cmd.parsed.flags.char;
  if (typeof charFlag === 'string') {
    if (!state) return { ids: [], given: true, source: 'char' };
    const ids = state.combatants.filter((c) => world.token(c.id)?.represents === charFlag).map((c) => c.id);
    if (ids.length === 0) return { ids: [], given: true, source: 'char', error: 'That character has no token in the fight.' };
    const narrowed = ids.filter((id) => selected.includes(id));
    return { ids: narrowed.length ? narrowed : ids, given: true, source: 'char' };
  }
  return { ids: selected, given: selected.length > 0, source: selected.length > 0 ? 'selection' : 'none' };
}
