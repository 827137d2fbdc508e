// `start`: the selected tokens start a new fight under the chosen rule set (docs/rules.md §2, §9).
import { timeline } from '../../rules/core/history';
import { isRuleSetId } from '../../rules/core/rule-set';
import { ruleSets } from '../../rules/registry';
import { notice, noticeCard } from '../../render/cards';
import { clockFormat } from '../../render/clock';
import { button, COLOURS, join, muted, strong, text } from '../../render/html';
import { restCards } from '../../render/fit';
import { announcements } from '../fight';
import { fail, titleOf, toSender } from '../replies';
import { menusFor } from '../menus';
import { nameLookup } from '../world-reads';
import { type Handler, present, ruleOptions, ruleSetTitle, rulesOf } from '../context';
import type { Fight } from '../model';
import { withoutAwards } from '../award';
import { sealOutsideUndo } from '../damage';
import { isTurnMarker, MARKER_LEFT_OUT, newCombatant, orphanedOut, sheetProblems } from './combatants';
import { BUTTON_WORD } from '../../commands/parse';

export const start: Handler = (ctx, cmd) => {
  const { parsed, sender } = cmd;
  // the ask's button starts a new fight in place of the one it asked about, while that one has not moved (ruling 88):
  // after a step, after its end (no fight now), or in another fight, it does nothing, whatever is selected
  const asked = ctx.stored.fight;
  if (parsed.flags.asked === true && asked?.startAsked !== true) {
    return fail(
      ctx,
      sender,
      asked
        ? `That button was for a fight that has moved on since: nothing was done. To start a new one, select its tokens and type !${BUTTON_WORD} start --confirm.`
        : `That button is from an earlier question, about a fight that has ended: nothing was done. To start a fight, select its tokens and type !${BUTTON_WORD} start.`,
      parsed,
    );
  }
  // another script's turn marker ("Round 0") lies under the tokens and is picked up by a drag-select: it never joins
  const tokens = cmd.selected.filter((t) => !isTurnMarker(t));
  const markers = cmd.selected.length - tokens.length;
  if (tokens.length === 0) return fail(ctx, sender, markers ? 'Only another script’s turn marker is selected: select the tokens in the fight, then run !rondel start.' : 'Select the tokens in the fight first, then run !rondel start.', parsed);
  const chosen = typeof parsed.flags.rules === 'string' ? parsed.flags.rules.toLowerCase() : ctx.stored.config.rules;
  if (!isRuleSetId(chosen)) return fail(ctx, sender, `There is no rule set “${chosen.slice(0, 30)}”. Rule sets: ${ruleSets().map((r) => r.id).join(', ')}.`, parsed);
  const rs = rulesOf(chosen);
  const running = ctx.stored.fight;
  if (running && parsed.flags.confirm !== true) {
    const s = present(running);
    const rules = chosen === ctx.stored.config.rules ? '' : ` --rules ${chosen}`;
    return {
      // the button replaces this fight as it is now: after a step (an undo too), or in another fight, it does nothing
      stored: running.startAsked ? ctx.stored : { ...ctx.stored, fight: { ...running, startAsked: true } },
      messages: [
        toSender(
          sender,
          noticeCard('A fight is still running', [
            text(`It is at ${clockFormat(running.rules).at(rulesOf(running.rules).clock(s))} with ${s.combatants.length} combatant${s.combatants.length === 1 ? '' : 's'}. Starting again ends it and starts a new one.`, 300),
            join([button(text('Start a new fight'), `!${BUTTON_WORD} start --confirm --asked${rules}`, COLOURS.bad), muted(text(' keep the tokens selected'))]),
          ]),
        ),
      ],
    };
  }
  // a token whose character is gone would leave again at the first look: refused, with the reason
  const { kept: joining, refused: orphans } = orphanedOut(ctx.ports.world, tokens);
  if (joining.length === 0 && orphans) return fail(ctx, sender, orphans, parsed);
  const pageId = (joining[0] as { pageId: string }).pageId;
  const onPage = joining.filter((t) => t.pageId === pageId);
  const made = onPage.map((t) => newCombatant(ctx.ports.world, t));
  const step = rs.start(
    made.map((m) => m.nc),
    ctx.ports.dice,
    ruleOptions(ctx.stored.config),
  );
  const skipped = joining.length - onPage.length;
  const extra = sheetProblems(made.map((m) => ({ name: m.nc.name, sheet: m.sheet })), ruleSetTitle(rs.id));
  const left = [
    ...(skipped ? [`${skipped} selected token(s) on another page were left out: a fight stays on one page.`] : []),
    ...(markers ? [MARKER_LEFT_OUT] : []),
    ...(orphans ? [orphans] : []),
  ];
  if (left.length) extra.push(toSender(sender, notice(titleOf(ctx), left)));
  // the fight this start replaces ends with its conditions (docs/rules.md ruling 86): as its end card would, the GM is
  // told which were still on, hidden combatants' too, so they can be carried on with `condition --add`
  if (running) {
    const was = present(running);
    const held = rulesOf(running.rules)
      .order(was)
      .filter((c) => c.conditions.length > 0)
      .map((c) => `${c.name.slice(0, 40)}: ${c.conditions.join(', ')}`);
    if (held.length) {
      const head = `Conditions still on when the last fight ended (at ${clockFormat(running.rules).at(rulesOf(running.rules).clock(was))}), cleared with it (markers and sheets too):`;
      for (const html of restCards(text(`${titleOf(ctx)}: the fight replaced`), [strong(text(head, 200)), ...held.map((l) => text(l, 300))])) extra.push({ to: 'gm', html, noarchive: true });
    }
  }
  // a new fight starts a new history: the old one was on its own page; and a new serial, which its buttons send, so
  // that a button of an earlier fight does nothing in it (docs/rules.md §15)
  const serial = (ctx.stored.fights ?? 0) + 1;
  const fight: Fight = { rules: rs.id, pageId, timeline: timeline(step.state), lastTurnOrder: '', serial };
  // a new fight starts with no critical award (docs/rules.md §9.3): the round numbers start again; and the damage
  // applied before it can no longer be undone without a fight (ruling 99): an undo after this fight's end must not
  // reach back over it
  const stored = { ...sealOutsideUndo(withoutAwards(ctx.stored)), fights: serial, fight };
  return {
    stored,
    messages: [...announcements(ctx, rs, rs.clock(step.state), step.events, nameLookup(step.state), step.state), ...extra],
    menus: menusFor({ ...ctx, stored }, fight, step.events),
    openTracker: pageId,
    events: step.events,
  };
};
