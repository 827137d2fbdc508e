// What the script reads and leaves in the game on its own: the one-click install options and the help handout.
import { HELP_HANDOUT_NAME, helpHandout } from '../render/help';
import { VERBS } from '../commands/verbs';
import { ruleSets } from '../rules/registry';

export const HELP_HANDOUT = HELP_HANDOUT_NAME;

/** Roll20 keeps the one-click install options under `globalconfig`, keyed by the script's name. */
export function userOptions(): unknown {
  if (typeof globalconfig === 'undefined' || !globalconfig) return undefined;
  return globalconfig.enchantedrealmscombat ?? globalconfig['enchanted realms combat'] ?? globalconfig['Enchanted Realms Combat'];
}

/** Whether the journal holds the help handout (a GM may delete it: the next start-up writes it again). */
export function helpHandoutExists(): boolean {
  return findObjs({ _type: 'handout', name: HELP_HANDOUT }).length > 0;
}

/** The help handout, written anew (or made) with this version's help. */
export function writeHelpHandout(): void {
  const notes = String(helpHandout('rondel', VERBS, ruleSets()));
  const existing = findObjs({ _type: 'handout', name: HELP_HANDOUT })[0];
  const handout = existing ?? createObj('handout', { name: HELP_HANDOUT, inplayerjournals: 'all', archived: false } as never);
  if (handout) handout.set('notes' as never, notes as never);
}
