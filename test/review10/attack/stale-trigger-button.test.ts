// Review 10 (attack): an old Trigger button fires a readied action it was not made for. In 10-second rounds `act
// ready` whispers the player a Trigger button (src/app/ready-button.ts), `!rondel trigger --token ID`: it names the
// combatant, not the readied action or the round. Pat readies Aldric "if the goblin runs" in round 1; the action is
// lost at Aldric's next turn (RULES.md "At the ready": it lasts until the start of the combatant's next turn); in round
// 2 Pat readies "if the door opens". A click on round 1's button, still in Pat's chat, now fires "if the door opens"
// at once, on nobody's trigger, and spends the round's reaction. Every other button of the script carries its moment
// (README "Buttons that cannot misfire": the menu's --turn; the End the turn button's --turn/--due; End the fight's
// --asked): the old Trigger button should be refused ("That button was for round 1 …"), as a stale menu button is.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

function triggerButton(chat: readonly { content: string }[]): string {
  const m = chat.map((c) => c.content).join('').match(/href="(![^"]*trigger[^"]*)"/);
  return (m?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe('a Trigger button from an earlier round', () => {
  it('does not fire the readied action of a later round', () => {
    const t = aTable();
    t.sb.dice.queue(9, 5);
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    const first = t.say(t.pat, '!rondel act ready --note if the goblin runs', [t.tokens.aldric]);
    const oldButton = triggerButton(first);
    expect(oldButton).toMatch(/^!rondel trigger --token /);
    // round 1 goes by without the goblin running; in round 2 Aldric readies something else
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    const second = t.say(t.pat, '!rondel act ready --note if the door opens', [t.tokens.aldric]);
    expect(plain(second.map((m) => m.content).join('\n'))).toMatch(/if the door opens/);
    t.say(t.gm, '!rondel next');
    // Pat clicks the old button from round 1, still in the chat
    const pressed = t.say(t.pat, oldButton);
    const seen = plain(pressed.map((m) => m.content).join('\n'));
    expect(seen).not.toMatch(/acts at the ready: if the door opens/);
    expect(plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '')).toMatch(/Aldric .*at the ready/);
  });
});
