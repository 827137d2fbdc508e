// The read-only `conditions` text on the sheets, at its edges, live from the adapter's source in this process
// (test/support/in-process.ts): a hidden token of a sheet the players may or may not open, a token deleted without an
// event, a restart with sheets that show the wrong text, a token re-linked or moved between layers, a sheet shared, and
// which sheets are left unwritten. What a GM or player sees is the sheet's text; what is not written is read from the
// double's record of the script's writes.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const KEY = 'EnchantedRealmsCombat';

/** Every `conditions` attribute of a character (any letters), as the sheet holds them. */
const conditionTexts = (t: LiveTable, charId: string): unknown[] =>
  t.sb
    .findObjs({ _type: 'attribute', _characterid: charId })
    .filter((a) => String(a.get('name')).toLowerCase() === 'conditions')
    .map((a) => a.get('current'));

/** The ids of the attributes the script wrote or made while `act` ran. */
function attributesWritten(t: LiveTable, act: () => void): string[] {
  const mark = t.sb.recorder.mark();
  act();
  t.sb.flush();
  const since = t.sb.recorder.since(mark);
  return [...new Set([...since.writes.filter((w) => w.origin === 'script' && w.type === 'attribute').map((w) => w.id), ...since.created.filter((c) => c.origin === 'script' && c.type === 'attribute').map((c) => c.id)])];
}

const charOf = (token: DoubleObject): string => String(token.get('represents'));
const restart = (t: LiveTable): void => {
  t.sb.restart();
  t.sb.flush();
};

describe('a sheet with a token on the GM layer', () => {
  // docs/rules.md §15: a sheet players may open tells nothing of its hidden token; the GM's own sheet shows it all
  it.each([
    ['hidden first', true],
    ['hidden last', false],
  ])('two tokens of a player’s sheet, one hidden (%s): the sheet shows what the visible one has', (_, hiddenFirst) => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const hidden = t.sb.addToken({ pageid: t.page.id, name: 'Aldric (hidden)', represents: charOf(aldric), layer: 'gmlayer', left: 400, top: 105 });
    t.say(t.gm, '!rondel start', hiddenFirst ? [hidden, aldric, lira] : [aldric, hidden, lira]);
    t.say(t.gm, `!rondel condition --token ${hidden.id} --add blind`);
    expect(conditionTexts(t, charOf(aldric))).toEqual([]);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(conditionTexts(t, charOf(aldric))).toEqual(['Prone']);
  });

  it('a sheet nobody but the GM may open shows a hidden token’s conditions; a player’s name of blanks is nobody', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const gmOnly = t.sb.addCharacter({ name: 'Ogre', controlledby: ' ', inplayerjournals: '' } as never);
    const ogre = t.sb.addToken({ pageid: t.page.id, name: 'Ogre', represents: gmOnly.id, layer: 'gmlayer', left: 400, top: 105 });
    t.say(t.gm, '!rondel start', [aldric, lira, ogre]);
    t.say(t.gm, `!rondel condition --token ${ogre.id} --add stunned`);
    expect(conditionTexts(t, gmOnly.id)).toEqual(['Stunned']);
  });

  it('a sheet in the players’ journals (and not controlled) tells nothing of its hidden token', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const shared = t.sb.addCharacter({ name: 'Guide', controlledby: '', inplayerjournals: 'all' } as never);
    const guide = t.sb.addToken({ pageid: t.page.id, name: 'Guide', represents: shared.id, layer: 'gmlayer', left: 400, top: 105 });
    t.say(t.gm, '!rondel start', [aldric, lira, guide]);
    t.say(t.gm, `!rondel condition --token ${guide.id} --add stunned`);
    expect(conditionTexts(t, shared.id)).toEqual([]);
    t.sb.driver.setProps(guide, { layer: 'objects' });
    t.sb.flush();
    expect(conditionTexts(t, shared.id)).toEqual(['Stunned']);
  });
});

