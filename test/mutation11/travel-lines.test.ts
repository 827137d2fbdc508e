// What an undo or redo says it changed (src/app/travel-lines.ts; docs/rules.md §15): each line, who may read it, and
// whether the players are told of the undo at all.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/app/context';
import { travelLines } from '../../src/app/travel-lines';
import type { TimedEffect } from '../../src/rules/core/effects';
import type { FightStateBase } from '../../src/rules/core/rule-set';
import type { Combatant, CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aRoundsFight } from '../support/rounds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';

const rondel = rulesOf('rondel');
const nobodyHidden = (): boolean => false;
const hagHidden = (id: string): boolean => id === 'h';

/** Ana (seen) due at 6, Hag (hidden) due at 8, at count 4: nobody is due. */
const base: CombatState = aCombat(
  [
    { id: 'a', name: 'Ana', nextAt: 6 },
    { id: 'h', name: 'Hag', nextAt: 8 },
  ],
  { counter: 4 },
);

function edit(state: CombatState, id: string, change: Partial<Combatant>): CombatState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

function effect(bearer: string, name: string, condition: TimedEffect['condition'] = null): TimedEffect {
  return { bearer, name, marker: null, condition, from: 1, ends: { kind: 'clock', at: 20 } };
}

function withFx(state: CombatState, list: readonly TimedEffect[]): FightStateBase {
  return { ...state, effects: list } as FightStateBase;
}

describe('who comes and goes', () => {
  it('a combatant taken out, and one brought back, each has its line; a hidden one’s is the GM’s', () => {
    const onlyAna = { ...base, combatants: base.combatants.filter((c) => c.id === 'a') };
    const out = travelLines(rondel, base, onlyAna, hagHidden);
    expect(out).toEqual({ seen: [], hidden: ['Hag is no longer in the fight.'], public: false });
    const back = travelLines(rondel, onlyAna, base, nobodyHidden);
    expect(back).toEqual({ seen: ['Hag is back in the fight.'], hidden: [], public: true });
    const anaGone = { ...base, combatants: base.combatants.filter((c) => c.id === 'h') };
    expect(travelLines(rondel, base, anaGone, hagHidden)).toEqual({ seen: ['Ana is no longer in the fight.'], hidden: [], public: true });
  });

  it('nothing changed: nothing to say and nothing for the players', () => {
    expect(travelLines(rondel, base, base, nobodyHidden)).toEqual({ seen: [], hidden: [], public: false });
    // a copy of the same combatant is no change either
    expect(travelLines(rondel, base, { ...base, combatants: base.combatants.map((c) => ({ ...c })) }, nobodyHidden)).toEqual({ seen: [], hidden: [], public: false });
  });
});

describe('conditions and the clock', () => {
  it('conditions lost and gained are listed as a sentence lists them', () => {
    const from = edit(base, 'a', { conditions: ['prone', 'stunned'] });
    const to = edit(base, 'a', { conditions: ['grappled', 'blind'] });
    expect(travelLines(rondel, from, to, nobodyHidden).seen).toEqual(['Ana is no longer prone and stunned.', 'Ana is grappled and blind again.']);
  });

  it('a new count is said with the one it was, in the rule set’s words', () => {
    const to = edit(base, 'a', { nextAt: 9 });
    expect(travelLines(rondel, base, to, nobodyHidden)).toEqual({ seen: ['Ana: count 9 (was count 6).'], hidden: [], public: true });
    expect(travelLines(rondel, edit(base, 'h', { nextAt: 5 }), base, hagHidden)).toEqual({ seen: [], hidden: ['Hag: count 8 (was count 5).'], public: false });
  });

  it('any other change of a seen combatant (its tier) tells the players, with no line; of a hidden one, not', () => {
    expect(travelLines(rondel, base, edit(base, 'a', { tier: 'green_horse' }), hagHidden)).toEqual({ seen: [], hidden: [], public: true });
    expect(travelLines(rondel, base, edit(base, 'h', { tier: 'green_horse' }), hagHidden)).toEqual({ seen: [], hidden: [], public: false });
  });

  it('at most twelve lines are said of each audience', () => {
    const many = aCombat(
      Array.from({ length: 14 }, (_, i) => ({ id: `c${i}`, name: `C${i}`, nextAt: 10 })),
      { counter: 4 },
    );
    const moved = { ...many, combatants: many.combatants.map((c) => ({ ...c, nextAt: 11 })) };
    const lines = travelLines(rondel, many, moved, nobodyHidden);
    expect(lines.seen).toHaveLength(12);
    // eleven lines, and the last counts the three it leaves out
    expect(lines.seen[10]).toBe('C10: count 11 (was count 10).');
    expect(lines.seen[11]).toBe('…and 3 more changes.');
    const secret = travelLines(rondel, many, moved, () => true);
    expect(secret.hidden).toHaveLength(12);
    expect(secret.hidden[11]).toBe('…and 3 more changes.');
    expect(secret.public).toBe(false);
  });
});

