// Review of the last session's list: `!rondel redo 3` over steps of which one touched only a hidden token told the
// table "The GM redid 2 steps" (right: the players saw two), and the GM read the same card with nothing more, having
// asked for 3. The players' card still counts their steps; the GM now hears how many went in all.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

function threeSteps() {
  const t = aTable();
  t.sb.setProps(t.tokens.zombie, { layer: 'gmlayer' });
  t.say(t.gm, '!rondel start', Object.values(t.tokens));
  t.say(t.gm, '!rondel condition --add prone', [t.tokens.goblin]);
  t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
  t.say(t.gm, '!rondel condition --add prone', [t.tokens.kess]);
  return t;
}

describe('undo and redo of several steps, one of them hidden', () => {
  it.each([
    ['undo', 'The GM undid 2 steps', 'Undid 3 steps in all: the players were told of 2; the other touched only tokens they do not see.'],
    ['redo', 'The GM redid 2 steps', 'Redid 3 steps in all: the players were told of 2; the other touched only tokens they do not see.'],
  ])('%s 3: the table hears of the 2 it saw, the GM of all 3', (verb, table, gm) => {
    const t = threeSteps();
    if (verb === 'redo') t.say(t.gm, '!rondel undo 3');
    const chat = t.say(t.gm, `!rondel ${verb} 3`);
    const seen = chat.filter((m) => m.type !== 'whisper').map((m) => plain(m.content));
    const gmOnly = chat.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content));
    expect(seen.join('\n')).toContain(table);
    expect(seen.join('\n')).not.toMatch(/3 steps|Zombie/);
    expect(gmOnly.join('\n')).toContain(gm);
    t.sb.assertNoCrash();
  });

  it('with every card to the GM alone, the card itself counts all 3 and says nothing more', () => {
    const t = threeSteps();
    t.say(t.gm, '!rondel config --set announce=gm');
    const chat = t.say(t.gm, '!rondel undo 3').map((m) => plain(m.content)).join('\n');
    expect(chat).toContain('The GM undid 3 steps');
    expect(chat).not.toMatch(/in all|were told/);
  });
});
