// What a step whispers besides its cards: the due combatant's action menu, to whoever plays it, and the Stand up
// button of a prone combatant at a movement window or moment.
import { blocksActing } from '../rules/core/conditions';
import type { Allowance, FightEvent } from '../rules/core/events';
import type { ActionsNow, FightStateBase, RuleSet } from '../rules/core/rule-set';
import { clockFormat } from '../render/clock';
import { fitCard, PUBLIC_CARD_BYTES, type Row } from '../render/fit';
import { actionMenu, type MenuReaction } from '../render/menu';
import { button, join, muted, text, type Html } from '../render/html';
import type { Fight } from './model';
import { fightStamp } from './fight-with';
import { menuSheetOf } from './sheet';
import type { Outgoing } from './ports';
import { cardView, present, ruleOptions, rulesOf, type Context } from './context';
import { titleOf } from './replies';
import { controllersOf, imageOfToken, isHidden, nameLookup } from './world-reads';
import { BUTTON_WORD } from '../commands/parse';

/**
 * At a movement window or moment, the players of a prone combatant that may get up there are whispered a Stand up
 * button: the window's card is everyone's, the button is theirs (docs/rules.md §14 ruling 90); so are those knocked
 * prone while one is open, or in their own turn in 10-second rounds (whose menu has the button otherwise). A combatant
 * whose menu comes with the step has it there; one hidden from the players is the GM's, who types it. Each player gets
 * one card a step, however many of theirs lie prone (a line and a button each), cut to a card's budget.
 */
export function standOffers(ctx: Context, rs: RuleSet<FightStateBase>, events: readonly FightEvent[], after: FightStateBase, before: FightStateBase): readonly Outgoing[] {
  // each recipient's offers, one card each however many of theirs lie prone ('all': everyone's own tokens)
  let lines: Map<string, Offer[]> | null = null;
  const offered = new Set<string>();
  let nameOf: ((id: string) => string) | null = null;
  const when = rs.id === 'rounds' ? 'on its turn, for half its movement' : rs.id === 'seconds' ? 'at this movement moment, with no hexes there' : 'at this movement window, with no hexes there';
  const offer = (id: string): void => {
    // one whose menu comes with this step has the button there; one already offered it in this step is not again
    if (offered.has(id) || events.some((x) => x.type === 'turn-due' && x.id === id && !x.blockedBy)) return;
    offered.add(id);
    const world = ctx.ports.world;
    if (isHidden(world, id)) return;
    const controllers = controllersOf(world, id) ?? [];
    const prone: Offer = { id, name: (nameOf ??= nameLookup(after, before))(id) };
    const to = controllers.includes('all') ? ['all'] : controllers.filter((p) => !world.isGM(p));
    for (const p of to) {
      const list = (lines ??= new Map()).get(p);
      if (list === undefined) lines.set(p, [prone]);
      else list.push(prone);
    }
  };
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    // a window that opens, or a combatant knocked prone while one is open (or in its own turn, 10-second rounds)
    if (e.type === 'allowance-changed' && e.allowance.kind === 'crawl') offer(e.id);
    if (e.type !== 'movement-window') continue;
    for (let k = 0; k < e.combatants.length; k += 1) {
      const c = e.combatants[k] as (typeof e.combatants)[number];
      // most combatants are not prone: nothing else is looked at
      if (c.allowance.kind === 'crawl') offer(c.id);
    }
  }
  if (lines === null) return NO_OUTGOING;
  const out: Outgoing[] = [];
  const title = text(titleOf(ctx));
  const stamp = fightStamp(ctx.stored.fight);
  const standUp = (o: Offer): Html => button(text('Stand up'), `!rondel stand --token ${o.id}${stamp}`);
  for (const [p, list] of lines as Map<string, Offer[]>) {
    // one prone: the sentence and its button; several: the sentence once, then a line each, cut to a card's budget
    // like any card (those left out are counted, and stand up with the command)
    const rows: Row[] =
      list.length === 1
        ? [{ kind: 'line', group: 'stand', html: join([text(`${(list[0] as Offer).name} is prone: it may stand up ${when}. `, 200), standUp(list[0] as Offer)]) }]
        : [
            { kind: 'fixed', html: text(`Each of these is prone: it may stand up ${when}.`, 200) },
            ...list.map((o): Row => ({ kind: 'line', group: 'stand', html: join([text(`${o.name} `, 60), standUp(o)]) })),
          ];
    const html = fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more: (_group, hidden) => muted(text(`… and ${hidden} more prone: !rondel stand --token NAME`)) }).html;
    out.push({ to: p === 'all' ? 'all' : { player: p }, html, noarchive: true });
  }
  return out;
}

/** A prone combatant offered the Stand up button. */
interface Offer {
  readonly id: string;
  readonly name: string;
}

/** No messages (made once, never changed). */
const NO_OUTGOING: readonly Outgoing[] = [];

/** A menu's React button (made once). */
const REACT_BUTTON: MenuReaction = { kind: 'button' };

/**
 * The reaction part of a combatant's menu, as the rule set answers whether it may react (ruling 35: a stand in defense
 * forbids reactions the round after too, when no marker shows it any more).
 */
