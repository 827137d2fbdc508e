// Review 11c, wrong or missing words (small). A fight runs; the GM types `!rondel start` with the tokens selected and
// is asked (Start a new fight "keep the tokens selected"); the fight moves on (`next`), then the old button is pressed.
// The GM reads:
//   That button was for a fight that has moved on or ended: nothing was done. To start a new one: !rondel start --confirm.
// Typing exactly that (the tokens are no longer selected after the click on a chat button, as a rule) answers
// "Select the tokens in the fight first, then run !rondel start.", and that, typed, asks the question again: three
// rounds of chat for one start. The same refusal after the fight ended says what to do in one go ("To start a fight,
// select its tokens and type !rondel start."). What the GM should see: "… To start a new one, select its tokens and
// type !rondel start --confirm." (and "moved on", not "moved on or ended", since the fight is running).
// Words: the stale Start refusal in src/app/commands/start.ts (the `--asked` check of a running fight).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

describe('an old Start a new fight button while a fight runs', () => {
  it('says to select the tokens, as the refusal after the fight ended does', () => {
    const t = aTable({ seed: 7 });
    const all = [t.tokens.aldric, t.tokens.lira, t.tokens.borin, t.tokens.kess, t.tokens.goblin, t.tokens.zombie];
    t.say(t.gm, '!rondel start --rules rounds', all);
    const asked = t.say(t.gm, '!rondel start', all).map((m) => m.content).join('');
    const button = /href="(!rondel start[^"]*--asked[^"]*)"/.exec(asked)?.[1];
    expect(button).toBeDefined();
    t.say(t.gm, '!rondel next');
    const refusal = plain(t.say(t.gm, button!).map((m) => m.content).join('\n'));
    expect(refusal).toMatch(/nothing was done/);
    expect(refusal).toMatch(/select (its|the) tokens/i);
    expect(refusal).not.toMatch(/or ended/);
  });
});