describe('a token deleted by the GM (its event tells whose it was)', () => {
  it('its sheet shows none; no other sheet is swept, a stale text of no combatant stays', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const stale = t.sb.addCharacter({ name: 'Old foe', controlledby: '' } as never);
    t.sb.addAttribute(stale, 'conditions', 'Blind');
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    t.sb.driver.remove(aldric);
    expect(conditionTexts(t, charOf(aldric))).toEqual(['']);
    expect(conditionTexts(t, stale.id)).toEqual(['Blind']);
  });
});

describe('a token deleted with no event (another script, or while the sandbox was down)', () => {
  it('with conditions: at the next command its sheet, and any sheet showing conditions no combatant gives, shows none', () => {
    t = liveFight();
    const { aldric, goblin } = t.tokens;
    const stale = t.sb.addCharacter({ name: 'Old foe', controlledby: '' } as never);
    t.sb.addAttribute(stale, 'conditions', 'Blind');
    const blank = t.sb.addCharacter({ name: 'Blank', controlledby: '' } as never);
    const blankText = t.sb.addAttribute(blank, 'conditions', '');
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(conditionTexts(t, charOf(aldric))).toEqual(['Prone']);
    // taken off the table by no user: no destroy event
    aldric.remove();
    const written = attributesWritten(t, () => t!.say(t!.gm, '!rondel status'));
    expect(conditionTexts(t, charOf(aldric))).toEqual(['']);
    expect(conditionTexts(t, stale.id)).toEqual(['']);
    // a sheet that shows nothing is not written
    expect(written).not.toContain(blankText.id);
  });

  it('its sheet’s Conditions attribute named in capitals shows none as well (docs/rules.md §11)', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const own = t.sb.addAttribute(t.sb.getObj('character', charOf(aldric)) as DoubleObject, 'Conditions', '');
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(own.get('current')).toBe('Prone');
    aldric.remove();
    t.say(t.gm, '!rondel status');
    expect(own.get('current')).toBe('');
  });

  it('without conditions: no sheet is swept, a stale text of no combatant stays', () => {
    t = liveFight();
    const { goblin, zombie } = t.tokens;
    const stale = t.sb.addCharacter({ name: 'Old foe', controlledby: '' } as never);
    t.sb.addAttribute(stale, 'conditions', 'Blind');
    t.say(t.gm, `!rondel condition --token ${zombie.id} --add prone`);
    goblin.remove();
    t.say(t.gm, '!rondel status');
    expect(conditionTexts(t, stale.id)).toEqual(['Blind']);
  });

  it('a combatant removed by the GM (its token still there) takes its own conditions off, and only its own', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const stale = t.sb.addCharacter({ name: 'Old foe', controlledby: '' } as never);
    t.sb.addAttribute(stale, 'conditions', 'Blind');
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    t.say(t.gm, `!rondel remove --token ${aldric.id}`);
    expect(conditionTexts(t, charOf(aldric))).toEqual(['']);
    expect(conditionTexts(t, stale.id)).toEqual(['Blind']);
  });
});

