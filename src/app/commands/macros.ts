// `macros`: GM macros for the fight, and token actions for the selected tokens' characters (written by the adapter).
import { notice } from '../../render/cards';
import { toSender, type Handler } from '../fight';
import type { Effect } from '../outcome';

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
  ['Hold', '!rondel act hold --char @{character_id}'],
];

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
  for (const [characterId, name] of characters) {
    for (const [ability, action] of TOKEN_ACTIONS) effects.push({ kind: 'ability', characterId, name: ability, action });
    lines.push(`${name}: token actions Act, React and Hold.`);
  }
  if (characters.size === 0) lines.push('Select tokens that represent characters to give them token actions too.');
  return { messages: [toSender(sender, notice('Rondel: macros', lines))], effects };
};
