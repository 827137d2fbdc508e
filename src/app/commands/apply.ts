// `apply`: the GM's button under an attack lowers the target's body (docs/rules.md §10). Once: a second click of the
// same button changes nothing. During a fight the application is a step of the fight's history, so `undo` and `redo`
// take it back and forth with the rest; outside a fight `undo` takes back the last one.
import { record } from '../../rules/core/history';
import { button, COLOURS, join, text, type Html } from '../../render/html';
import { noticeCard } from '../../render/cards';
import { addPending, bodyWrites, damageOf, ledgerOf, markApplied, planDamage, withDamage, APPLIED_LIMIT, PENDING_LIMIT, type AppliedDamage, type BodyMove, type RollLedger } from '../damage';
import { announceTo, fail, titleOf } from '../replies';
import { isHidden } from '../world-reads';
import { type Command, type Context, type Handler, present } from '../context';
import type { Stored } from '../model';
import type { Outcome } from '../outcome';
import type { Outgoing } from '../ports';
import { fightStamp, NO_FIGHT_STAMP } from '../fight-with';
import { BUTTON_WORD } from '../../commands/parse';

const APPLIED_ALREADY = 'That damage is applied already.';

/**
 * Why an attack the ledger no longer holds cannot be applied (docs/rules.md ruling 95): its damage was applied (the
 * record of an application let go first), it is older than the attacks kept, or there never was such an attack. Ids
 * only go up, so a button never applies another attack's damage.
 */
function goneAttack(stored: Stored, ledger: RollLedger, rollId: string): string {
  const fight = stored.fight;
  // each step of the fight carries its own application (damage.ts): the present and the steps before it are searched
  if ((fight && appliedInFight(fight, rollId)) || ledger.applied.some((d) => d.roll === rollId)) return APPLIED_ALREADY;
  const n = /^\d{1,9}$/.test(rollId) ? Number(rollId) : 0;
  if (n >= 1 && n < ledger.next) {
    return `That attack is too old to apply here: the script keeps the damage of its last ${PENDING_LIMIT} attacks for their Apply buttons. If its damage was not applied, change the target’s bar by hand (and its body_points, when the bar is linked to them).`;
  }
  return `There is no attack ${rollId.slice(0, 20)} to apply: nothing was applied.`;
}

/** Whether the fight's history up to now applied attack `roll` (its present or a step before it: not one undone). */
function appliedInFight(fight: NonNullable<Stored['fight']>, roll: string): boolean {
  const t = fight.timeline;
  if (damageOf(t.present).some((d) => d.roll === roll)) return true;
  for (let i = 0; i < t.past.length; i += 1) if (damageOf(t.past[i] as (typeof t.past)[number]).some((d) => d.roll === roll)) return true;
  return false;
}

/** What applying a pending attack's damage does, or why it cannot be applied. */
export function applyPending(ctx: Context, stored: Stored, rollId: string): { stored: Stored; outcome: Omit<Outcome, 'stored'> } | string {
  const ledger = ledgerOf(stored);
  const pending = ledger.pending.find((p) => p.id === rollId);
  if (!pending) return goneAttack(stored, ledger, rollId);
  if (pending.applied) return APPLIED_ALREADY;
  const world = ctx.ports.world;
  const token = world.token(pending.target);
  const body = world.body(pending.target);
  if (!token || !body) return 'The target no longer exists: nothing was applied.';
  const plan = planDamage(rollId, pending.target, pending.amount, body);
  if (typeof plan === 'string') return `${token.name}: ${plan}. Nothing was applied.`;
  let next: Stored = { ...stored, rolls: markApplied(ledger, [rollId], true) };
  const fight = stored.fight;
  if (fight) {
    const state = present(fight);
    // the step's own application: the steps after carry it on, and undo tells it from theirs (damage.ts WithDamage)
    next = { ...next, fight: { ...fight, timeline: record(fight.timeline, withDamage(state, [plan])) } };
  } else {
    const applied = [...ledgerOf(next).applied, plan];
    next = { ...next, rolls: { ...ledgerOf(next), applied: applied.slice(Math.max(0, applied.length - APPLIED_LIMIT)) } };
  }
  return { stored: next, outcome: { messages: appliedMessages(ctx, token.name, plan), effects: bodyWrites(plan, 'apply') } };
}