describe('timed effects', () => {
  it('an effect undone no longer lasts; one redone lasts again; the hidden one’s lines are the GM’s', () => {
    const from = withFx(base, [effect('a', 'Bless'), effect('h', 'Haste')]);
    const to = withFx(base, [effect('a', 'Shield'), effect('h', 'Slow')]);
    expect(travelLines(rondel, from, to, hagHidden)).toEqual({
      seen: ['Ana: Bless no longer lasts.', 'Ana: Shield lasts again.'],
      hidden: ['Hag: Haste no longer lasts.', 'Hag: Slow lasts again.'],
      public: true,
    });
  });

  it('an effect on one who is gone is named by who it was', () => {
    const from = withFx(base, [effect('h', 'Haste')]);
    const to = { ...base, combatants: base.combatants.filter((c) => c.id === 'a') };
    expect(travelLines(rondel, from, to, nobodyHidden).seen).toEqual(['Hag is no longer in the fight.', 'Hag: Haste no longer lasts.']);
  });

  it('an effect renamed in other capitals (its renewal: `effect --add bless` over Bless) is the same effect, not one gone and one back', () => {
    const from = withFx(base, [effect('a', 'Bless')]);
    const to = withFx(base, [effect('a', 'bless')]);
    expect(travelLines(rondel, from, to, nobodyHidden).seen).toEqual([]);
  });

  it('the same effect on two bearers is two effects', () => {
    const from = withFx(base, [effect('a', 'Bless')]);
    const to = withFx(base, [effect('a', 'Bless'), effect('h', 'Bless')]);
    expect(travelLines(rondel, from, to, nobodyHidden).seen).toEqual(['Hag: Bless lasts again.']);
  });

  it('a timed prone named for its condition is said once, by the condition’s line; a named one holding it has its own', () => {
    const from = withFx(edit(base, 'a', { conditions: ['prone'] }), [effect('a', 'prone', 'prone')]);
    expect(travelLines(rondel, from, base, nobodyHidden).seen).toEqual(['Ana is no longer prone.']);
    expect(travelLines(rondel, base, from, nobodyHidden).seen).toEqual(['Ana is prone again.']);
    const tripped = withFx(edit(base, 'a', { conditions: ['prone'] }), [effect('a', 'Tripped', 'prone')]);
    expect(travelLines(rondel, tripped, base, nobodyHidden).seen).toEqual(['Ana is no longer prone.', 'Ana: Tripped no longer lasts.']);
    // a timed prone that ended while the condition stayed (the GM's own prone) is said by its own line
    const kept = edit(base, 'a', { conditions: ['prone'] });
    expect(travelLines(rondel, withFx(kept, [effect('a', 'prone', 'prone')]), kept, nobodyHidden).seen).toEqual(['Ana: prone no longer lasts.']);
  });

  it('the condition’s line covers only its own bearer’s timed prone', () => {
    const from = withFx(edit(edit(base, 'a', { conditions: ['prone'] }), 'h', { conditions: ['prone'] }), [effect('h', 'prone', 'prone')]);
    const to = edit(base, 'h', { conditions: ['prone'] });
    expect(travelLines(rondel, from, to, nobodyHidden).seen).toEqual(['Ana is no longer prone.', 'Hag: prone no longer lasts.']);
  });
});

