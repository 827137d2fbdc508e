// The tracker and the tokens as people and other scripts change them, the adapter's source live in this process
// (test/support/in-process.ts): presses of the next button, sorts and drags, the Count entry renamed, a tracker
// emptied, tokens and characters renamed or deleted, and the hooks the GM sets.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const fight = (): LiveTable => (t = liveFight());

const names = (t: LiveTable): string[] => t.sb.turnOrder().map((e) => (e.id === '-1' ? String(e.custom) : String(t!.sb.getObj('graphic', e.id)?.get('name') ?? e.id)));

describe('the next-turn button', () => {
  it('the player whose token is at the top may press it, and the turn ends as with next', () => {
    t = fight();
    expect(t.sb.driver.tracker.next(t.sam)).toBe(true);
    t.sb.flush();
    expect(names(t).slice(0, 2)).toEqual(['Aldric', 'Count']);
  });

  it('a press by a player whose token is not at the top is put back', () => {
    t = fight();
    const before = t.sb.turnOrder();
    t.sb.driver.tracker.next(t.pat);
    t.sb.flush();
    expect(t.sb.turnOrder()).toEqual(before);
  });
});

describe('the tracker’s order and entries', () => {
  it('a sorted tracker snaps back to the fight’s order, and the GM is told', () => {
    t = fight();
    const order = names(t);
    const said = t.told(() => t!.sb.driver.tracker.sort('desc'));
    expect(names(t)).toEqual(order);
    expect(said).toBe('Rondel: turn tracker\nThe tracker’s order was changed (a drag, a sort, or another script that sorts it): the fight’s order was put back. To end the turn: !rondel next.');
    // told once a turn
    expect(t.told(() => t!.sb.driver.tracker.sort('asc'))).toBe('');
    expect(names(t)).toEqual(order);
  });

  it('a dragged entry snaps back too', () => {
    t = fight();
    const order = names(t);
    t.sb.driver.tracker.drag(4, 0);
    t.sb.flush();
    expect(names(t)).toEqual(order);
  });

  it('the Count entry renamed by hand is renamed back', () => {
    t = fight();
    const entries = t.sb.turnOrder();
    t.sb.driver.tracker.set(entries.map((e) => (e.id === '-1' ? { ...e, custom: 'Round 1' } : e)));
    t.sb.flush();
    expect(names(t)).toEqual(['Lira', 'Aldric', 'Count', 'Zombie', 'Goblin']);
  });

  it('an emptied tracker is rebuilt from the fight, and the GM told; the fight has not moved', () => {
    t = fight();
    const order = names(t);
    const said = t.told(() => t!.sb.driver.tracker.set([]));
    expect(names(t)).toEqual(order);
    expect(said).toContain('It was rebuilt from the fight; nothing in the fight changed.');
  });

  it('an entry removed by hand comes back, and the GM may adopt the removal', () => {
    t = fight();
    const said = t.told(() => t!.sb.driver.tracker.remove(4));
    expect(names(t)).toContain('Goblin');
    expect(said).toContain('Goblin');
    expect(said).toContain('Adopt');
  });

  it('with trackeredits=adopt an edited value is taken at once', () => {
    t = fight();
    t.say(t.gm, '!rondel config --set trackeredits=adopt');
    t.sb.driver.tracker.edit(4, '5');
    t.sb.flush();
    expect(t.sb.turnOrder().find((e) => e.id === t!.tokens.goblin.id)?.pr).toBe(5);
    expect(names(t)).toEqual(['Lira', 'Aldric', 'Count', 'Goblin', 'Zombie']);
  });
});

describe('tokens and characters changed', () => {
  it('a token renamed takes its new name on the next card', () => {
    t = fight();
    t.sb.driver.setProps(t.tokens.goblin, { name: 'Hobgoblin' });
    t.sb.flush();
    const card = t.say(t.gm, '!rondel status');
    expect(plain(card.map((c) => c.content).join('\n'))).toContain('Hobgoblin');
  });

  it('a character deleted with its token still on the map takes the token out of the fight, and the GM is told', () => {
    t = fight();
    const character = t.sb.getObj('character', String(t.tokens.aldric.get('represents')));
    const mark = t.sb.recorder.mark();
    const said = t.told(() => t!.sb.driver.remove(character as never));
    expect(names(t)).not.toContain('Aldric');
    expect(said).toContain('A character in the fight was deleted: its tokens left the fight.');
    expect(t.sb.recorder.since(mark).chat.filter((c) => c.type === 'direct').map((c) => plain(c.content))).toEqual(['Rondel count 1\nAldric leaves the fight.']);
  });

  it('a token added to the fight mid-way joins the tracker at its roll; one of another page is left out', () => {
    t = fight();
    const ogre = t.sb.addToken({ pageid: t.page.id, name: 'Ogre' });
    const elsewhere = t.sb.addPage({ name: 'Elsewhere' });
    const stray = t.sb.addToken({ pageid: elsewhere.id, name: 'Stray' });
    const said = t.say(t.gm, '!rondel add', [ogre, stray]);
    expect(names(t)).toContain('Ogre');
    expect(names(t)).not.toContain('Stray');
    expect(said.map((c) => [c.target ?? null, plain(c.content)])).toEqual([
      [null, 'Rondel count 1\nOgre joins: count 1 + d12 (6) → count 7'],
      ['gm', 'Rondel\n1 token(s) on another page were left out: a fight stays on one page.'],
    ]);
  });
});

describe('hooks', () => {
  it('a turn hook sends its command with the due token put in, as the script', () => {
    t = fight();
    t.say(t.gm, '!rondel config --set hook.turn=!spotlight {token} {name} at {count}');
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const sent = t.sb.recorder.since(mark).chat.filter((c) => c.content.startsWith('!spotlight'));
    expect(sent.map((c) => c.content)).toEqual([`!spotlight ${t.tokens.aldric.id} Aldric at 1`]);
  });

  it('a hook that is neither an API command nor a macro is refused', () => {
    t = liveTable();
    const said = t.say(t.gm, '!rondel config --set hook.turn=hello there');
    expect(said.map((c) => c.target)).toEqual(['gm']);
    expect((t.sb.state.EnchantedRealmsCombat as { config: { hooks: { turn: string } } }).config.hooks.turn).toBe('');
  });
});