function bodyLine(d: AppliedDamage, direction: 'apply' | 'restore', move?: BodyMove | null): string {
  const v = d.attribute ?? d.bar;
  if (!v) return '';
  // no move of a bar-only application: its bar is linked to another sheet's body now, and was left alone (damage.ts)
  if (move === null && !d.attribute) return ' Its bar1 is another sheet’s body now: left as it is.';
  const [from, to] = move ? [move.from, move.to] : direction === 'apply' ? [v.before, v.after] : [v.after, v.before];
  return ` Body ${from} → ${to}${d.attribute ? ' (body_points and its bar)' : ' (bar1)'}.`;
}

/**
 * The fight a damage card's Undo belongs to (docs/rules.md ruling 98): the running fight's serial, or `--fight 0` for
 * damage applied outside a fight, so the button undoes nothing of a fight started since (ruling 99).
 */
function undoStamp(ctx: Context): string {
  return ctx.stored.fight ? fightStamp(ctx.stored.fight) : ` --fight ${NO_FIGHT_STAMP}`;
}

/**
 * A combatant of the running fight left at 0 body or below (brought there, or hit again there): the rulebook says no more (docs/rules.md ruling 103), so
 * the GM is offered what turn scripts offer, one click each: Unconscious (it keeps its place, its turns lost), or out of
 * the fight (its turns skipped for good). Buttons carry the fight (ruling 98).
 */
function downButtons(ctx: Context, name: string, d: AppliedDamage): Html[] {
  const v = d.attribute ?? d.bar;
  const fight = ctx.stored.fight;
  if (!v || !fight || v.after > 0) return [];
  const c = present(fight).combatants.find((x) => x.id === d.target);
  if (!c) return [];
  const stamp = fightStamp(fight);
  return [
    join([
      text(`${name} is down to ${v.after} body: `, 120),
      ...(c.conditions.includes('unconscious') ? [] : [button(text('Unconscious'), `!rondel condition --add unconscious --token ${d.target} --roll ${d.roll}${stamp}`, '#455a64')]),
      button(text('Out of the fight'), `!rondel remove --token ${d.target} --roll ${d.roll}${stamp}`, '#455a64'),
    ]),
  ];
}

/**
 * A damage card's Unconscious or Out of the fight (`--roll N`) answers that damage: it goes on only while that damage is
 * known to stand. Refused once it is taken back (an undo), and once nothing shows it any more (its record gave way to
 * newer attacks, ruling 95, and its step is older than the undo history, or was undone and let go): such a button
 * would knock out a combatant whose body may be whole again (ruling 103). Null when it may go on.
 */
export function undoneDamage(ctx: Context, cmd: Command): Outcome | null {
  const roll = cmd.parsed.flags.roll;
  if (typeof roll !== 'string') return null;
  const ledger = ledgerOf(ctx.stored);
  const fight = ctx.stored.fight;
  const pending = ledger.pending.find((p) => p.id === roll);
  // the attack's record says it: undo marks it not applied
  if (pending !== undefined) return pending.applied ? null : takenBack(ctx, cmd);
  // the record gave way (the applied give way first): the application still shows in the fight's history up to now, or
  // among those made while no fight ran
  if ((fight !== null && appliedInFight(fight, roll)) || ledger.applied.some((d) => d.roll === roll)) return null;
  if (fight !== null && fight.timeline.future.some((s) => damageOf(s).some((d) => d.roll === roll))) return takenBack(ctx, cmd);
  return fail(ctx, cmd.sender, `That button is for damage the script no longer keeps, so it cannot tell whether it still stands: nothing was done. To do it anyway: ${byHand(cmd)}`);
}

