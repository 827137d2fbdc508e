// Fix 11 (gm), stale Adopt buttons. With `trackeredits=ask` (the default) an edit of the turn tracker is put back and
// the GM is whispered a card with one Adopt button per edit (docs/rules.md §13). The card stays in the chat. A GM who
// scrolls up and clicks an Adopt button of an earlier card, after the fight has moved on (a turn, an undo), or a
// second time after adopting it, changed the fight now: "Goblin next action count: 12 → 20" two counts later, or again
// after an undo. Buttons of other questions carry their moment and do nothing late (a menu's `--turn`, Trigger's
// `--readied`, End's and Start's `--asked`: docs/rules.md §15, ruling 88). An Adopt button should do the same: act
// while the fight is as it was when its card came, else be refused with words that say why and what to do; the
// other Adopt buttons of the same moment keep working.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';
import { adoptButtons, editValue, trackerValue } from '../../support/adopt-buttons';




const said = (out: { content: string }[]): string => out.map((m) => plain(m.content)).join('\n');

function fight(rules = 'rondel'): Table {
  const t = aTable();
  t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  return t;
}

describe('an Adopt button acts only on the fight its card was about', () => {
  it('pressed after the fight moved on, it is refused and changes nothing', () => {
    const t = fight();
    const was = trackerValue(t, 'Goblin');
    const adopt = editValue(t, t.tokens.goblin, '20');
    expect(trackerValue(t, 'Goblin'), 'the edit is put back').toBe(was);
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel next');
    const before = t.tracker();
    const answer = said(t.say(t.gm, adopt));
    expect(answer).toMatch(/Adopt button/);
    expect(answer).toMatch(/nothing was done/);
    expect(t.tracker()).toEqual(before);
  });

  it('pressed a second time, it is refused: the edit was adopted already', () => {
    const t = fight();
    const adopt = editValue(t, t.tokens.goblin, '20');
    t.say(t.gm, adopt);
    expect(trackerValue(t, 'Goblin')).toBe(20);
    // the GM then moves the Goblin by hand; the old button must not move it back
    t.say(t.gm, `!rondel set --token ${t.tokens.goblin.id} --count 15`);
    const answer = said(t.say(t.gm, adopt));
    expect(answer).toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(15);
  });

  it('pressed after its adoption was undone, it is refused: the undo stands', () => {
    const t = fight();
    const was = trackerValue(t, 'Goblin');
    const adopt = editValue(t, t.tokens.goblin, '20');
    t.say(t.gm, adopt);
    t.say(t.gm, '!rondel undo');
    expect(trackerValue(t, 'Goblin')).toBe(was);
    const answer = said(t.say(t.gm, adopt));
    expect(answer).toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(was);
  });

  it('a removal adopted late takes nobody out, and an added token adopted late does not join', () => {
    const t = fight();
    const index = t.sb.turnOrder().findIndex((e) => e.id === t.tokens.lira.id);
    let mark = t.sb.recorder.mark();
    t.sb.driver.tracker.remove(index);
    const [removal] = adoptButtons(t, mark);
    expect(removal).toMatch(/remove/);
    mark = t.sb.recorder.mark();
    t.sb.driver.tracker.add({ id: t.tokens.zombie.id, pr: 9 });
    const [addition] = adoptButtons(t, mark);
    expect(addition).toMatch(/add/);
    t.say(t.gm, '!rondel next');
    expect(said(t.say(t.gm, removal as string))).toMatch(/nothing was done/);
    expect(said(t.say(t.gm, addition as string))).toMatch(/nothing was done/);
    const names = t.tracker().map(([n]) => n);
    expect(names).toContain('Lira');
    expect(names).not.toContain('Zombie');
  });

  it.each(['rondel', 'seconds', 'rounds'])('%s: the Adopt buttons of one moment each work, one after the other', (rules) => {
    const t = fight(rules);
    const goblin = editValue(t, t.tokens.goblin, '9');
    const aldric = editValue(t, t.tokens.aldric, '8');
    expect(said(t.say(t.gm, goblin))).not.toMatch(/nothing was done/);
    expect(said(t.say(t.gm, aldric))).not.toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(9);
    expect(trackerValue(t, 'Aldric')).toBe(8);
  });

  it('another script’s write found at the GM’s next: the card comes with that step, and its button works', () => {
    const t = fight();
    // another script (RoundMaster, say) writes a value: no event reaches ours, the GM's next finds it
    t.sb.campaign.set('turnorder', JSON.stringify(t.sb.turnOrder().map((e) => (e.id === t.tokens.goblin.id ? { ...e, pr: 20 } : e))));
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel next');
    const [adopt] = adoptButtons(t, mark);
    expect(adopt).toMatch(/set --token/);
    expect(said(t.say(t.gm, adopt as string))).not.toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(20);
  });

  it('the tracker edited on top of another script’s silent write, then the next-turn button: the cards come with that press', () => {
    const t = fight();
    t.sb.campaign.set('turnorder', JSON.stringify(t.sb.turnOrder().map((e) => (e.id === t.tokens.goblin.id ? { ...e, pr: 20 } : e))));
    const mark = t.sb.recorder.mark();
    // the GM presses next on the tracker as the other script left it
    t.sb.driver.tracker.next(t.gm);
    const [adopt] = adoptButtons(t, mark);
    expect(adopt).toMatch(/set --token/);
    expect(said(t.say(t.gm, adopt as string))).not.toMatch(/nothing was done/);
    expect(trackerValue(t, 'Goblin')).toBe(20);
  });

  it('a new fight started at the command that found the write offers nothing of the old one', () => {
    const t = fight();
    t.sb.campaign.set('turnorder', JSON.stringify(t.sb.turnOrder().map((e) => (e.id === t.tokens.goblin.id ? { ...e, pr: 20 } : e))));
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel start --confirm', [t.tokens.aldric, t.tokens.goblin]);
    const [adopt] = adoptButtons(t, mark);
    expect(adopt).toMatch(/set --token/);
    const before = t.tracker();
    expect(said(t.say(t.gm, adopt as string))).toMatch(/nothing was done/);
    expect(t.tracker()).toEqual(before);
  });

  it('the offer survives a restart of the sandbox (the stored data reads back), and the button then works', () => {
    const t = fight();
    const adopt = editValue(t, t.tokens.goblin, '20');
    t.sb.restart();
    t.sb.assertNoCrash();
    expect(said(t.say(t.gm, adopt))).not.toMatch(/nothing was done|paused|repair/i);
    expect(trackerValue(t, 'Goblin')).toBe(20);
  });

  it('the same command typed by hand is not a button: it always acts', () => {
    const t = fight();
    const adopt = editValue(t, t.tokens.goblin, '20');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, adopt.replace(/\s*--asked\b/, ''));
    expect(trackerValue(t, 'Goblin')).toBe(20);
  });
});
