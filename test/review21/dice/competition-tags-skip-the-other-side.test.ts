// docs/rules.md §10: "Competitions count as saves for everything that acts on saves, such as conditions (§11)" and
// "What else a roll depends on is the GM's call, so the roll says it: --tag sight or hearing (Blind and Deaf fail
// such saves), --tag preservation (a preservation save) and --tag feat (a check or save that is a feat; Poisoned
// puts both at disadvantage)". A competition is one roll with two sides rolling the same sub-attribute (README:
// "the --vs token rolls the same attribute"). Rulebook page 000 line 167 (Blind: "automatically fails all saves
// involving sight"), line 194 (Poisoned: "At disadvantage for all ... preservation saves and any feats attempted").
//
// The script reads `--tag` for the roller's side only: src/app/commands/roll.ts `competition` gives the other side
// `tags.filter((t) => t === 'body')`. So a blind opponent in a sight-dependent competition rolls normally and can
// win it, and a poisoned creature resisting a shove (the preservation side of the contest) is never at
// disadvantage, however the GM tags the roll.
import { describe, expect, it } from 'vitest';
import { aTable, duel, texts } from '../../integration/table';

describe('a competition’s --tag reads the conditions of both sides', () => {
  it('a blind opponent fails a competition tagged sight without rolling', () => {
    const t = aTable();
    duel(t);
    t.say(t.gm, `!rondel condition --add blind --token ${t.tokens.goblin.id}`);
    // the Goblin should fail without a roll: only Aldric's d12 is rolled (docs/rules.md §10: "A side that fails
    // automatically loses without rolling")
    t.sb.dice.queue(2, 11);
    const out = t.say(t.gm, `!rondel competition --token ${t.tokens.aldric.id} --attr perception --vs ${t.tokens.goblin.id} --tag sight`);
    const card = texts(out.filter((m) => m.type !== 'whisper'));
    // what the card says now: "Aldric: 2 d12 + 2 = 4 / Goblin: 11 d12 + 0 = 11 / Goblin wins"
    expect(card).toContain('Goblin is blind: fails without a roll');
    expect(card).toContain('Aldric wins');
  });

  // docs/rules.md ruling 104: a preservation is one side's; the one resisting a shove is given it by --vstag
  it('a poisoned creature resisting a shove (--vstag preservation) is at disadvantage', () => {
    const t = aTable();
    duel(t);
    t.say(t.gm, `!rondel condition --add poisoned --token ${t.tokens.goblin.id}`);
    // Aldric's d12, then the Goblin's 2d12 keeping the worse
    t.sb.dice.queue(6, 9, 3);
    const out = t.say(t.gm, `!rondel competition --token ${t.tokens.aldric.id} --attr strength --vs ${t.tokens.goblin.id} --vstag preservation`);
    const card = texts(out.filter((m) => m.type !== 'whisper'));
    // what the card says now: "Aldric: 6 d12 + 0 = 6 / Goblin: 9 d12 + 0 = 9 / Goblin wins" (the 3 is left unrolled)
    expect(card).toContain('Goblin is poisoned: disadvantage');
    expect(card).toContain('Aldric wins');
    t.sb.dice.expectConsumed();
  });

  it('a feat or preservation by --tag is the roller’s alone; --vstag without --vs is refused', () => {
    const t = aTable();
    duel(t);
    t.say(t.gm, `!rondel condition --add poisoned --token ${t.tokens.goblin.id}`);
    t.sb.dice.queue(6, 9);
    const card = texts(t.say(t.gm, `!rondel competition --token ${t.tokens.aldric.id} --attr strength --vs ${t.tokens.goblin.id} --tag feat`).filter((m) => m.type !== 'whisper'));
    expect(card).not.toContain('Goblin is poisoned');
    expect(card).toContain('Goblin wins');
    t.sb.dice.expectConsumed();
    const refused = texts(t.say(t.gm, `!rondel competition --token ${t.tokens.aldric.id} --attr strength --vstag feat`));
    expect(refused).toContain('--vstag says what the --vs side’s roll is: give --vs too.');
  });
});
