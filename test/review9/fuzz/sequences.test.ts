// Review 9, fuzz angle: the minimal sequences the model-based fuzzer (model-fuzz.test.ts) shrank its failures to,
// each as a plain scenario through the built bundle in the Roll20 double. Each fails until its defect is fixed.
import { describe, expect, it } from 'vitest';
import { anArena, type Arena, type TokenKey } from '../../hardening/arena';
import { plain } from '../../integration/table';
import { TIER_LINE, TURN_LINE } from '../../support/card-lines';

function say(a: Arena, text: string, selection: readonly TokenKey[] = []): string {
  const mark = a.sb.recorder.mark();
  a.send('gm', text, selection);
  return a.sb.recorder
    .since(mark)
    .chat.map((m) => plain(m.content))
    .join('\n');
}

const markers = (a: Arena, k: TokenKey): string[] => String(a.sb.getObj('graphic', a.ids[k])?.get('statusmarkers') ?? '').split(',').filter(Boolean);

describe('review 9 fuzz: minimal sequences', () => {
  it('an unconscious combatant stays prone when a timed prone, added while it was already prone, runs out', () => {
    // RULES.md §11: Unconscious "falls prone"; docs/rules.md §11: the script adds Prone with it, and Prone stays when
    // it wakes. The card answers "Goblin is already prone", yet the duration is attached to the existing Prone.
    const a = anArena();
    say(a, '!rondel start --rules rondel', ['aldric', 'lira', 'goblin', 'zombie', 'kess']);
    say(a, '!rondel condition --add unconscious', ['goblin']);
    expect(markers(a, 'goblin')).toEqual(expect.arrayContaining(['sleepy', 'back-pain']));
    say(a, '!rondel condition --add prone --counts 1', ['goblin']);
    for (let i = 0; i < 4; i += 1) say(a, '!rondel next');
    expect(say(a, '!rondel status')).toMatch(/Goblin[^\n]*unconscious, prone/);
    expect(markers(a, 'goblin')).toEqual(expect.arrayContaining(['sleepy', 'back-pain']));
  });

  it('a condition that runs out at a movement window no longer limits movement at that window', () => {
    // RULES.md §1/§12: what lasts N counts expires when the counter reaches start + N; §5: prone crawls (3 per hex).
    // Prone for 2 counts from count 1 is over at count 3, yet the window card of count 3 still has the Goblin crawl 0
    // hexes, on the same card that says its prone ends.
    const a = anArena();
    say(a, '!rondel start --rules rondel', ['aldric', 'goblin', 'lira']);
    say(a, '!rondel condition --add prone --counts 2', ['goblin']);
    let card = '';
    for (let i = 0; i < 4 && !card.includes('Movement window at count 3'); i += 1) card = say(a, '!rondel next');
    expect(card).toContain('Goblin: prone ends.');
    const redFox = card.split('\n').find((l) => l.startsWith('Red Fox ')) ?? '';
    expect(redFox).toContain('Goblin');
    expect(redFox).not.toMatch(/Goblin \(crawl/);
  });

  it('a grapple that runs out at a movement second of 20-second rounds no longer holds the combatant at 0 there', () => {
    // RULES.md §9.2 movement at seconds 1, 6, 11, 16; §12 a duration in seconds; grappled: 0 hexes. Grappled for 5
    // seconds from second 1 is over at second 6.
    const a = anArena();
    say(a, '!rondel start --rules seconds', ['aldric', 'goblin', 'lira']);
    say(a, '!rondel condition --add grappled --seconds 5', ['goblin']);
    let card = '';
    for (let i = 0; i < 6 && !card.includes('Movement at round 1, second 6'); i += 1) card = say(a, '!rondel next');
    expect(card).toContain('Goblin: grappled ends.');
    const line = card.split('\n').find((l) => TIER_LINE.test(l) && l.includes('Goblin')) ?? '';
    expect(line).not.toMatch(/Goblin \(grappled/);
  });

  it('a stun that runs out at the bearer’s own second is not announced as stopping its turn on the same card', () => {
    // RULES.md §12: stunned for 16 seconds from second 1 of round 1 is over at second 17, where the Goblin acts. The
    // card says its stun ends, then "Goblin is stunned and cannot act (next passes the turn)", then "Goblin acts".
    const a = anArena();
    say(a, '!rondel start --rules seconds', ['aldric', 'goblin']);
    const goblinSecond = Number(a.sb.turnOrder().find((e) => e.id === a.ids.goblin)?.pr);
    expect(goblinSecond).toBeGreaterThan(1);
    say(a, `!rondel condition --add stunned --seconds ${goblinSecond - 1}`, ['goblin']);
    let card = '';
    for (let i = 0; i < 8 && !card.includes('stunned ends'); i += 1) card = say(a, '!rondel next');
    expect(card).toContain('Goblin: stunned ends.');
    expect(card).not.toContain('Goblin is stunned and cannot act');
    expect(card.split('\n').filter((l) => TURN_LINE.test(l) && l.includes('Goblin'))).toHaveLength(1);
  });

  it('a stun that runs out at the bearer’s own count is not announced as stopping its turn on the same card (rondel)', () => {
    // The same in the rondel: stunned until count 12, due at count 12: "Zombie: stunned ends", then "Zombie is stunned
    // and cannot act (next passes the turn)", then "Zombie acts".
    const a = anArena();
    say(a, '!rondel start --rules rondel', ['aldric', 'goblin', 'zombie']);
    const count = Number(a.sb.turnOrder().find((e) => e.id === a.ids.zombie)?.pr);
    expect(count).toBeGreaterThan(1);
    say(a, `!rondel condition --add stunned --counts ${count - 1}`, ['zombie']);
    let card = '';
    for (let i = 0; i < 10 && !card.includes('stunned ends'); i += 1) card = say(a, '!rondel next');
    expect(card).toContain('Zombie: stunned ends.');
    expect(card).not.toContain('Zombie is stunned and cannot act');
    expect(card.split('\n').filter((l) => TURN_LINE.test(l) && l.includes('Zombie'))).toHaveLength(1);
  });

  it('a stun that runs out as a round begins is not announced as stopping the first turn of that round (10-second rounds)', () => {
    // Ruling 56: one round from round 1 runs out as round 2 begins; the Zombie (highest initiative) has the first turn
    // of round 2, and the card says its stun ends, then that it is stunned and cannot act, then that it acts.
    const a = anArena();
    say(a, '!rondel start --rules rounds', ['aldric', 'goblin', 'zombie']);
    expect(a.sb.turnOrder()[0]?.id).toBe(a.ids.zombie);
    say(a, '!rondel condition --add stunned --rounds 1', ['zombie']);
    let card = '';
    for (let i = 0; i < 6 && !card.includes('Round 2 begins'); i += 1) card = say(a, '!rondel next');
    expect(card).toContain('Zombie: stunned ends.');
    expect(card).not.toContain('Zombie is stunned and cannot act');
    expect(card.split('\n').filter((l) => TURN_LINE.test(l) && l.includes('Zombie'))).toHaveLength(1);
  });
});
