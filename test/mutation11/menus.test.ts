// The due combatant's action menu after a step (src/app/menus.ts menusFor; docs/rules.md §4, §6, §9.3, ruling 35,
// ruling 90): who gets it, its buttons, and the line under them in each rule set.
import { describe, expect, it } from 'vitest';
import { menusFor } from '../../src/app/menus';
import type { Fight } from '../../src/app/model';
import type { FightEvent } from '../../src/rules/core/events';
import type { CombatState } from '../../src/rules/rondel/state';
import type { RoundsCombatant } from '../../src/rules/rounds/state';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';
import { aRoundsFight } from '../support/rounds';
import { aContext, aFight, aRondelFight, aToken, aWorld, buttons, said } from '../app/fakes';
import type { TokenInfo } from '../../src/app/ports';

const due = (id = 'a', count = 1): FightEvent => ({ type: 'turn-due', id, count, blockedBy: null });

function menus(fight: Fight, tokens: TokenInfo[] = [aToken({ id: 'a', name: 'Ana', controllers: ['sam'], image: 'https://img/a.png' })], events: FightEvent[] = [due()]) {
  const world = aWorld({ tokens, sheets: { a: { speed: 2, agility: 1, cast: 3 } }, gms: ['gm'] });
  return menusFor(aContext({ world, fight }), fight, events);
}

function lines(fight: Fight): string[] {
  return said(menus(fight))[0]?.text.split('\n') ?? [];
}

const rounds = (ana: Partial<RoundsCombatant>, round = 1): Fight => aFight(aRoundsFight([{ id: 'a', name: 'Ana', ...ana }], { round }) as unknown as CombatState, { rules: 'rounds' });

describe('who gets the menu', () => {
  const fight = aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }]);

  it('its player, whispered with its picture; not a GM who also controls it', () => {
    const out = menus(fight, [aToken({ id: 'a', name: 'Ana', controllers: ['gm', 'sam'], image: 'https://img/a.png' })]);
    expect(out.map((m) => m.to)).toEqual([{ player: 'sam' }]);
    expect(out[0]?.noarchive).toBe(true);
    expect(out[0]?.html).toContain('https://img/a.png');
  });

  it('each of its players', () => {
    expect(menus(fight, [aToken({ id: 'a', controllers: ['sam', 'pat'] })]).map((m) => m.to)).toEqual([{ player: 'sam' }, { player: 'pat' }]);
  });

  it('everyone, when everyone controls it: one public menu', () => {
    expect(menus(fight, [aToken({ id: 'a', controllers: ['all', 'sam'] })]).map((m) => m.to)).toEqual(['all']);
  });

  it('the GM, when only the GM plays it, or it is hidden from the players, or its token is gone', () => {
    expect(menus(fight, [aToken({ id: 'a', controllers: ['gm'] })]).map((m) => m.to)).toEqual(['gm']);
    expect(menus(fight, [aToken({ id: 'a', controllers: [] })]).map((m) => m.to)).toEqual(['gm']);
    expect(menus(fight, [aToken({ id: 'a', controllers: ['sam'], layer: 'gmlayer' })]).map((m) => m.to)).toEqual(['gm']);
    expect(menus(fight, [aToken({ id: 'a', controllers: ['all'], layer: 'gmlayer' })]).map((m) => m.to)).toEqual(['gm']);
    expect(menus(fight, []).map((m) => m.to)).toEqual(['gm']);
  });

  it('nobody, when no turn comes with the step, the turn is blocked, another is due, or the due one cannot act', () => {
    expect(menus(fight, undefined, [])).toEqual([]);
    expect(menus(fight, undefined, [{ type: 'counter-advanced', from: 0, to: 1 }])).toEqual([]);
    expect(menus(fight, undefined, [{ type: 'turn-due', id: 'a', count: 1, blockedBy: 'stunned' }])).toEqual([]);
    expect(menus(fight, undefined, [due('b')])).toEqual([]);
    expect(menus(aRondelFight([{ id: 'a', nextAt: 1, conditions: ['unconscious'] }]))).toEqual([]);
    expect(menus(aRondelFight([{ id: 'a', nextAt: 5 }], { counter: 1 }))).toEqual([]);
  });

  it('a turn-due among other events still brings it', () => {
    expect(menus(fight, undefined, [{ type: 'counter-advanced', from: 0, to: 1 }, due()])).toHaveLength(1);
  });
});

