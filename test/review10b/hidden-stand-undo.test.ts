// Review 10b (secrecy): the GM stands up a prone combatant hidden on the GM layer (the Shade), then takes it back
// with `!rondel undo`. Nothing of the stand reached the players (its card was the GM's), and an undo "that only
// touches a hidden token is told to the GM alone" (CHANGELOG, review 9 and "Undo and redo count ... only the steps
// they saw something of"; docs/rules.md §15; RULES.md: tokens on the GM layer are the GM's secret). But the players read
// "The GM undid 1 step: back to round 1." in public chat: they learn the GM just did something with a token they
// cannot see. The cause: standing at a moment or on a turn keeps `stoodUp` (ruling 90) at the top of the fight's state,
// and travelLines (src/app/travel-lines.ts, restOf) takes any change there as one the players saw. The same undo of a
// stand as a reaction (no `stoodUp`) is whispered to the GM only, as it should be.
// Players should see nothing at all of this undo (and "undid N steps" should not count that step).
// The same cause, older: speech the GM holds for the hidden Shade (`say --token`, 20-second rounds) is in the state's
// `speech`, and its undo is announced to the players too (a second case below); and in 10-second rounds the GM's action
// for the hidden Shade on its turn (the state's `turn`, {id, action}) likewise (a third case), and in every rule set a
// spell the hidden Shade casts (the state's pending `spells`; the fourth case, in the rondel). Suggested fix: restOf should leave out
// entries of stoodUp, speech and pending spells that belong to hidden combatants (or compare them per combatant).
import { describe, expect, it } from 'vitest';
import { anArena } from '../hardening/arena';
import { fightWithDue } from '../hardening/hidden/helpers';
import { plain } from '../integration/table';
import type { RuleSetId } from '../../src/rules/core/rule-set';

function seenByPlayers(a: ReturnType<typeof anArena>, mark: ReturnType<ReturnType<typeof anArena>['sb']['recorder']['mark']>): string[] {
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(a.pat.id) || m.targets.includes(a.sam.id)))
    .map((m) => plain(m.content));
}

describe('undo of a hidden combatant’s stand', () => {
  it.each<[RuleSetId]>([['rounds'], ['seconds']])('%s: the players are told nothing', (rules) => {
    // rounds: the Shade is due (it stands on its own turn); seconds: the fight is at moment 1 (second 1)
    const a = rules === 'rounds' ? fightWithDue('rounds', 'shade', ['aldric', 'lira']) : anArena();
    if (rules === 'seconds') a.send('gm', '!rondel start --rules seconds', ['aldric', 'lira', 'shade']);
    a.send('gm', `!rondel condition --add prone --token ${a.ids.shade}`);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel stand --token ${a.ids.shade}`);
    expect(plain(a.sb.recorder.whispersTo(a.gm).at(-1)?.content ?? '')).toMatch(/Shade stands up/);
    expect(seenByPlayers(a, mark), 'the stand itself reached no player').toEqual([]);
    a.send('gm', '!rondel undo');
    expect(seenByPlayers(a, mark)).toEqual([]);
  });

  it('20-seconds rounds: undo of speech held for the hidden Shade is told to the GM alone', () => {
    const a = anArena();
    a.send('gm', '!rondel start --rules seconds', ['aldric', 'lira', 'shade']);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel say Boo --token ${a.ids.shade}`);
    a.send('gm', '!rondel undo');
    expect(seenByPlayers(a, mark)).toEqual([]);
  });

  it('10-second rounds: undo of the GM’s action for the hidden Shade on its turn is told to the GM alone', () => {
    const a = fightWithDue('rounds', 'shade', ['aldric', 'lira']);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel act combat --token ${a.ids.shade}`);
    a.send('gm', '!rondel undo');
    expect(seenByPlayers(a, mark)).toEqual([]);
  });

  it('rondel: undo of a spell the hidden Shade casts is told to the GM alone', () => {
    const a = fightWithDue('rondel', 'shade', ['aldric', 'lira']);
    const mark = a.sb.recorder.mark();
    a.send('gm', `!rondel act magic --cast 3 --note Veil --token ${a.ids.shade}`);
    expect(seenByPlayers(a, mark), 'the cast itself reached no player').toEqual([]);
    a.send('gm', '!rondel undo');
    expect(seenByPlayers(a, mark)).toEqual([]);
  });
});