describe('whose turn, and the rest of the fight', () => {
  const anaDue = { ...edit(base, 'a', { nextAt: 4 }) };
  const hagDue = { ...edit(base, 'h', { nextAt: 4 }) };

  it('a seen combatant’s turn that comes or goes tells the players', () => {
    // the counts moved too: the lines say so; the turn alone is what matters here
    expect(travelLines(rondel, base, anaDue, hagHidden).public).toBe(true);
    expect(travelLines(rondel, anaDue, base, hagHidden).public).toBe(true);
  });

  it('a hidden combatant’s turn that comes or goes is the GM’s alone', () => {
    expect(travelLines(rondel, base, hagDue, hagHidden)).toEqual({ seen: [], hidden: ['Hag: count 4 (was count 8).'], public: false });
    expect(travelLines(rondel, hagDue, base, hagHidden).public).toBe(false);
  });

  it('the count the fight is at is everyone’s', () => {
    expect(travelLines(rondel, base, { ...base, counter: 5 } as CombatState, hagHidden)).toEqual({ seen: [], hidden: [], public: true });
  });

  it('the arrival counter nobody sees is no change for the players', () => {
    expect(travelLines(rondel, base, { ...base, nextArrival: 9 } as CombatState, nobodyHidden).public).toBe(false);
  });

  it('a spell a hidden combatant casts is the GM’s; one a seen combatant casts is everyone’s', () => {
    const spell = (casterId: string): unknown => ({ casterId, id: 'a', name: 'Fireball', resolvesAt: 9 });
    const hagCasts = { ...base, spells: [spell('h')] } as unknown as CombatState;
    const anaCasts = { ...base, spells: [spell('a')] } as unknown as CombatState;
    expect(travelLines(rondel, base, hagCasts, hagHidden).public).toBe(false);
    expect(travelLines(rondel, base, anaCasts, hagHidden).public).toBe(true);
    // the caster, not the id it also names, decides
    const byHagNamingAna = { ...base, spells: [{ casterId: 'h', id: 'a' }] } as unknown as CombatState;
    expect(travelLines(rondel, base, byHagNamingAna, hagHidden).public).toBe(false);
  });

  it('a hidden one’s entry in a list beside seen ones is left out; a seen one’s is not', () => {
    const one = { ...base, stoodUp: [{ id: 'a', at: 3 }] } as unknown as CombatState;
    const both = { ...base, stoodUp: [{ id: 'a', at: 3 }, { id: 'h', at: 3 }] } as unknown as CombatState;
    expect(travelLines(rondel, one, both, hagHidden).public).toBe(false);
    expect(travelLines(rondel, both, one, hagHidden).public).toBe(false);
    expect(travelLines(rondel, base, one, hagHidden).public).toBe(true);
    // a list of only the hidden one's is no list the players know of
    expect(travelLines(rondel, base, { ...base, stoodUp: [{ id: 'h', at: 3 }] } as unknown as CombatState, hagHidden).public).toBe(false);
  });

  it('the fight’s own values in a list (not anybody’s) are everyone’s', () => {
    const a = { ...base, order: [1, 2] } as unknown as CombatState;
    const b = { ...base, order: [1, 3] } as unknown as CombatState;
    expect(travelLines(rondel, a, b, () => true).public).toBe(true);
    // an entry that names nobody (no id, or one that is not a string) is the fight's
    const c = { ...base, notes: [{ id: 3, text: 'x' }] } as unknown as CombatState;
    const d = { ...base, notes: [{ id: 3, text: 'y' }] } as unknown as CombatState;
    expect(travelLines(rondel, c, d, () => true).public).toBe(true);
    const e = { ...base, notes: [{ text: 'x' }] } as unknown as CombatState;
    const f = { ...base, notes: [{ text: 'y' }] } as unknown as CombatState;
    expect(travelLines(rondel, e, f, () => true).public).toBe(true);
    const g = { ...base, notes: [['h']] } as unknown as CombatState;
    const h = { ...base, notes: [['x']] } as unknown as CombatState;
    expect(travelLines(rondel, g, h, () => true).public).toBe(true);
  });

  it('a field holding one hidden combatant’s thing (not in a list) is the GM’s', () => {
    const a = { ...base, held: { id: 'h', words: 'boo' } } as unknown as CombatState;
    const b = { ...base, held: { id: 'h', words: 'hiss' } } as unknown as CombatState;
    expect(travelLines(rondel, a, b, hagHidden).public).toBe(false);
    expect(travelLines(rondel, a, b, nobodyHidden).public).toBe(true);
  });
});

