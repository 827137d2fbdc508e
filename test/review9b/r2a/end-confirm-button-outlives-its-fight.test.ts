// Review 9b (integrity of today's fixes): `end` now asks first and whispers the GM an "End the fight" button, because
// "an End pressed by mistake must not lose the fight" (docs/rules.md §15, src/app/commands/end.ts). The button carries
// nothing of the fight it was asked about (`!rondel end --confirm`), unlike the turn buttons (`--turn`, `--due`), so it
// stays live in the chat log: after the GM ended that fight (by another click or by typing --confirm) and started a
// new one, one click on the old card's button (it said "It is at count 1 with 2 combatants") ends the NEW fight at
// once, with no question, and undo cannot bring it back. Same for an old button of a fight the GM then chose to carry
// on: any later click ends whatever fight is running then. Fix: put the fight's identity in the button (e.g. its
// start stamp or its page plus its clock, `--turn N` as next does) and refuse a button for a fight or moment that is
// gone ("That button was for a fight that has ended: nothing was done.").
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { gmButtons } from '../../review9/buttons';

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: the End the fight button of an old question', (rules) => {
  it('a click on the End the fight button asked for an earlier fight does not end the fight running now', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira']);
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel end');
    const endButton = gmButtons(a, mark).find((b) => b.includes('end'));
    expect(endButton, 'end asks first with a button').toBeDefined();
    // the GM ends that fight by typing, and later starts another one with other combatants
    a.send('gm', '!rondel end --confirm');
    expect(fightNow(a)).toBeNull();
    a.send('gm', `!rondel start --rules ${rules}`, ['borin', 'kess', 'goblin']);
    a.send('gm', '!rondel next');
    expect(fightNow(a)).not.toBeNull();
    // a stray click on the old card in the chat log
    a.send('gm', endButton as string);
    a.sb.assertNoCrash();
    expect(fightNow(a), 'the old card’s button ended a fight it never asked about').not.toBeNull();
  });

  it('the button ends the fight it asked about, and does nothing once that fight moved on', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira']);
    let mark = a.sb.recorder.mark();
    a.send('gm', '!rondel end');
    const moved = gmButtons(a, mark).find((b) => b.includes('end'));
    a.send('gm', '!rondel next');
    a.send('gm', moved as string);
    expect(fightNow(a), 'the fight moved on since the question').not.toBeNull();
    mark = a.sb.recorder.mark();
    a.send('gm', '!rondel end');
    const fresh = gmButtons(a, mark).find((b) => b.includes('end'));
    a.send('gm', fresh as string);
    expect(fightNow(a)).toBeNull();
  });
});
