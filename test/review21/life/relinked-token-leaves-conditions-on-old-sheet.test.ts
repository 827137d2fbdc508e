// Review (life of a campaign): a combatant's token re-linked mid-fight to another character (the GM fixes a token that
// represented the wrong sheet, or clears its Represents) leaves the conditions the script wrote on the first
// character's sheet there for good. `!rondel end` says "Conditions still on at the end, cleared with the fight (markers
// and sheets too)", yet the old sheet keeps showing "Prone" after the fight, after a Save Script and into the next
// fight: the player reads their character as prone in a fight where it is not. README (Rolls and damage): "the script
// also writes each character's `conditions` attribute ... whenever its conditions change", and a token removed "takes
// its conditions off its sheet". Expected: once no combatant of the fight represents the character, its sheet shows
// none.
import { expect, it } from 'vitest';
import { aTable } from '../../integration/table';

function sheetConditions(t: ReturnType<typeof aTable>, character: { id: string }): string {
  const a = t.sb.allObjs('attribute').find((x) => x.get('characterid') === character.id && String(x.get('name')) === 'conditions');
  return String(a?.get('current') ?? '');
}

it.each([
  ['to another character', (t: ReturnType<typeof aTable>) => t.characters.borin.id],
  ['to no character', () => ''],
])('a token re-linked %s takes its conditions off the old sheet', (_label, relink) => {
  const t = aTable();
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
  expect(sheetConditions(t, t.characters.aldric)).toBe('Prone');
  t.sb.driver.setProps(t.tokens.aldric, { represents: relink(t) });
  t.say(t.gm, '!rondel next');
  t.say(t.gm, '!rondel end --confirm');
  t.sb.restart();
  t.sb.flush();
  t.say(t.gm, '!rondel start', [t.tokens.lira, t.tokens.goblin]);
  t.sb.assertNoCrash();
  // Aldric is in no fight, prone nowhere: his sheet must not say so
  expect(sheetConditions(t, t.characters.aldric)).toBe('');
});

it('the sheet a prone token is re-linked to shows Prone at the next command', () => {
  const t = aTable();
  t.sb.dice.queue(1, 5, 9);
  t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
  t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
  t.sb.driver.setProps(t.tokens.aldric, { represents: t.characters.borin.id });
  t.say(t.gm, '!rondel next');
  t.say(t.gm, '!rondel status');
  t.sb.assertNoCrash();
  expect({ aldric: sheetConditions(t, t.characters.aldric), borin: sheetConditions(t, t.characters.borin) }).toEqual({ aldric: '', borin: 'Prone' });
});