describe('turns that change hands with nothing else the players see', () => {
  // Ana (seen) is due at count 4; Hag (hidden) moves
  const anaDue = edit(base, 'a', { nextAt: 4 });

  it('the turn going from a hidden combatant back to a seen one tells the players, and back again', () => {
    const hagFirst = edit(anaDue, 'h', { nextAt: 3 });
    expect(travelLines(rondel, hagFirst, anaDue, hagHidden)).toEqual({ seen: [], hidden: ['Hag: count 8 (was count 3).'], public: true });
    expect(travelLines(rondel, anaDue, hagFirst, hagHidden)).toEqual({ seen: [], hidden: ['Hag: count 3 (was count 8).'], public: true });
  });

  it('a hidden change that leaves the seen combatant’s turn where it was is the GM’s alone', () => {
    expect(travelLines(rondel, anaDue, edit(anaDue, 'h', { nextAt: 9 }), hagHidden)).toEqual({ seen: [], hidden: ['Hag: count 9 (was count 8).'], public: false });
  });

  it('a turn passing between two hidden combatants is the GM’s alone', () => {
    const two = aCombat([{ id: 'h', name: 'Hag', nextAt: 3 }, { id: 'g', name: 'Gob', nextAt: 4 }, { id: 'a', name: 'Ana', nextAt: 9 }], { counter: 4 });
    const hiddenTwo = (id: string): boolean => id !== 'a';
    expect(travelLines(rondel, two, edit(two, 'h', { nextAt: 7 }), hiddenTwo).public).toBe(false);
  });
});

describe('the other rule sets', () => {
  it('10-second rounds between rounds (no turn): the fight’s empty fields are no trouble', () => {
    const rounds = rulesOf('rounds');
    const from = aRoundsFight([{ id: 'a', name: 'Ana', initiative: 5 }], { turn: null });
    const to = { ...from, combatants: from.combatants.map((c) => ({ ...c, initiative: 7 })) };
    expect(travelLines(rounds, from, to, nobodyHidden)).toEqual({ seen: ['Ana: initiative 7 (was initiative 5).'], hidden: [], public: true });
  });

  it('20-second rounds: a combatant given a second where it had none (an action taken back) is said so, never with a second that is none', () => {
    const seconds = rulesOf('seconds');
    const from = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: null })]);
    const to = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: 5 })]);
    expect(travelLines(seconds, from, to, nobodyHidden).seen).toEqual(['Ana: second 5 (was done this round).']);
    expect(travelLines(seconds, to, from, nobodyHidden).seen).toEqual(['Ana: done this round (was second 5).']);
    const later = aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: 9 })]);
    expect(travelLines(seconds, to, later, nobodyHidden).seen).toEqual(['Ana: second 9 (was second 5).']);
  });
});

describe('an effect whose bearer is in neither state', () => {
  it('is named as a combatant', () => {
    const from = withFx(base, [effect('ghost', 'Haunt')]);
    expect(travelLines(rondel, from, base, nobodyHidden).seen).toEqual(['A combatant: Haunt no longer lasts.']);
  });
});
