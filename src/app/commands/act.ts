// `act`: the due combatant declares its action (docs/rules.md §4; §9.2 and §9.3 for the older editions). Values not
// typed come from the sheet.
import type { ActionInput, FightStateBase, RuleSet } from '../../rules/core/rule-set';
import type { Allowance, Step } from '../../rules/core/events';
import type { Outgoing, Sender } from '../ports';
import { controls } from '../world-reads';
import { fail, noFight, refusal, rejectionOf, titleOf, toSender } from '../replies';
import { type Context, type Handler, present, ruleOptions, rulesOf } from '../context';
import { stepOutcome } from '../fight';
import { parseTradition, TRADITIONS, type SheetValues } from '../sheet';
import { durationEnd, parseDuration, withSpellEffect } from '../durations';
import { clockFormat } from '../../render/clock';
import { pointedAt } from '../target';
import { notice, noticeCard } from '../../render/cards';
import { text } from '../../render/html';
import { endTurnButton } from '../../render/menu';
import { notControlled, notYourTurn } from './turn';
import { echoedToActor } from '../echo';
import { triggerButtons } from '../ready-button';
import { BUTTON_WORD } from '../../commands/parse';

/**
 * The modifier a spell shortens its cool-down with: Faith for divine magic, Logic for axioms, Agility for others; with
 * no tradition at all, the sheet's casting modifier, else Agility (docs/rules.md §4).
 */
function magicModifier(sheet: SheetValues, tradition: string | null): number {
  if (tradition === 'divine') return sheet.faith;
  if (tradition === 'axiom') return sheet.logic;
  if (tradition === 'other') return sheet.agility;
  return sheet.castingMod ?? sheet.agility;
}

/**
 * Whether a value a player sent is on the sheet (docs/rules.md §4): the active weapon's or chosen spell's, or any
 * row's, which that row's own Act or Cast button sends (a weapon's speed, a spell's casting time and its tradition's
 * modifier: Faith, Logic or Agility), or a skill row's modifiers for Use Skill/Object and Hiding.
 */
function onSheet(sheet: SheetValues, action: string, key: 'speed' | 'mod' | 'cast', value: number, active: number): boolean {
  if (value === active) return true;
  if (key === 'speed') return sheet.rows?.speeds.includes(value) ?? false;
  if (key === 'cast') return sheet.rows?.casts.includes(value) ?? false;
  // Use Skill/Object takes the skill's own modifier (a skill row's Mod, or with its sub-attribute's, as the row's own
  // check adds them), Hiding the modifier of the sub-attribute a skill names (docs/rules.md §4)
  const skills = sheet.rows?.skills ?? [];
  if (action === 'skill') return skills.some((r) => r.mod === value || r.mod + r.sub === value);
  if (action === 'hide') return skills.some((r) => r.sub === value);
  return action === 'magic' && (sheet.rows?.casts.length ?? 0) > 0 && [sheet.faith, sheet.logic, sheet.agility].includes(value);
}

/** What a turn that goes on may still move, as its menu says (docs/rules.md §9.3): nothing promised to one held fast. */
function stillToMove(name: string, a: Allowance | null): string {
  if (a === null || a.kind === 'held' || (a.kind === 'move' && a.hexes === 0)) return '';
  if (a.kind === 'crawl') return a.hexes === 0 ? `${name} may still stand up, then ` : `${name} may still crawl or stand up, then `;
  return `${name} may still move, then `;
}

/**
 * A player whose turn goes on after the action (20- and 10-second rounds: the turn ends with `next`) is told so, and
 * how to end it, with the menu's End the turn button for this turn (refused once it is over): the card says only the
 * action.
 */
function turnGoesOn(ctx: Context, sender: Sender, rs: RuleSet<FightStateBase>, step: Step<FightStateBase>, id: string): Outgoing | null {
  const after = step.state;
  if (sender.isGM || sender.isApi || rs.current(after)?.id !== id) return null;
  const name = after.combatants.find((c) => c.id === id)?.name ?? 'It';
  // a turn of a move and an action (10-second rounds) says what is left of the move: its declaration says so
  const moveGoesOn = step.events.some((e) => e.type === 'action-declared' && e.id === id && e.turnGoesOn === true);
  const move = moveGoesOn ? stillToMove(name, rs.allowance(after, id, ruleOptions(ctx.stored.config))) : '';
  const serial = ctx.stored.fight?.serial;
  const done = endTurnButton('rondel', rs.clock(after), id, serial === undefined ? '' : ` --fight ${serial}`);
  return toSender(sender, noticeCard(titleOf(ctx), [text(`${name}’s turn goes on: ${move}end the turn with !rondel done (or the tracker’s next-turn button).`, 300), done]));
}

