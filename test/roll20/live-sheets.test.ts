// What the script writes to sheets and bars, live from its source in this process (test/support/in-process.ts): the
// read-only conditions text (a deleted token, two tokens of one sheet, an attribute named in other letters) and damage
// applied to a linked or unlinked token, undone exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const conditionAttributes = (t: LiveTable, charId: string) => t.sb.findObjs({ _type: 'attribute', _characterid: charId }).filter((a) => String(a.get('name')).toLowerCase() === 'conditions');

describe('the conditions text', () => {
  it('a deleted token’s character is written without it', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const charId = String(aldric.get('represents'));
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(conditionAttributes(t, charId).map((a) => a.get('current'))).toEqual(['Prone']);
    t.sb.driver.remove(aldric);
    t.sb.flush();
    expect(conditionAttributes(t, charId).map((a) => a.get('current'))).toEqual(['']);
  });

  it('two tokens of one sheet: the sheet shows what either has, and what the other still has when one is cleared', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const twin = t.sb.addToken({ pageid: t.page.id, name: 'Aldric (twin)', represents: String(aldric.get('represents')) });
    t.say(t.gm, '!rondel start', [aldric, twin, lira]);
    const charId = String(aldric.get('represents'));
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    t.say(t.gm, `!rondel condition --token ${twin.id} --add blind`);
    expect(conditionAttributes(t, charId).map((a) => a.get('current'))).toEqual(['Blind, Prone']);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --remove prone`);
    expect(conditionAttributes(t, charId).map((a) => a.get('current'))).toEqual(['Blind']);
  });

  it('a sheet’s own Conditions attribute, whatever its letters, is the one written: no second one is made', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const charId = String(aldric.get('represents'));
    const own = t.sb.addAttribute(t.sb.getObj('character', charId) as never, 'Conditions', '');
    t.say(t.gm, '!rondel start', [aldric, lira]);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add stunned`);
    expect(conditionAttributes(t, charId).map((a) => a.id)).toEqual([own.id]);
    expect(own.get('current')).toBe('Stunned');
  });
});

describe('damage applied', () => {
  /** Aldric (Pat's) and the goblin in a fight; Aldric's bar1 linked to his body_points (20), the goblin's bar1 at 9. */
  function duel(): { t: LiveTable; body: ReturnType<LiveTable['sb']['addAttribute']> } {
    const live = liveTable();
    t = live;
    const { aldric, goblin } = live.tokens;
    const body = live.sb.addAttribute(live.sb.getObj('character', String(aldric.get('represents'))) as never, 'body_points', { current: 20, max: 20 });
    live.sb.setProps(aldric, { bar1_link: body.id, bar1_value: 20, bar1_max: 20 });
    live.sb.setProps(goblin, { bar1_value: 9 });
    live.say(live.gm, '!rondel start', [aldric, goblin]);
    return { t: live, body };
  }
  const applyButton = (chat: readonly { content: string }[]): string | undefined => chat.map((m) => /href="(!rondel apply --roll \d+)"/.exec(m.content)?.[1]).find((x) => x !== undefined);

  it('the GM’s Apply lowers an unlinked token’s bar once; undo and redo take it back and again', () => {
    const { t } = duel();
    const { aldric, goblin } = t.tokens;
    t.sb.dice.queue(18, 17);
    const out = t.say(t.pat, `!rondel attack --token ${aldric.id} --target ${goblin.id} --dice 2 --damage 3`);
    const apply = applyButton(out);
    expect(apply).toBeDefined();
    expect(goblin.get('bar1_value')).toBe(9);
    expect(plain(t.say(t.pat, apply as string).map((c) => c.content).join('\n'))).toContain('Only the GM');
    t.say(t.gm, apply as string);
    expect(goblin.get('bar1_value')).toBe(3);
    t.say(t.gm, apply as string);
    expect(goblin.get('bar1_value')).toBe(3);
    t.say(t.gm, '!rondel undo');
    expect(goblin.get('bar1_value')).toBe(9);
    t.say(t.gm, '!rondel redo');
    expect(goblin.get('bar1_value')).toBe(3);
  });

  it('a linked token: its body points and bar go down together; automatic damage applies at the roll', () => {
    const { t, body } = duel();
    const { aldric, goblin } = t.tokens;
    t.say(t.gm, '!rondel config --set autodamage=on');
    t.sb.dice.queue(18);
    t.say(t.gm, `!rondel attack --token ${goblin.id} --target ${aldric.id} --damage 4`);
    expect(body.get('current')).toBe(16);
    expect(aldric.get('bar1_value')).toBe(16);
    t.say(t.gm, '!rondel undo');
    expect([body.get('current'), aldric.get('bar1_value')]).toEqual([20, 20]);
  });
});

describe('a combatant’s token linked to another character mid-fight', () => {
  // the fight's conditions text leaves the sheet the token left (none of the fight's tokens represent it now) and
  // comes onto the one it represents (README, Integrity: the sheet shows what the fight's tokens of it have)
  it('the old sheet is cleared, the new one shows the conditions; linked to none, the old is cleared', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    const was = String(aldric.get('represents'));
    const liraChar = String(lira.get('represents'));
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(conditionAttributes(t, was).map((a) => a.get('current'))).toEqual(['Prone']);
    t.sb.driver.setProps(aldric, { represents: liraChar });
    t.sb.flush();
    expect(conditionAttributes(t, was).map((a) => a.get('current'))).toEqual(['']);
    expect(conditionAttributes(t, liraChar).map((a) => a.get('current'))).toEqual(['Prone']);
    t.sb.driver.setProps(aldric, { represents: '' });
    t.sb.flush();
    // Lira's own token is not prone: her sheet shows nothing again
    expect(conditionAttributes(t, liraChar).map((a) => a.get('current'))).toEqual(['']);
  });
});