describe('the rondel’s menu', () => {
  it('every action, the sheet’s values in its prompts, React, and the Change line', () => {
    const out = menus(aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }]));
    expect(said(out)[0]?.text).toBe('Ana: your action count 1\n[Combat][Dash][Full Guard][Hide][Magic][Use Skill/Object][Hold][Reset][React]\nChange adds d4 when you switch intent or weapon.');
    const b = buttons(out[0]!.html);
    expect(b[0]).toBe('!rondel act combat --token a --turn 1 --speed ?{Weapon speed|2} ?{Change of action or weapon (+d4)?|No,|Yes,--change}');
    expect(b[3]).toContain('?{Modifier (Agility 1)|1}');
    expect(b[4]).toContain('?{Casting time|3}');
  });

  it('after a hold: no Hold, no Change cost, and the line says so (docs/rules.md §4)', () => {
    const out = menus(aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, lastAction: 'hold' }]));
    expect(said(out)[0]?.text).toBe('Ana: your action count 1\n[Combat][Dash][Full Guard][Hide][Magic][Use Skill/Object][Reset][React]\nYou held last time: no Hold now, and no Change cost.');
    expect(buttons(out[0]!.html)[0]).toBe('!rondel act combat --token a --turn 1 --speed ?{Weapon speed|2}');
  });

  it('with a flex showing, no React button but when it may react again', () => {
    expect(lines(aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, markers: [{ kind: 'flex', from: 1, until: 9 }] }]))[1]).toBe('[Combat][Dash][Full Guard][Hide][Magic][Use Skill/Object][Hold][Reset] React: flex until count 9');
  });
});

describe('the menu in 10-second rounds', () => {
  it('one action, and how far it may move this turn', () => {
    expect(lines(rounds({ hexesPerRound: 6 }))).toEqual(['Ana: your action round 1', '[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready][React]', '10-second rounds: one action on your turn. Move up to 6 hexes.']);
    expect(lines(rounds({ hexesPerRound: 1 }))[2]).toBe('10-second rounds: one action on your turn. Move up to 1 hex.');
    expect(lines(rounds({ hexesPerRound: 0 }))[2]).toBe('10-second rounds: one action on your turn. No move.');
    expect(lines(rounds({ conditions: ['grappled'] }))[2]).toBe('10-second rounds: one action on your turn. No move: grappled.');
  });

  it('prone: a Stand up button, and the crawl or the stand (ruling 90)', () => {
    const out = menus(rounds({ hexesPerRound: 4, conditions: ['prone'] }));
    expect(said(out)[0]?.text.split('\n').slice(1)).toEqual([
      '[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready][React][Stand up]',
      '10-second rounds: one action on your turn. Prone: crawl up to 2 hexes, or stand up for half your movement.',
    ]);
    expect(buttons(out[0]!.html).at(-1)).toBe('!rondel stand --token a');
    expect(lines(rounds({ hexesPerRound: 2, conditions: ['prone'] }))[2]).toBe('10-second rounds: one action on your turn. Prone: crawl up to 1 hex, or stand up for half your movement.');
    // half of one hex is none: no "crawl up to 0 hexes"
    expect(lines(rounds({ hexesPerRound: 1, conditions: ['prone'] }))[2]).toBe('10-second rounds: one action on your turn. Prone: too slow to crawl; stand up for half your movement.');
  });

  it('no React after a reaction this round, while standing in defense, or the round after it (ruling 35)', () => {
    // after a reaction this round no stand in defense either (ruling 93: the menu offers what declare would take)
    expect(lines(rounds({ reactedRound: 1 }))[1]).toBe('[Combat][Magic][Use Skill/Object][Move only][At the ready] React: already reacted this round');
    // and the line under the buttons says why the stand in defense is missing (it is not only gone)
    expect(lines(rounds({ reactedRound: 1 }))[2]).toBe('10-second rounds: one action on your turn. Move up to 6 hexes. No Stand in defense: you reacted this round.');
    expect(lines(rounds({ reactedRound: 1 }, 2))[2]).toBe('10-second rounds: one action on your turn. Move up to 6 hexes.');
    expect(lines(rounds({ status: { kind: 'defense', since: 1 } as never, defenseRound: 1 }))[1]).toBe('[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready] React: standing in defense');
    expect(lines(rounds({ defenseRound: 1 }, 2))[1]).toBe('[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready] React: stood in defense last round');
  });
});

describe('the menu in 20-second rounds', () => {
  it('one action on its turn, no movement line', () => {
    const fight = aFight(aSecondsFight([aSecondsCombatant('a', { name: 'Ana', second: 1 })]) as unknown as CombatState, { rules: 'seconds' });
    const text = lines(fight);
    expect(text[0]).toBe('Ana: your action round 1, second 1');
    expect(text.at(-1)).toBe('20-second rounds: one action on your turn.');
  });
});