export const act: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, sender);
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const world = ctx.ports.world;
  const action = parsed.arg;
  if (!action) return fail(ctx, sender, `Name the action: ${rs.actions.map((a) => a.key).join(', ')}.`, parsed);
  if (!rs.actions.some((a) => a.key === action)) return refusal(ctx, sender, { code: 'not-in-rule-set', action, ruleSet: rs.id });
  const target = pointedAt(ctx, cmd, state);
  if (target.error) return fail(ctx, sender, target.error, parsed);
  const current = rs.current(state);
  let id: string;
  const inFight = target.ids.filter((x) => state.combatants.some((c) => c.id === x));
  // a selection with no combatant in it is a stray one: the command is about whoever is due
  if (target.given && (inFight.length > 0 || target.source !== 'selection')) {
    if (inFight.length === 0) return fail(ctx, sender, 'That token is not in the fight.', parsed);
    id = inFight.find((x) => x === current?.id) ?? (inFight[0] as string);
  } else {
    const notYours = notYourTurn(ctx, sender, rs, state, current);
    if (notYours) return notYours;
    id = (current as { id: string }).id;
  }
  if (!controls(world, sender, id)) return notControlled(ctx, sender, state, id);
  // a menu button carries the turn it was made for: after that turn it acts for nobody (docs/rules.md §15)
  const turn = parsed.flags.turn;
  if (typeof turn === 'number' && (turn !== rs.clock(state) || current?.id !== id)) {
    const clock = clockFormat(rs.id);
    const whose = state.combatants.find((c) => c.id === id)?.name ?? 'that combatant';
    const now = turn === rs.clock(state) ? `${whose}’s turn there has ended` : `it is ${clock.at(rs.clock(state))} now`;
    return fail(ctx, sender, `That menu was for ${clock.at(turn)}, and ${now}: nothing was done. !rondel menu brings the menu of a turn that is yours.`);
  }
  const sheet = world.sheet(id);
  const flag = (k: string): number | undefined => (typeof parsed.flags[k] === 'number' ? (parsed.flags[k] as number) : undefined);
  // the tradition typed, else the sheet's chosen spell's (docs/rules.md §4)
  const typed = typeof parsed.flags.tradition === 'string' ? parsed.flags.tradition : '';
  const tradition = typed === '' ? (sheet.tradition ?? null) : parseTradition(typed);
  if (typed !== '' && tradition === null) return fail(ctx, sender, `Unknown tradition “${typed.slice(0, 30)}”. Traditions: ${Object.entries(TRADITIONS).map(([k, a]) => `${k} (${a})`).join(', ')}.`, parsed);
  const durationText = typeof parsed.flags.duration === 'string' ? parsed.flags.duration : '';
  if (durationText !== '' && action !== 'magic') return fail(ctx, sender, '--duration is for a spell: act magic --note NAME --duration 3 rounds.', parsed);
  const duration = durationText === '' ? null : parseDuration(rs, durationText);
  if (typeof duration === 'string') return fail(ctx, sender, duration, parsed);
  // the duration must fit the rule set now, not only when the spell resolves
  if (duration) {
    const fits = durationEnd(rs, state, duration.unit, duration.n);
    if (typeof fits === 'string') return fail(ctx, sender, fits, parsed);
  }
  const fromSheet = { speed: sheet.speed, mod: action === 'magic' ? magicModifier(sheet, tradition) : sheet.agility, cast: sheet.cast };
  const input: ActionInput = {
    speed: flag('speed') ?? fromSheet.speed,
    mod: flag('mod') ?? fromSheet.mod,
    cast: flag('cast') ?? fromSheet.cast,
    change: parsed.flags.change === true,
  };
  // a spell cast without a name (the Change action's Magic, a typed `act magic`) is the sheet's chosen spell, as its
  // tradition is, unless another casting time says it is another spell (docs/rules.md §4)
  const typedNote = typeof parsed.flags.note === 'string' ? parsed.flags.note : '';
  const note = typedNote === '' && action === 'magic' && sheet.spell && (flag('cast') === undefined || flag('cast') === sheet.cast) ? sheet.spell : typedNote;
  const step = rs.declare(state, id, action, input, ctx.ports.dice, ruleOptions(ctx.stored.config), note);
  const refused = rejectionOf(step);
  // the GM's token still selected from an earlier command (an `add`) is who the action was for: the GM is told how to
  // act for the one due (docs/rules.md §15)
  const stale = refused?.code === 'not-due' && sender.isGM && target.source === 'selection' && current !== undefined && current.id !== id;
  if (refused) return refusal(ctx, sender, refused, undefined, stale ? `It was the selected token: select none (or ${current.name}, who is due) to act for whoever is due.` : undefined);
  // under announce=gm the player still hears what they did (docs/rules.md §15)
  const taken = echoedToActor(ctx, sender, id, stepOutcome(ctx, fight, duration ? withSpellEffect(rs, step, id, note, duration) : step));
  // at the ready: the Trigger button goes to whoever plays it (docs/rules.md §9.3)
  const readied = action === 'ready' && rs.trigger ? triggerButtons(ctx, BUTTON_WORD, id, state.combatants.find((c) => c.id === id)?.name ?? 'A combatant', rs.clock(state)) : [];
  const still = turnGoesOn(ctx, sender, rs, step, id);
  const outcome = readied.length || still ? { ...taken, messages: [...taken.messages, ...readied, ...(still ? [still] : [])] } : taken;
  // a player's typed value that is not the sheet's is theirs to type (another weapon, a spell's own time), and the
  // GM's to see: the card shows the sum, the GM is told what differs from the sheet
  const differs = !sender.isGM && sheet.hasSheet ? (['speed', 'mod', 'cast'] as const).filter((k) => flag(k) !== undefined && !onSheet(sheet, action, k, flag(k) as number, fromSheet[k]) && (k !== 'cast' || action === 'magic')) : [];
  if (differs.length === 0) return outcome;
  const who = state.combatants.find((c) => c.id === id)?.name ?? 'A combatant';
  const typedLine = `${who} (${sender.name}) typed ${differs.map((k) => `--${k} ${flag(k)} (the sheet: ${fromSheet[k]})`).join(', ')}.`;
  return { ...outcome, messages: [...outcome.messages, { to: 'gm', html: notice(`${titleOf(ctx)}: typed, not the sheet’s`, [typedLine]), noarchive: true }] };
};