function reactionOf(rs: RuleSet<FightStateBase>, state: FightStateBase, id: string): MenuReaction {
  const r = rs.reactionRefused(state, id);
  if (r === null) return REACT_BUTTON;
  switch (r.code) {
    case 'flex-active':
      return { kind: 'flex', until: r.until };
    case 'reacted-this-round':
      return { kind: 'none', why: 'already reacted this round' };
    case 'in-defense':
      return { kind: 'none', why: rs.marks(state, id).some((m) => m.kind === 'defense') ? 'standing in defense' : 'stood in defense last round' };
    case 'cannot-react':
      return { kind: 'none', why: r.condition };
    default:
      return REACT_BUTTON;
  }
}

/** What a menu says of the turn's movement where it comes with the turn (10-second rounds, docs/rules.md §9.3). */
function moveWords(a: Allowance | null): string {
  if (a === null) return '';
  switch (a.kind) {
    case 'move':
      return a.hexes === 0 ? ' No move.' : ` Move up to ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}.`;
    case 'crawl':
      // half of a single hex is none: no crawl then, only standing up
      return a.hexes === 0 ? ' Prone: too slow to crawl; stand up for half your movement.' : ` Prone: crawl up to ${a.hexes} hex${a.hexes === 1 ? '' : 'es'}, or stand up for half your movement.`;
    case 'held':
      return ` No move: ${a.reason}.`;
  }
}

/** The line under a menu's buttons: the rule set's one action a turn, what is left of the turn once it is taken. */
function menuNote(rs: RuleSet<FightStateBase>, now: ActionsNow, allowance: Allowance | null, heldLast: boolean): string {
  const taken = now.taken;
  if (taken !== null) {
    return `${rs.name}: your action this turn is taken (${cardView(rs).actionLabel(taken)}).${moveWords(allowance)} End the turn when you are done.`;
  }
  if (rs.id === 'rounds') return `${rs.name}: one action on your turn.${moveWords(allowance)}${now.withheld === undefined ? '' : ` ${now.withheld}`}`;
  if (rs.id !== 'rondel') return `${rs.name}: one action on your turn.`;
  return heldLast ? 'You held last time: no Hold now, and no Change cost.' : 'Change adds d4 when you switch intent or weapon.';
}

/** Whether a step brings a turn (a `turn-due` event). */
function hasTurn(events: readonly FightEvent[]): boolean {
  for (let i = 0; i < events.length; i += 1) if ((events[i] as FightEvent).type === 'turn-due') return true;
  return false;
}

/** The menu of the combatant a `turn-due` event names, for whoever plays it; none for one that cannot act. */
export function menusFor(ctx: Context, fight: Fight, events: readonly FightEvent[]): Outgoing[] {
  const out: Outgoing[] = [];
  // most steps but a turn's end bring no turn: nothing to look up
  if (!hasTurn(events)) return out;
  const rs = rulesOf(fight.rules);
  const state = present(fight);
  const due = rs.current(state);
  const world = ctx.ports.world;
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i] as FightEvent;
    if (e.type !== 'turn-due' || e.blockedBy || !due || due.id !== e.id || blocksActing(due.conditions)) continue;
    const sheet = world.menuSheet ? world.menuSheet(e.id) : menuSheetOf(world.sheet(e.id));
    // a combatant hidden from the players is played by the GM, whoever controls its token
    const controllers = isHidden(world, e.id) ? [] : (controllersOf(world, e.id) ?? []);
    const heldLast = (due as { lastAction?: unknown }).lastAction === 'hold';
    // what it may still declare, as the rule set would take it: no Hold after a hold, nothing once a turn's one action
    // is taken (10-second rounds, whose turn then goes on: it may still move, react, and end the turn)
    const now = rs.actionsNow(state, e.id);
    // prone where it may stand now (a window, a moment, its turn in 10-second rounds): a Stand up button
    const allowance = rs.allowance(state, e.id, ruleOptions(ctx.stored.config));
    const html = actionMenu({
      word: BUTTON_WORD,
      tokenId: e.id,
      name: due.name,
      at: clockFormat(rs.id).at(rs.clock(state)),
      turn: rs.clock(state),
      fight: fight.serial,
      actions: now.actions,
      // two literals, not a spread: a menu comes at every turn, and a spread is a generic copy in V8's first tiers
      defaults: sheet.spell ? { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition ?? undefined, spell: sheet.spell } : { speed: sheet.speed, agility: sheet.agility, cast: sheet.cast, tradition: sheet.tradition ?? undefined },
      changeFree: heldLast,
      reaction: reactionOf(rs, state, e.id),
      stand: allowance?.kind === 'crawl',
      done: now.taken !== null,
      note: menuNote(rs, now, allowance, heldLast),
      image: imageOfToken(world, e.id),
      whispered: !controllers.includes('all'),
    });
    const players: string[] = [];
    for (let k = 0; k < controllers.length; k += 1) {
      const p = controllers[k] as string;
      if (p !== 'all' && !world.isGM(p)) players.push(p);
    }
    if (controllers.includes('all')) out.push({ to: 'all', html, noarchive: true });
    else if (players.length === 0) out.push({ to: 'gm', html, noarchive: true });
    else for (const p of players) out.push({ to: { player: p }, html, noarchive: true });
  }
  return out;
}
