// `end`: the fight is over; its tracker entries and markers go, a short summary stays. It asks first, as `start` over a
// running fight does: an End pressed by mistake must not lose the fight (docs/rules.md §15).
import type { BaseCombatant } from '../../rules/core/rule-set';
import { clockFormat } from '../../render/clock';
import { fitCard, PUBLIC_CARD_BYTES, restCards, type Row } from '../../render/fit';
import { button, COLOURS, join, muted, raw, strong, text, unbroken, type Html } from '../../render/html';
import { noticeCard } from '../../render/cards';
import { announceTo, fail, noFight, titleOf, toSender } from '../replies';
import { isHidden } from '../world-reads';
import { type Handler, present, rulesOf } from '../context';
import { withoutAwards } from '../award';
import type { Outgoing } from '../ports';
import { BUTTON_WORD } from '../../commands/parse';

/** The head of the conditions the end card names. */
const HELD = 'Conditions still on at the end, cleared with the fight (markers and sheets too):';

export const end: Handler = (ctx, cmd) => {
  const fight = ctx.stored.fight;
  if (!fight) return noFight(ctx, cmd.sender);
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  // a person is asked first; a script (a hook, another Mod) cannot press a button, and means it
  if (cmd.parsed.flags.confirm !== true && !cmd.sender.isApi) {
    const n = s.combatants.length;
    const ask = noticeCard('End the fight?', [
      text(`It is at ${clockFormat(rs.id).at(rs.clock(s))} with ${n} combatant${n === 1 ? '' : 's'}. Ending it clears its tracker entries and markers, and undo cannot bring it back.`, 300),
      join([button(text('End the fight'), `!${BUTTON_WORD} end --confirm --asked`, COLOURS.bad), muted(text(' or carry on: nothing has changed'))]),
    ]);
    // the button ends this fight as it is now: a step, or another fight, and it does nothing
    return { stored: fight.endAsked ? ctx.stored : { ...ctx.stored, fight: { ...fight, endAsked: true } }, messages: [toSender(cmd.sender, ask)] };
  }
  if (cmd.parsed.flags.asked === true && fight.endAsked !== true) {
    return fail(ctx, cmd.sender, `That button was for a fight that has moved on or ended: nothing was done. To end this one: !${BUTTON_WORD} end.`);
  }
  const order = rs.order(s);
  const audience = announceTo(ctx.stored.config);
  const hidden = (id: string): boolean => isHidden(ctx.ports.world, id);
  const shown = audience === 'gm' ? order : order.filter((c) => !hidden(c.id));
  const secret = audience === 'gm' ? [] : order.filter((c) => hidden(c.id));
  const names = (list: readonly BaseCombatant[]): Row => ({ kind: 'list', head: strong(text(`In the fight at the end (${list.length}): `)), items: list.map((c) => unbroken(text(c.name, 40))) });
  // the conditions still on end with the fight (docs/rules.md §14 ruling 86): the card names them, so the GM can carry
  // them on; those of combatants hidden from the players are told to the GM alone
  const held = (list: readonly BaseCombatant[]): Html[] => list.filter((c) => c.conditions.length > 0).map((c) => text(`${c.name.slice(0, 40)}: ${c.conditions.join(', ')}`, 300));
  const shownHeld = held(shown).map((html): Row => ({ kind: 'line', group: 'condition', html }));
  const rows: Row[] = [
    { kind: 'fixed', html: text(`The fight ends at ${clockFormat(rs.id).at(rs.clock(s))}. Its tracker entries and markers are cleared.`, 200) },
    ...(shown.length ? [names(shown)] : []),
    ...(shownHeld.length ? [{ kind: 'fixed', html: strong(text(HELD)) } as const, ...shownHeld] : []),
  ];
  const over = `${titleOf(ctx)}: the fight is over`;
  const title = text(over);
  // what the card has no room for is said, as on every cut card: the GM has it in the whisper that follows
  const summary = fitCard({ title }, rows, { budget: PUBLIC_CARD_BYTES, more: (_group, hidden) => muted(text(`… and ${hidden} more still on (the GM has them).`)) });
  const messages: Outgoing[] = [{ to: audience, html: summary.html }];
  // the GM hears of the combatants hidden from the players, and has every name the card had no room for
  const secretHeld = held(secret);
  const gmRows = [
    ...(secret.length ? [join([text(`Hidden from the players (${secret.length}): `), join(secret.map((c) => text(c.name, 40)), raw(', '))])] : []),
    ...(secretHeld.length ? [strong(text(HELD)), ...secretHeld] : []),
    ...summary.rest,
  ];
  for (const html of restCards(text(`${over}, for the GM`), gmRows)) messages.push({ to: 'gm', html, noarchive: true });
  // an award earned in the fight ends with it (docs/rules.md §9.3)
  return { stored: { ...withoutAwards(ctx.stored), fight: null }, messages };
};
