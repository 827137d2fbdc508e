// The sheet's roll template, rendered for the rolls its buttons make: a roll reads like the script's roll card (the
// roller and what is rolled, the die with a natural 20 or 1 marked, then the result against the DC; docs/rules.md §10).
import { describe, expect, it } from 'vitest';
import { SUB_ATTRIBUTES } from '../../character-sheet/src/fields';
import { builtHtml, translations } from './built';
import { collectButtons } from './html';
import { renderRollTemplate, type TemplateRoll, type TemplateValue } from './rolltemplate';

const html = await builtHtml();
const template = /<rolltemplate class="sheet-rolltemplate-erealms">([\s\S]*?)<\/rolltemplate>/.exec(html)?.[1] ?? '';
const strings = translations();

/** The card's visible text, one space between words. */
function card(fields: Record<string, TemplateValue>): string {
  return renderRollTemplate(template, fields, strings)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A check against a DC as the template shows it (review 13b: the skill row's Roll, which filled these fields, now has
 * the script roll the check; a GM's macro may still fill them).
 */
function skillCheck(roll: TemplateRoll, dc: number): string {
  return card({ title: 'Brannoc', subtitle: 'Hammer drill', roll_label: strings.check ?? '', roll, dc: { total: dc } });
}

describe('the roll template', () => {
  it('is in the sheet; the skill and sub-attribute rolls go to the script, which knows the conditions (review 13b)', () => {
    expect(template).toContain('sheet-card-title');
    const skill = collectButtons(html).find((b) => b.section === 'repeating_skills');
    expect(skill?.value).toMatch(/^!rondel check /);
    for (const { name } of SUB_ATTRIBUTES) expect(collectButtons(html).find((b) => b.name === `roll_${name}`)?.value).toMatch(/^!rondel \?\{Roll which\?/);
  });

  it.each([
    [{ total: 15 }, 12, 'Success'],
    [{ total: 12 }, 12, 'Success'],
    [{ total: 11 }, 12, 'Failure'],
  ])('a check of %j against DC %i: %s', (roll, dc, result) => {
    expect(skillCheck(roll, dc)).toBe(`Brannoc Hammer drill Check ${roll.total} ${result} against DC ${dc}`);
  });

  it('a natural 20 succeeds whatever the total, a natural 1 fails whatever the total, and the card says which', () => {
    expect(skillCheck({ total: 9, crit: true }, 25)).toBe('Brannoc Hammer drill Check 9 natural 20 Success against DC 25');
    expect(skillCheck({ total: 30, fumble: true }, 12)).toBe('Brannoc Hammer drill Check 30 natural 1 Failure against DC 12');
  });

  it('shows no result without a DC', () => {
    expect(card({ title: 'Brannoc', roll_label: 'Check', roll: { total: 14 } })).toBe('Brannoc Check 14');
  });

  // the three rows a sub-attribute's name posted before review 13b (now the script rolls it); a macro may still fill them
  it.each(SUB_ATTRIBUTES.map((a) => [a.name]))('the %s card marks the d20s’ naturals, not the competition’s d12', (name) => {
    const fields: Record<string, TemplateValue> = { r1_d20: '1', r2_d20: '1' };
    Object.assign(fields, {
      title: 'Brannoc',
      subtitle: name,
      r1_label: 'Check',
      r2_label: 'Save',
      r3_label: 'Competition',
      r1: { total: 22, crit: true },
      r2: { total: 9, fumble: true },
      r3: { total: 14, crit: true },
    });
    expect(card(fields)).toBe(`Brannoc ${name} Check 22 natural 20 Save 9 natural 1 Competition 14`);
  });

  it('keeps the movement cards as they were: plain rows, no natural marks', () => {
    expect(card({ title: 'Brannoc', subtitle: 'Movement', r1_label: 'Move 1', r1: '2', r5_label: 'Per 12 counts', r5: '8' })).toBe(
      'Brannoc Movement Move 1 2 Per 12 counts 8',
    );
  });
});

describe('the stand-in renderer', () => {
  it('nests sections and helpers, inverts with ^, and compares a roll with another roll or a number', () => {
    const t = '{{#a}}A{{#^b}}!b{{/^b}}{{/a}}{{#rollLess() r s}}<{{/rollLess() r s}}{{#rollGreater() r 3}}>3{{/rollGreater() r 3}}{{#rollBetween() r 4 6}}in{{/rollBetween() r 4 6}}';
    expect(renderRollTemplate(t, { a: 'x', r: { total: 5 }, s: { total: 7 } })).toBe('A!b<>3in');
    expect(renderRollTemplate(t, { r: { total: 8 }, s: { total: 7 }, b: 'y' })).toBe('>3');
    expect(() => renderRollTemplate('{{#a}}x', { a: '1' })).toThrow(/unclosed/);
  });
});
