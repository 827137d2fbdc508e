// Review 9 (living with other scripts): another script that empties the turn tracker with "[]" (GroupInitiative's
// `!group-init --clear`, which also tells its observers) must not empty the fight. docs/rules.md §13: "An unreadable
// tracker (emptied, or holding something that is not a turn order) is rebuilt from the fight … Nothing in the fight
// changes"; README (Integrity): "another script's write is put back". With `trackeredits=adopt` the "[]" is read as
// every combatant removed, and every combatant leaves the fight; "" is rebuilt as the docs say.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { GROUP_INITIATIVE } from '../../support/group-initiative';

function names(a: Arena): string[] {
  const f = fightNow(a);
  return f ? f.state.combatants.map((c) => c.name).sort() : [];
}

function trackerIds(a: Arena): string[] {
  return a.sb.turnOrder().filter((e) => e.id !== '-1').map((e) => e.id).sort();
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: another script empties the tracker with "[]"', (rules) => {
  it('GroupInitiative’s clear (announced to its observers) with trackeredits=adopt leaves every combatant in the fight and the tracker rebuilt', () => {
    const a = anArena({ boot: false });
    a.sb.loadScript(GROUP_INITIATIVE, 'GroupInitiative.js');
    a.sb.boot();
    a.send('gm', '!rondel config --set trackeredits=adopt');
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const before = names(a);
    expect(before).toEqual(['Aldric', 'Goblin', 'Lira']);
    runAsScript(a.sb, 'GroupInitiative.clear()');
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(names(a), 'another script’s "[]" emptied the fight').toEqual(before);
    expect(trackerIds(a)).toEqual([a.ids.aldric, a.ids.lira, a.ids.goblin].sort());
    // its clear closes the tracker as well: the rebuilt tracker is shown again, on the fight's page
    expect(a.sb.campaign.get('initiativepage'), 'the rebuilt tracker stayed closed').toBe(a.sb.getObj('graphic', a.ids.aldric)?.get('_pageid'));
  });

  it('a silent "[]" found at the next command with trackeredits=adopt leaves every combatant in the fight (as "" does)', () => {
    const outcome = (cleared: string): string[] => {
      const a = anArena();
      a.send('gm', '!rondel config --set trackeredits=adopt');
      a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
      runAsScript(a.sb, `Campaign().set('turnorder', ${JSON.stringify(cleared)})`);
      a.send('gm', '!rondel status');
      a.sb.assertNoCrash();
      return names(a);
    };
    // "" is rebuilt from the fight; "[]" is the same emptied tracker and must be read the same way
    expect(outcome('')).toEqual(['Aldric', 'Goblin', 'Lira']);
    expect(outcome('[]'), 'another script’s "[]" emptied the fight').toEqual(['Aldric', 'Goblin', 'Lira']);
  });
});