function takenBack(ctx: Context, cmd: Command): Outcome {
  return fail(ctx, cmd.sender, `That button was for damage that has been taken back since: nothing was done. To do it anyway: ${byHand(cmd)}`);
}

/** The command a down button stands for, typed with the token selected. */
function byHand(cmd: Command): string {
  return `!${BUTTON_WORD} ${cmd.parsed.verb.name}${cmd.parsed.verb.name === 'condition' ? ' --add unconscious' : ''} with the token selected.`;
}

function appliedMessages(ctx: Context, name: string, d: AppliedDamage): Outgoing[] {
  const gm = noticeCard('Damage applied', [text(`${name} takes ${d.amount} damage.${bodyLine(d, 'apply')}`, 200), ...downButtons(ctx, name, d), join([button(text('Undo'), `!rondel undo --roll ${d.roll}${undoStamp(ctx)}`, '#455a64')])], COLOURS.good);
  const out: Outgoing[] = [{ to: 'gm', html: gm, noarchive: true }];
  if (announceTo(ctx.stored.config) === 'all' && !isHidden(ctx.ports.world, d.target)) out.push({ to: 'all', html: noticeCard(titleOf(ctx), [text(`${name} takes ${d.amount} damage.`, 120)]) });
  return out;
}

/** What the GM reads when an undo or redo moved an application. */
export function damageMoved(ctx: Context, d: AppliedDamage, direction: 'apply' | 'restore', move?: BodyMove | null): string {
  const name = ctx.ports.world.token(d.target)?.name ?? 'A token that is gone';
  return direction === 'restore' ? `${name}: ${d.amount} damage taken back.${bodyLine(d, 'restore', move)}` : `${name}: ${d.amount} damage applied again.${bodyLine(d, 'apply', move)}`;
}

/** The pending record of a new attack with damage, and the GM's Apply button (or the damage applied at once). */
export function offerDamage(ctx: Context, stored: Stored, target: string, targetName: string, amount: number): { stored: Stored; outcome: Omit<Outcome, 'stored'> } {
  const { ledger, id } = addPending(ledgerOf(stored), target, amount);
  const withPending: Stored = { ...stored, rolls: ledger };
  if (ctx.stored.config.autoDamage) {
    const applied = applyPending(ctx, withPending, id);
    if (typeof applied !== 'string') return applied;
    return { stored: withPending, outcome: { messages: [{ to: 'gm', html: noticeCard('Damage not applied', [text(applied, 300)]), noarchive: true }] } };
  }
  // a body that cannot take it now (no number in bar1, none in body_points) gets no button that would only say so:
  // the GM is told why, and how to apply it once the number is there
  const body = ctx.ports.world.body(target);
  const why = body ? planDamage(id, target, amount, body) : 'it is no longer on the table';
  if (typeof why === 'string') {
    const note = text(`${amount} damage to ${targetName} not offered: ${why}. Then: !rondel apply --roll ${id}`, 300);
    return { stored: withPending, outcome: { messages: [{ to: 'gm', html: noticeCard('Damage', [note]), noarchive: true }] } };
  }
  const html = noticeCard('Damage', [join([button(text(`Apply ${amount} damage`), `!rondel apply --roll ${id}`, COLOURS.bad), text(` to ${targetName}`, 60)])]);
  return { stored: withPending, outcome: { messages: [{ to: 'gm', html, noarchive: true }] } };
}

export const apply: Handler = (ctx, cmd) => {
  const id = cmd.parsed.flags.roll;
  if (typeof id !== 'string' || id === '') return fail(ctx, cmd.sender, 'Say which attack: --roll N (the Apply button sends it).', cmd.parsed);
  // a number typed with leading zeros is the same attack (ids are written as JavaScript writes a whole number)
  const done = applyPending(ctx, ctx.stored, /^0+\d/.test(id) && /^\d{1,12}$/.test(id) ? String(Number(id)) : id);
  if (typeof done === 'string') return fail(ctx, cmd.sender, done);
  return { stored: done.stored, ...done.outcome };
};