describe('at start-up, with a fight running', () => {
  it('a sheet showing the wrong text gets the fight’s; one showing another fight’s conditions shows none', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const stale = t.sb.addCharacter({ name: 'Old foe', controlledby: '' } as never);
    t.sb.addAttribute(stale, 'conditions', 'Blind');
    // edited by hand (or by another script) while the sandbox was down
    const aldricText = t.sb.findObjs({ _type: 'attribute', _characterid: charOf(aldric), name: 'conditions' })[0] as DoubleObject;
    t.sb.setProps(aldricText, { current: 'Stunned' });
    t.sb.addAttribute(t.sb.getObj('character', charOf(lira)) as DoubleObject, 'conditions', 'Blind');
    t.sb.restart();
    t.sb.flush();
    expect(conditionTexts(t, charOf(aldric))).toEqual(['Prone']);
    expect(conditionTexts(t, charOf(lira))).toEqual(['']);
    expect(conditionTexts(t, stale.id)).toEqual(['']);
  });

  it('writes nothing to sheets that already show the fight’s text, in any letters of the attribute’s name', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    const own = t.sb.addAttribute(t.sb.getObj('character', charOf(lira)) as DoubleObject, 'Conditions', '');
    t.say(t.gm, `!rondel condition --token ${lira.id} --add blind`);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(own.get('current')).toBe('Blind');
    const idle = t.sb.addCharacter({ name: 'Bystander', controlledby: '' } as never);
    t.sb.addAttribute(idle, 'conditions', '');
    const written = attributesWritten(t, () => {
      t!.sb.restart();
      t!.sb.flush();
    });
    expect(written).toEqual([]);
    expect(conditionTexts(t, charOf(lira))).toEqual(['Blind']);
  });

  // docs/rules.md §11: the sheet's Conditions field, in whatever letters the sheet names it, is the one the script writes;
  // at start-up it is put right in those letters too
  it('a sheet whose Conditions attribute is named in capitals: a stale text on it is put right too', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    const own = t.sb.addAttribute(t.sb.getObj('character', charOf(aldric)) as DoubleObject, 'Conditions', '');
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(own.get('current')).toBe('Prone');
    // while the sandbox was down: Aldric's token re-linked to Lira's sheet, and Lira's own Conditions edited by hand
    t.sb.setProps(aldric, { represents: charOf(lira) });
    const liraOwn = t.sb.addAttribute(t.sb.getObj('character', charOf(lira)) as DoubleObject, 'CONDITIONS', 'Blind');
    restart(t);
    expect(own.get('current')).toBe('');
    expect(liraOwn.get('current')).toBe('Prone');
  });

  it('a combatant’s sheet with no conditions and no such attribute gets none made, and nothing odd is written', () => {
    t = liveFight();
    const { lira } = t.tokens;
    const mark = t.sb.recorder.mark();
    restart(t);
    const since = t.sb.recorder.since(mark);
    expect(conditionTexts(t, charOf(lira))).toEqual([]);
    expect(since.created.filter((c) => c.origin === 'script' && c.type !== 'handout')).toEqual([]);
    expect(since.warnings).toEqual([]);
  });

  it('a character with two conditions attributes: the first is the one compared and written', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const sheet = t.sb.getObj('character', charOf(aldric)) as DoubleObject;
    const first = t.sb.addAttribute(sheet, 'conditions', 'Blind');
    const second = t.sb.addAttribute(sheet, 'conditions', '');
    t.sb.restart();
    t.sb.flush();
    expect([first.get('current'), second.get('current')]).toEqual(['', '']);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    expect(first.get('current')).toBe('Prone');
  });

  it('a sheet that shows a number, or nothing at all, is read as its text', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    const nothing = t.sb.addAttribute(t.sb.getObj('character', charOf(aldric)) as DoubleObject, 'conditions', '');
    t.sb.setProps(nothing, { current: null as never });
    const number = t.sb.addAttribute(t.sb.getObj('character', charOf(lira)) as DoubleObject, 'conditions', 0);
    const written = attributesWritten(t, () => {
      t!.sb.restart();
      t!.sb.flush();
    });
    // nothing shown is the fight's text (no conditions); a 0 is a text to put right
    expect(written).toEqual([number.id]);
    expect(number.get('current')).toBe('');
  });
});

