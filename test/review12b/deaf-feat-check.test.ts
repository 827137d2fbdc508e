// Review 12b (rules, conditions in every rule set): a DEAF combatant's feat that depends on hearing, rolled as a check.
// Rulebook page 000, Restrictions in Combat: Deaf "Cannot hear and automatically fails all preservation and feat saves
// involving hearing"; Poisoned "At disadvantage for all attacks and preservation saves and any feats attempted".
// docs/rules.md §10 reads a feat as "a check or save that is a feat" (`--tag feat`) and makes Poisoned put BOTH at
// disadvantage; but Deaf fails only saves and competitions tagged hearing (src/rules/core/restrictions.ts: deaf uses
// `saves('hearing', 'fail')`, kinds save/competition).
// At the table: deafened Kess tries to pick out the guards' words behind the door, a feat the GM rolls as a check:
// `!rondel check --token Kess --attr perception --dc 12 --tag hearing,feat`. The script rolls it as if she could hear
// (a 15 succeeds). She should fail it without a roll, as she would the same feat rolled as a save, since the
// script itself counts a feat check as a feat when she is poisoned. (Either Deaf fails a feat check tagged hearing, or
// docs/rules.md rules openly that a feat rolled as a check is not one of page 000's "feat saves"; the poisoned reading
// would then need the same.)
import { describe, expect, it } from 'vitest';
import { ownRollSources } from '../../src/rules/core/restrictions';

describe('deaf: feats involving hearing fail (page 000)', () => {
  it('a feat rolled as a save, tagged hearing, fails (as today)', () => {
    expect(ownRollSources(['deaf'], { kind: 'save', tags: ['hearing', 'feat'] })).toEqual([
      { source: 'condition', who: 'self', condition: 'deaf', effect: 'fail' },
    ]);
  });

  it('a feat rolled as a check, tagged hearing, fails too: a feat check is a feat (as Poisoned reads it)', () => {
    // Poisoned already counts the feat check
    expect(ownRollSources(['poisoned'], { kind: 'check', tags: ['feat'] })).toHaveLength(1);
    expect(ownRollSources(['deaf'], { kind: 'check', tags: ['hearing', 'feat'] })).toEqual([
      { source: 'condition', who: 'self', condition: 'deaf', effect: 'fail' },
    ]);
  });
});
