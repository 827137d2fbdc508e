// What the adapter reads of the table, live from its source in this process (test/support/in-process.ts): the
// campaign's own token markers, a sheet's values for saves, checks and menus, body points on any linked bar, and
// markers others put on a token.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const texts = (chats: readonly { content: string }[]): string => plain(chats.map((c) => c.content).join('\n'));

describe('token markers', () => {
  it('a campaign marker named Flex is preferred to the default, and read again when the campaign’s list changes', () => {
    t = liveFight();
    const { goblin, zombie } = t.tokens;
    t.sb.setCustomMarkers([{ name: 'Flex', id: 77 }]);
    t.say(t.gm, `!rondel react --token ${goblin.id}`);
    expect(String(goblin.get('statusmarkers'))).toBe('Flex::77');
    t.sb.setCustomMarkers([{ name: 'Flex', id: 91 }]);
    t.say(t.gm, `!rondel react --token ${zombie.id}`);
    expect(String(zombie.get('statusmarkers'))).toBe('Flex::91');
  });

  it('markers others put on a token are kept as they are, in their order', () => {
    t = liveFight();
    const { zombie } = t.tokens;
    t.sb.driver.toggleMarker(zombie, 'red', 3);
    t.sb.driver.toggleMarker(zombie, 'dead', true);
    t.say(t.gm, `!rondel react --token ${zombie.id}`);
    const marks = String(zombie.get('statusmarkers')).split(',');
    expect(marks.slice(0, 2)).toEqual(['red@3', 'dead']);
    expect(marks).toHaveLength(3);
    t.say(t.gm, '!rondel end --confirm');
    expect(String(zombie.get('statusmarkers'))).toBe('red@3,dead');
  });
});

describe('the sheet', () => {
  it('a save adds the score and a check the modifier, both read from the sheet in any letters', () => {
    t = liveTable();
    const character = t.sb.getObj('character', String(t.tokens.aldric.get('represents')));
    t.sb.addAttribute(character as never, 'Will', 7);
    t.sb.addAttribute(character as never, 'strength_mod', 3);
    t.sb.dice.queue(6);
    const save = texts(t.say(t.pat, `!rondel save --attr will --dc 13 --char ${character?.id}`));
    expect(save).toContain('Aldric · Will save');
    expect(save).toContain('+ 7 score');
    expect(save).toContain('Success against DC 13');
    t.sb.dice.queue(2);
    const check = texts(t.say(t.pat, `!rondel check --attr strength --dc 10 --char ${character?.id}`));
    expect(check).toContain('+ 3');
  });

  it('the due one’s menu offers its sheet’s weapon speed and casting time, read again after a change', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    // Lira is due (seed 7): the menu is hers, whatever token is named
    const menu = (): string => t!.say(t!.gm, `!rondel menu --token ${lira.id}`).map((c) => c.content).join('');
    expect(plain(menu())).toMatch(/^Lira: your action/);
    expect(menu()).toContain('?{Weapon speed|1}');
    const character = t.sb.getObj('character', String(lira.get('represents')));
    const speed = t.sb.findObjs({ _type: 'attribute', _characterid: character?.id ?? '', name: 'weapon_speed' })[0];
    t.sb.driver.setProps(speed as never, { current: '4' });
    t.sb.flush();
    expect(menu()).toContain('?{Weapon speed|4}');
    expect(menu()).toContain('?{Casting time|2}');
  });

  it('body points on a token’s second bar, linked: damage goes to that bar and the sheet', () => {
    t = liveTable();
    const { aldric, goblin } = t.tokens;
    const character = t.sb.getObj('character', String(aldric.get('represents')));
    const body = t.sb.addAttribute(character as never, 'Body_Points', { current: '12', max: 20 });
    t.sb.setProps(aldric, { bar2_link: body.id, bar2_value: 12, bar1_value: 99 });
    t.say(t.gm, '!rondel start', [aldric, goblin]);
    t.say(t.gm, '!rondel config --set autodamage=on');
    t.sb.dice.queue(18);
    t.say(t.gm, `!rondel attack --token ${goblin.id} --target ${aldric.id} --damage 5`);
    expect(body.get('current')).toBe(7);
    expect(aldric.get('bar2_value')).toBe(7);
    expect(aldric.get('bar1_value')).toBe(99);
  });
});
