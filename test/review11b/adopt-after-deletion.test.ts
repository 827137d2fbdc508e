// Review 11b. Another script (RoundMaster, say) silently wrote the Goblin's value into the tracker; the next thing at
// the table is the GM deleting a token of the fight (Lira's). Since today's commit 91ff6c3 the deletion reads the
// other script's write first (docs/rules.md §13) and the GM is whispered "Goblin: next action 12 → 20 in the tracker.
// Adopt". But the deletion is a step of the fight and withdraws every Adopt offer (ruling 94), so that fresh button,
// pressed right away, answers "That Adopt button was for a tracker edit the fight has moved on from …: nothing was
// done". The GM is offered a button that can never work. As at a command or a tracker press (ruling 94: "its buttons
// outlive that command's step"), the offers found by a deletion should outlive the deletion's own step
// (`keepOffers` in src/roll20/app.ts onTokenDestroyed / onCharacterDestroyed).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../integration/table';
import { adoptButtons } from '../support/adopt-buttons';

const said = (out: { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

function foreignWrite(t: Table): void {
  t.sb.campaign.set('turnorder', JSON.stringify(t.sb.turnOrder().map((e) => (e.id === t.tokens.goblin.id ? { ...e, pr: 20 } : e))));
}

describe('Adopt buttons of another script’s write found at a deletion', () => {
  it('a token deleted: the Adopt button on the card that came with it works', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    foreignWrite(t);
    const mark = t.sb.recorder.mark();
    t.sb.driver.remove(t.tokens.lira);
    const [adopt] = adoptButtons(t, mark);
    expect(adopt).toMatch(/set --token/);
    expect(said(t.say(t.gm, adopt as string))).not.toMatch(/nothing was done/);
    expect(t.tracker().find(([n]) => n === 'Goblin')?.[1]).toBe(20);
  });

  it('a character deleted: the Adopt button on the card that came with it works', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    foreignWrite(t);
    const mark = t.sb.recorder.mark();
    t.sb.driver.remove(t.characters.lira);
    const [adopt] = adoptButtons(t, mark);
    expect(adopt).toMatch(/set --token/);
    expect(said(t.say(t.gm, adopt as string))).not.toMatch(/nothing was done/);
    expect(t.tracker().find(([n]) => n === 'Goblin')?.[1]).toBe(20);
  });
});
