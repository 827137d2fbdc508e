// Damage that brings a combatant to 0 body or below (docs/rules.md ruling 103): the GM's "Damage applied" card offers
// Unconscious and Out of the fight, one click each, stamped with the fight (ruling 98); nothing of the kind above 0,
// outside a fight, or for a token that is no combatant.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from './table';

function buttons(ms: readonly { content: string }[]): string[] {
  return ms.flatMap((m) => (m.content.match(/href="(![^"]*)"/g) ?? []).map((b) => b.slice(6, -1).replace(/&amp;/g, '&')));
}

/** Aldric hits the Goblin (body `body`) twice for 3 each, and the GM applies the 6 damage: the GM's card. */
function hit(body: number, fight = true, unconscious = false) {
  const t = aTable({ seed: 9 });
  const { aldric, lira, goblin } = t.tokens;
  t.sb.setProps(goblin, { bar1_value: body });
  if (fight) {
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [aldric, lira, goblin]);
    if (unconscious) t.say(t.gm, `!rondel condition --add unconscious --token ${goblin.id}`);
  }
  // an unconscious target is hit at advantage: a third d20, and the advantage crit's d3
  t.sb.dice.queue(...(unconscious ? [20, 20, 1, 1] : [20, 20]));
  const attack = t.say(t.gm, `!rondel attack --target ${goblin.id} --dice 2 --damage 3`, [aldric]);
  const applied = t.say(t.gm, buttons(attack).find((b) => b.includes('apply')) as string);
  return { t, goblin, applied, text: plain(applied.map((m) => m.content).join('\n')), offered: buttons(applied) };
}

describe('a combatant brought to 0 body', () => {
  it('the GM is offered Unconscious and Out of the fight, for this fight', () => {
    const { goblin, text, offered } = hit(6);
    expect(text).toMatch(/Goblin is down to 0 body/);
    expect(offered).toContainEqual(expect.stringMatching(new RegExp(`^!rondel condition --add unconscious --token ${goblin.id} --roll \\d+ --fight \\d+$`)));
    expect(offered).toContainEqual(expect.stringMatching(new RegExp(`^!rondel remove --token ${goblin.id} --roll \\d+ --fight \\d+$`)));
  });

  it('an unconscious one is offered only Out of the fight', () => {
    const { text, offered } = hit(6, true, true);
    expect(text).toMatch(/Goblin is down to/);
    expect(offered.some((b) => b.includes('unconscious'))).toBe(false);
    expect(offered.some((b) => b.includes('remove'))).toBe(true);
  });

  it('each button does what it says', () => {
    const down = hit(4);
    const unconscious = down.offered.find((b) => b.includes('unconscious')) as string;
    down.t.say(down.t.gm, unconscious);
    expect(plain(down.t.say(down.t.gm, '!rondel status').map((m) => m.content).join('\n'))).toMatch(/Goblin[^\n]*unconscious/i);
    const out = hit(4);
    out.t.say(out.t.gm, out.offered.find((b) => b.includes('remove')) as string);
    out.t.sb.assertNoCrash();
    expect(plain(out.t.say(out.t.gm, '!rondel status').map((m) => m.content).join('\n'))).not.toMatch(/Goblin/);
  });

  it('one already at 0 or below, hit again, is offered them again', () => {
    const { text, offered } = hit(-2);
    expect(text).toMatch(/Goblin is down to -8 body/);
    expect(offered.some((b) => b.includes('remove'))).toBe(true);
  });

  it('above 0 body, or with no fight running, nothing is offered', () => {
    expect(hit(7).text).not.toMatch(/is down to/);
    expect(hit(7).offered.some((b) => b.includes('remove'))).toBe(false);
    const outside = hit(6, false);
    expect(outside.text).not.toMatch(/is down to/);
    expect(outside.offered.some((b) => b.includes('remove') || b.includes('unconscious'))).toBe(false);
  });

  it('Out of the fight after Unconscious tells the GM the conditions went with it, markers and all', () => {
    const { t, offered } = hit(6);
    t.say(t.gm, offered.find((b) => b.includes('unconscious')) as string);
    const out = plain(t.say(t.gm, offered.find((b) => b.includes('remove')) as string).map((m) => m.content).join('\n'));
    expect(out).toMatch(/Their conditions leave the fight with them, markers and all: Goblin \(unconscious and prone\)/);
    // a combatant with no condition leaves with no such word
    const plainOut = hit(6);
    const bare = plain(plainOut.t.say(plainOut.t.gm, plainOut.offered.find((b) => b.includes('remove')) as string).map((m) => m.content).join('\n'));
    expect(bare).not.toMatch(/Their conditions/);
  });

  it('pressed after the combatant left, a button says so', () => {
    const { t, offered } = hit(6);
    t.say(t.gm, offered.find((b) => b.includes('remove')) as string);
    const answer = plain(t.say(t.gm, offered.find((b) => b.includes('unconscious')) as string).map((m) => m.content).join('\n'));
    expect(answer).toMatch(/Goblin is not in the fight: nothing was done\./);
    expect(answer).not.toMatch(/Usage/);
    const again = plain(t.say(t.gm, offered.find((b) => b.includes('remove')) as string).map((m) => m.content).join('\n'));
    expect(again).toMatch(/Goblin is not in the fight/);
  });

  it('a button from one fight does nothing in the next', () => {
    const { t, goblin, offered } = hit(6);
    t.say(t.gm, '!rondel end --confirm');
    t.sb.dice.queue(1, 9, 5);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, goblin]);
    const answer = plain(t.say(t.gm, offered.find((b) => b.includes('remove')) as string).map((m) => m.content).join('\n'));
    expect(answer).toMatch(/That button was for a fight that has ended/);
    expect(plain(t.say(t.gm, '!rondel status').map((m) => m.content).join('\n'))).toMatch(/Goblin/);
  });
});
