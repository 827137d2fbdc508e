// `macros`: GM macros for the fight, and token actions for the selected tokens' characters (written by the adapter).
import { notice } from '../../render/cards';
import { type Handler, rulesOf } from '../context';
import { toSender } from '../replies';
import type { RuleSetId } from '../../rules/core/rule-set';
import type { Effect } from '../ports';

const GM_MACROS: readonly (readonly [string, string])[] = [
  ['Rondel-Start', '!rondel start'],
  ['Rondel-Next', '!rondel next'],
  ['Rondel-Status', '!rondel status'],
  ['Rondel-End', '!rondel end'],
  ['Rondel-Undo', '!rondel undo'],
  ['Rondel-Config', '!rondel config'],
];

const TOKEN_ACTIONS: readonly (readonly [string, string])[] = [
  ['Act', '!rondel menu --char @{character_id}'],
  ['React', '!rondel react --char @{character_id} --note ?{Trigger|attack of opportunity}'],
];
const HOLD: readonly [string, string] = ['Hold', '!rondel act hold --char @{character_id}'];
// no default answer: an empty one keeps the trigger the player readied
const TRIGGER: readonly [string, string] = ['Trigger', '!rondel trigger --char @{character_id} --note ?{What happened? (empty: the readied trigger)}'];

/** The token actions of a rule set: Hold where there is a hold (the rondel), Trigger where a readied action fires (§9.3). */
function tokenActions(rules: RuleSetId): readonly (readonly [string, string])[] {
  const rs = rulesOf(rules);
  return [...TOKEN_ACTIONS, ...(rs.actions.some((a) => a.key === 'hold') ? [HOLD] : []), ...(rs.actions.some((a) => a.key === 'ready') ? [TRIGGER] : [])];
}

export const macros: Handler = (ctx, cmd) => {
  const { sender } = cmd;
  const world = ctx.ports.world;
  const gmId = sender.isApi ? world.firstGM() : sender.playerId;
  const lines: string[] = [];
  const effects: Effect[] = [];
  if (gmId) {
    for (const [name, action] of GM_MACROS) effects.push({ kind: 'macro', playerId: gmId, name, action });
    lines.push(`GM macros ready: ${GM_MACROS.map((m) => m[0]).join(', ')}.`);
  }
  const characters = new Map<string, string>();
  for (const t of cmd.selected) {
    if (t.represents) {
      const name = world.characterName(t.represents);
      if (name !== undefined) characters.set(t.represents, name);
    }
  }
  // the running fight's rule set, else the one a new fight starts under
  const actions = tokenActions(ctx.stored.fight?.rules ?? ctx.stored.config.rules);
  const names = actions.map((a) => a[0]);
  // ours that this rule set has no use for go (a Hold made for the rondel, a Trigger for 10-second rounds)
  const unused = [HOLD, TRIGGER].filter((a) => !actions.includes(a));
  for (const [characterId, name] of characters) {
    for (const [ability, action] of actions) effects.push({ kind: 'ability', characterId, name: ability, action });
    for (const [ability, action] of unused) effects.push({ kind: 'ability-gone', characterId, name: ability, action });
    lines.push(`${name}: token actions ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.`);
  }
  if (characters.size === 0) lines.push('Select tokens that represent characters to give them token actions too.');
  return { messages: [toSender(sender, notice('Rondel: macros', lines))], effects };
};
