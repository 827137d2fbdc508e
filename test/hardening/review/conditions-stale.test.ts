// A finding of a review of this project's own changes, kept as a regression.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';

const condText = (a: ReturnType<typeof anArena>): unknown[] =>
  a.sb.findObjs({ _type: 'attribute', _characterid: a.extra.mirageCharacter.id, name: 'conditions' }).map((x) => x.get('current'));

describe('conditions text of a token moved to the GM layer', () => {
  it('is cleared at end even when the token was hidden after the condition was written', () => {
    const a = anArena();
    a.sb.driver.setProps(a.extra.mirage, { layer: 'objects' });
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.send('gm', `!rondel condition --add prone --token ${a.ids.mirage}`);
    expect(condText(a)).toEqual(['Prone']);
    // the GM hides the token (it flees, turns invisible …)
    a.sb.driver.setProps(a.extra.mirage, { layer: 'gmlayer' });
    a.sb.flush();
    a.send('gm', '!rondel end --confirm');
    a.sb.flush();
    // the fight is over: no condition of it should stay on the sheet
    expect(condText(a)).toEqual(['']);
  });
  it('removing the condition while hidden clears the text', () => {
    const a = anArena();
    a.sb.driver.setProps(a.extra.mirage, { layer: 'objects' });
    a.send('gm', '!rondel start', ['aldric', 'mirage']);
    a.send('gm', `!rondel condition --add prone --token ${a.ids.mirage}`);
    a.sb.driver.setProps(a.extra.mirage, { layer: 'gmlayer' });
    a.sb.flush();
    a.send('gm', `!rondel condition --remove prone --token ${a.ids.mirage}`);
    a.sb.flush();
    expect(condText(a)).toEqual(['']);
  });
});
