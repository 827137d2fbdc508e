// Review 10 (attack, stale buttons): an old Start a new fight button ends whatever fight is running. `!rondel start`
// over a running fight asks first, with a button `!rondel start --confirm` ("keep the tokens selected"). The GM
// carries on instead; turns later (or in the next fight), with tokens selected to `add` or `set` them, a misclick on
// that card in the chat ends the running fight and starts another: the clock, every count, conditions and effects
// are gone, and undo cannot bring them back (a new fight starts a new history). This is the loss review 9 closed for
// End (docs/rules.md ruling 88: the End the fight button "ends the fight it asked about while that fight has not moved
// on; after a step, or in another fight, it does nothing"); Start's button carries no moment at all. It should do
// nothing once the fight it asked about has moved on (typed `--confirm` may still start at once).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('an old Start a new fight button', () => {
  it('does not end a fight that has moved on since it was asked', () => {
    const t = aTable();
    const party = [t.tokens.aldric, t.tokens.lira, t.tokens.goblin];
    t.say(t.gm, '!rondel start', party);
    const asked = t.say(t.gm, '!rondel start', party);
    const button = (asked.map((m) => m.content).join('').match(/href="(![^"]*start --confirm[^"]*)"/)?.[1] ?? '').replace(/&quot;/g, '"');
    expect(button).toMatch(/^!rondel start --confirm/);
    // the GM carries on with this fight
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.goblin]);
    const before = t.tracker();
    // later, the tokens still selected, the old card's button is clicked
    const pressed = t.say(t.gm, button, party);
    expect(plain(pressed.map((m) => m.content).join('\n'))).not.toMatch(/The fight begins/);
    expect(t.tracker()).toEqual(before);
  });
});
