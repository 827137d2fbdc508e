// The due combatant's menu beyond the rondel's first action (src/app/menus.ts `menusFor`, `menuNote`, `reactionOf`):
// a turn that goes on after its one action in 10-second rounds (docs/rules.md §9.3, ruling 33: the note says the action
// is taken, how far it may still move, and to end the turn; an End the turn button), the reaction of one that stood in
// defense last round (ruling 35), and the sheet's chosen spell in the Magic button (docs/rules.md §4).
import { describe, expect, it } from 'vitest';
import { menusFor } from '../../src/app/menus';
import type { Fight } from '../../src/app/model';
import type { SheetValues } from '../../src/app/sheet';
import type { FightEvent } from '../../src/rules/core/events';
import type { CombatState } from '../../src/rules/rondel/state';
import type { RoundsActionKey } from '../../src/rules/rounds/actions';
import type { RoundsCombatant } from '../../src/rules/rounds/state';
import { aRoundsFight } from '../support/rounds';
import { aContext, aFight, aRondelFight, aToken, aWorld, buttons, said } from '../app/fakes';

const due = (count: number): FightEvent => ({ type: 'turn-due', id: 'a', count, blockedBy: null });

function menus(fight: Fight, count: number, sheet: Partial<SheetValues> = { speed: 2, agility: 1, cast: 3 }) {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] })], sheets: { a: sheet } });
  return menusFor(aContext({ world, fight }), fight, [due(count)]);
}

/** Ana's turn in round `round` of 10-second rounds, the action she declared this turn (null: none yet). */
const rounds = (ana: Partial<RoundsCombatant>, round: number, action: RoundsActionKey | null): Fight =>
  aFight(aRoundsFight([{ id: 'a', name: 'Ana', ...ana }], { round, turn: { id: 'a', action } }) as unknown as CombatState, { rules: 'rounds' });

describe('10-second rounds: a turn that goes on after its action (docs/rules.md §9.3, ruling 33)', () => {
  it('the note says the action is taken and names it, how far it may still move, and to end the turn', () => {
    const out = menus(rounds({ hexesPerRound: 6 }, 1, 'combat'), 1);
    const text = said(out)[0]!.text.split('\n');
    // a menu of the turn, not of an action: its title says so
    expect(text[0]).toBe('Ana: your turn round 1');
    expect(text.at(-1)).toBe('10-second rounds: your action this turn is taken (Combat). Move up to 6 hexes. End the turn when you are done.');
    // the End the turn button, for this turn of this combatant; no second action offered
    const b = buttons(out[0]!.html);
    expect(b.some((c) => c.startsWith('!rondel act '))).toBe(false);
    expect(b).toContain('!rondel done --turn 1 --due a');
  });

  it('held in place after its action: the note says why it cannot move', () => {
    const text = said(menus(rounds({ conditions: ['grappled'] }, 1, 'magic'), 1))[0]!.text.split('\n');
    expect(text.at(-1)).toBe('10-second rounds: your action this turn is taken (Magic). No move: grappled. End the turn when you are done.');
  });

  it('one that stood in defense last round and is at the ready now: no React, “stood in defense last round” (ruling 35)', () => {
    // its mark now is the readied action, not a stand in defense: the menu must not say it is standing in defense
    const fight = rounds({ defenseRound: 1, status: { kind: 'ready', since: 2, trigger: 'if the orc moves' } }, 2, 'ready');
    const text = said(menus(fight, 2))[0]!.text;
    expect(text).toContain('React: stood in defense last round');
    expect(text).not.toContain('React: standing in defense');
  });
});

describe('the sheet’s chosen spell in the Magic button (docs/rules.md §4)', () => {
  it('the tradition query starts with the spell’s tradition, and the spell is the answer offered', () => {
    const out = menus(aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }]), 1, { speed: 2, agility: 1, cast: 3, tradition: 'axiom', spell: 'Fire Bolt' });
    const b = buttons(out[0]!.html);
    const magic = b.find((c) => c.startsWith('!rondel act magic '));
    expect(magic).toContain('--cast ?{Casting time|3}');
    expect(magic).toContain('--tradition ?{Tradition|Axiom (Logic),axiom|Divine (Faith),divine|Other (Agility),other}');
    expect(magic).toContain('--note ?{Spell|Fire Bolt}');
    // the other values of the sheet are still read with a spell chosen
    expect(b[0]).toContain('--speed ?{Weapon speed|2}');
  });

  it('a chosen spell with no tradition known: the query in its usual order', () => {
    const out = menus(aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }]), 1, { speed: 2, agility: 1, cast: 3, tradition: null, spell: 'Fire Bolt' });
    expect(buttons(out[0]!.html).find((c) => c.startsWith('!rondel act magic '))).toContain('--tradition ?{Tradition|Divine (Faith),divine|Axiom (Logic),axiom|Other (Agility),other}');
  });
});