describe('a token re-linked, moved between layers, or its sheet shared', () => {
  it('re-linked away while its twin of the same sheet stays: the old sheet shows the twin’s conditions', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    const twin = t.sb.addToken({ pageid: t.page.id, name: 'Aldric (twin)', represents: charOf(aldric), left: 400, top: 105 });
    t.say(t.gm, '!rondel start', [aldric, twin, lira]);
    const sheet = charOf(aldric);
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    t.say(t.gm, `!rondel condition --token ${twin.id} --add blind`);
    expect(conditionTexts(t, sheet)).toEqual(['Blind, Prone']);
    const said = t.told(() => t!.sb.driver.setProps(aldric, { represents: '' }));
    expect(conditionTexts(t, sheet)).toEqual(['Blind']);
    expect(said).toBe('');
  });

  it('a combatant re-linked from a sheet that already shows the right text: that sheet is not written', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${lira.id} --add blind`);
    const own = t.sb.addAttribute(t.sb.getObj('character', charOf(aldric)) as DoubleObject, 'conditions', '');
    const sheet = t.sb.addCharacter({ name: 'Aldric the Second', controlledby: t.pat.id } as never);
    let said = '';
    const written = attributesWritten(t, () => {
      said = t!.told(() => t!.sb.driver.setProps(aldric, { represents: sheet.id }));
    });
    expect(said).toBe('');
    expect(written).not.toContain(own.id);
    expect(own.get('current')).toBe('');
  });

  it('a token with no sheet linked to one mid-fight: that sheet shows its conditions', () => {
    t = liveFight();
    const { goblin } = t.tokens;
    const sheet = t.sb.addCharacter({ name: 'Goblin', controlledby: '' } as never);
    t.say(t.gm, `!rondel condition --token ${goblin.id} --add stunned`);
    t.sb.driver.setProps(goblin, { represents: sheet.id });
    expect(conditionTexts(t, sheet.id)).toEqual(['Stunned']);
  });

  it('a token that is no combatant re-linked or moved: no sheet is written', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    const other = t.sb.addCharacter({ name: 'Other', controlledby: t.pat.id } as never);
    const otherText = t.sb.addAttribute(other, 'conditions', 'Blind');
    const bystander = t.sb.addToken({ pageid: t.page.id, name: 'Bystander', represents: charOf(aldric), left: 500, top: 105 });
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const written = attributesWritten(t, () => {
      t!.sb.driver.setProps(bystander, { represents: other.id });
      t!.sb.driver.setProps(bystander, { layer: 'gmlayer' });
      t!.sb.driver.setProps(bystander, { represents: charOf(aldric) });
    });
    expect(written).toEqual([]);
    expect(otherText.get('current')).toBe('Blind');
    expect(conditionTexts(t, charOf(aldric))).toEqual(['Prone']);
  });

  it('a token linked from a sheet since deleted to another: the new sheet is written, and nothing fails', () => {
    t = liveFight();
    const { aldric, lira } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const gone = t.sb.getObj('character', charOf(aldric)) as DoubleObject;
    gone.remove();
    t.sb.driver.setProps(aldric, { represents: charOf(lira) });
    t.sb.assertNoCrash();
    expect(conditionTexts(t, charOf(lira))).toEqual(['Prone']);
  });

  it('a combatant with no sheet moved onto the GM layer: no sheet is written', () => {
    t = liveFight();
    const { goblin } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${goblin.id} --add stunned`);
    const written = attributesWritten(t, () => t!.sb.driver.setProps(goblin, { layer: 'gmlayer' }));
    expect(written).toEqual([]);
  });

  it('a sheet shared that no combatant represents is not the fight’s to write', () => {
    t = liveFight();
    const other = t.sb.addCharacter({ name: 'Other', controlledby: '', inplayerjournals: '' } as never);
    const text = t.sb.addAttribute(other, 'conditions', 'Blind');
    const said = t.told(() => t!.sb.driver.setProps(other, { inplayerjournals: 'all' }));
    expect(text.get('current')).toBe('Blind');
    expect(said).toBe('');
  });

  it('a sheet shared whose text is already right is not written again', () => {
    t = liveFight();
    const { aldric } = t.tokens;
    t.say(t.gm, `!rondel condition --token ${aldric.id} --add prone`);
    const written = attributesWritten(t, () => t!.sb.driver.setProps(t!.sb.getObj('character', charOf(aldric)) as DoubleObject, { inplayerjournals: 'all' }));
    expect(written).toEqual([]);
    expect(conditionTexts(t, charOf(aldric))).toEqual(['Prone']);
  });
});
