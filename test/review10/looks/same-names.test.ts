// Review 10 / looks: the same thing goes by one name on every card.
//
// 1. Full Guard. The rules call it Full Guard (../shared/RULES.md, the action table and "No declared action"); so do
//    the menu's button, the step's card ("Lira is on Full Guard until count 13") and the options card ("Full Guard
//    marker"). The status card alone says "13 Lira · Orange Lion · guard until 13" (status.ts MARK_LABEL): a player
//    who reads the status to see who is guarded looks for "Full Guard" and finds a bare "guard".
//    Should read: "… · Full Guard until 13".
// 2. The card's title in 20- and 10-second rounds. Every card of such a fight is titled with its rule set's name
//    ("10-second rounds round 1", "10-second rounds: status", "10-second rounds: the fight is over"), but undo and
//    redo post "Rondel" to the players ("Rondel — The GM undid 1 step: back to round 1.", travel.ts `notice('Rondel',
//    …)`), and the end's whisper to the GM is "Rondel: the fight is over, for the GM" under the public card "10-second
//    rounds: the fight is over" (end.ts). A table playing 10-second rounds sees the name of the other edition's rule
//    set on their cards. Should read: the rule set's name, as the other cards of the fight
//    ("10-second rounds", "10-second rounds: the fight is over, for the GM").
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

const title = (html: string): string => plain(html).split('\n')[0] ?? '';

describe('one name for one thing on every card', () => {
  it('the status card calls Full Guard “Full Guard”, as the menu, the step’s card and the rules do', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    const step = t.say(t.gm, '!rondel act guard').map((m) => plain(m.content)).join('\n');
    expect(step).toMatch(/Lira is on Full Guard until count 13/);
    const status = t.say(t.gm, '!rondel status').map((m) => plain(m.content)).join('\n');
    const lira = status.split('\n').find((l) => / Lira /.test(l)) ?? '';
    expect(lira).toMatch(/Full Guard until 13/);
  });

  it('in 10-second rounds, the undo card and the end’s whisper to the GM are titled with the rule set’s name, as the fight’s other cards', () => {
    const t = aTable();
    t.tokens.zombie.set('layer', 'gmlayer');
    const start = t.say(t.gm, '!rondel start --rules rounds', Object.values(t.tokens));
    expect(title(start[0]?.content ?? '')).toMatch(/^10-second rounds round 1/);
    t.say(t.gm, '!rondel act combat');
    const undo = t.say(t.gm, '!rondel undo').filter((m) => m.type !== 'whisper' || /undid/.test(plain(m.content)));
    expect(undo.map((m) => title(m.content))).toEqual(['10-second rounds']);
    const end = t.say(t.gm, '!rondel end --confirm').map((m) => title(m.content));
    expect(end).toEqual(['10-second rounds: the fight is over', '10-second rounds: the fight is over, for the GM']);
  });
});
