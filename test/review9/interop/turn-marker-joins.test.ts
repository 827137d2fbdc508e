// Review 9 (living with other scripts): TurnMarker1 and CombatMaster put a "Round N" marker graphic (representing no
// character) on the page. docs/rules.md §13: "A 'Round N' graphic that represents no character, as turn-marker
// scripts put in the tracker, never joins the fight"; README (Living with other scripts): "the marker token never joins
// the fight". Only the tracker's reading skips it: a GM who drag-selects the tokens on the map (the marker sits under
// the current token) and starts or adds makes the marker a combatant, which then takes turns and gets an action menu.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { plain } from '../../integration/table';

function toldGM(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): string {
  return a.sb.recorder.since(mark).chat.filter((m) => m.targets.includes(a.gm.id)).map((m) => plain(m.content)).join('\n');
}

function ids(a: Arena): string[] {
  const f = fightNow(a);
  return f ? f.state.combatants.map((c) => c.id) : [];
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: another script’s turn marker graphic', (rules) => {
  it('selected with the tokens at start, it does not join the fight', () => {
    const a = anArena();
    const marker = a.sb.addToken({ pageid: a.page.id, name: 'Round 0', layer: 'objects' });
    const mark = a.sb.recorder.mark();
    a.sb.driver.chat(a.gm, `!rondel start --rules ${rules}`, { selected: [a.tokens.aldric, a.tokens.lira, marker] });
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(ids(a)).toContain(a.ids.aldric);
    expect(ids(a), 'the "Round 0" marker became a combatant').not.toContain(marker.id);
    expect(a.sb.turnOrder().some((e) => e.id === marker.id)).toBe(false);
    expect(toldGM(a, mark)).toContain('turn marker');
  });

  it('selected with a token for add, it does not join the fight', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira']);
    const marker = a.sb.addToken({ pageid: a.page.id, name: 'Round 1', layer: 'objects' });
    const mark = a.sb.recorder.mark();
    a.sb.driver.chat(a.gm, '!rondel add', { selected: [a.tokens.goblin, marker] });
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(ids(a)).toContain(a.ids.goblin);
    expect(ids(a), 'the "Round 1" marker became a combatant').not.toContain(marker.id);
    expect(toldGM(a, mark)).toContain('turn marker');
  });
});
