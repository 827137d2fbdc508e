// Review 9 (living with other scripts): a token another script deletes (no event reaches us) leaves the fight "at our
// next commands" (README, Living with other scripts). The tracker's next-turn button is the GM's main way to play
// (README, step 2), and a press is a look at the game too (the handler reads the tracker for other scripts' writes),
// but it does not sweep for deleted tokens: a GM who plays with the button only keeps the deleted combatant in the fight
// for round after round: it is due, gets its action menu, ends its turns on Full Guard, and keeps its tracker row.
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

function ids(a: Arena): string[] {
  const f = fightNow(a);
  return f ? f.state.combatants.map((c) => c.id) : [];
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: a token deleted by another script, then the tracker’s next-turn button', (rules) => {
  it('the deleted combatant leaves the fight at the press, gets no turn, and its row leaves the tracker', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const goblin = a.ids.goblin;
    // e.g. a clean-up script removes a defeated token: scripts' deletions fire no destroy event
    runAsScript(a.sb, `getObj('graphic', '${goblin}').remove()`);
    a.sb.flush();
    const mark = a.sb.recorder.mark();
    a.sb.driver.tracker.next(a.gm);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(ids(a), 'the deleted Goblin is still a combatant after the press').not.toContain(goblin);
    expect(a.sb.turnOrder().some((e) => e.id === goblin), 'the deleted Goblin keeps its tracker row').toBe(false);
    const told = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    expect(told).not.toMatch(/Goblin acts|Goblin: your action/);
  });

  it('a token another script moves to another page (copy there, delete here; docs/rules.md §8) drops out at the press', () => {
    const a = anArena();
    a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
    const goblin = a.ids.goblin;
    // a teleport script: Roll20 moves a token between pages only by copy and delete
    runAsScript(
      a.sb,
      `var g = getObj('graphic', '${goblin}'); createObj('graphic', { _pageid: '${a.otherPage.id}', name: g.get('name'), layer: 'objects', imgsrc: g.get('imgsrc'), left: 70, top: 70 }); g.remove();`,
    );
    a.sb.flush();
    a.sb.driver.tracker.next(a.gm);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(ids(a), 'the Goblin moved to another page is still a combatant after the press').not.toContain(goblin);
  });

  it('the DUE token deleted by another script: the press is its turn’s end, so the next one keeps its turn, and nobody is told of another script', () => {
    const deleteDue = (): { a: Arena; mark: ReturnType<Arena['sb']['recorder']['mark']> } => {
      const a = anArena();
      a.send('gm', `!rondel start --rules ${rules}`, ['aldric', 'lira', 'goblin']);
      for (let i = 0; i < 5 && !fightNow(a)!.rs.current(fightNow(a)!.state); i += 1) a.send('gm', '!rondel next');
      const f = fightNow(a)!;
      const due = f.rs.current(f.state)!.id;
      runAsScript(a.sb, `getObj('graphic', '${due}').remove()`);
      a.sb.flush();
      return { a, mark: a.sb.recorder.mark() };
    };
    const pressed = deleteDue();
    pressed.a.sb.driver.tracker.next(pressed.a.gm);
    pressed.a.sb.flush();
    pressed.a.sb.assertNoCrash();
    // the same game where the GM looked with a command instead: the deleted token left, nothing more happened
    const looked = deleteDue();
    looked.a.send('gm', '!rondel status');
    const stateOf = (a: Arena): string => JSON.stringify(fightNow(a)!.state);
    expect(stateOf(pressed.a)).toBe(stateOf(looked.a));
    const told = pressed.a.sb.recorder.since(pressed.mark).chat.map((m) => plain(m.content)).join('\n');
    expect(told).toContain('left the fight');
    expect(told).not.toContain('another script');
  });
});
