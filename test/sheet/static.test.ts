// The built sheet checked against Roll20's rules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIERS } from '../../src/rules/core/numbers';
import { RULE_SET_IDS } from '../../src/rules/core/rule-set';
import { ruleSetOf, ruleSets } from '../../src/rules/registry';
import { MOMENT_SECONDS } from '../../src/rules/seconds/moments';
import { SHEET_CONTRACT } from '../../character-sheet/src/contract';
import { DAMAGE_CATEGORIES } from '../../src/rules/core/damage';
import {
  DEFAULT_SHEET_RULE_SET,
  DERIVED,
  INPUTS,
  PLAIN_INPUTS,
  SCRIPT_WRITTEN,
  SHEET_RULE_SETS,
  SKILL_DERIVED,
  SKILL_FIELDS,
  SPECIES_ORDER,
  SPELL_FIELDS,
  SUB_ATTRIBUTES,
  WEAPON_DERIVED,
  WEAPON_FIELDS,
} from '../../character-sheet/src/fields';
import { ACT_BUTTONS, ACT_LABELS, ADVANTAGE_QUERY, ATTRIBUTE_ROLLS, GENERATED_STRINGS, RULE_SET_NAMES } from '../../character-sheet/src/fragments';
import { buildSheet, SHEET_HTML_PATH } from '../../scripts/build-sheet';
import { builtHtml, ROOT, SHEET_DIR, sheetCss, translations } from './built';
import { attrName, attributeDefaults, collectButtonCommands, collectButtons, collectRawButtonCommands, extractWorker, parseHtml } from './html';

const html = await builtHtml();
const elements = parseHtml(html);
const worker = extractWorker(html);
const markup = html.replace(worker, '');
const css = sheetCss();

/** Tags a CSE sheet may use: Roll20 strips scripts, forms and embeds, and rejects table layouts. */
const ALLOWED_TAGS = new Set([
  'div', 'span', 'section', 'header', 'footer', 'h1', 'h2', 'h3', 'h4', 'p', 'label', 'input', 'select', 'option',
  'textarea', 'button', 'fieldset', 'details', 'summary', 'strong', 'em', 'small', 'br', 'hr', 'ul', 'li', 'img',
  'rolltemplate', 'script',
]);

describe('the build', () => {
  it('is deterministic byte for byte', async () => {
    const again = await buildSheet(ROOT);
    expect(again[SHEET_HTML_PATH]).toBe(html);
  });

  it('matches the committed character-sheet/enchanted-realms.html (run `npm run build`)', () => {
    expect(readFileSync(join(ROOT, SHEET_HTML_PATH), 'utf8')).toBe(html);
  });

  it('uses LF line endings in every sheet file', () => {
    for (const file of ['enchanted-realms.html', 'enchanted-realms.css', 'sheet.json', 'translation.json']) {
      expect(readFileSync(join(SHEET_DIR, file), 'utf8'), file).not.toContain('\r');
    }
  });
});

describe('Roll20 HTML rules', () => {
  it('uses allowed tags only: no html, head, body, form, table, style or stray script', () => {
    const tags = new Set(elements.filter((e) => !e.inRollTemplate || e.tag === 'rolltemplate').map((e) => e.tag));
    expect([...tags].filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
    const scripts = elements.filter((e) => e.tag === 'script');
    expect(scripts.map((s) => s.attrs.type)).toEqual(['text/worker']);
  });

  it('has roll templates named sheet-rolltemplate-*, written with double quotes', () => {
    const templates = elements.filter((e) => e.tag === 'rolltemplate');
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) expect(template.attrs.class).toMatch(/^sheet-rolltemplate-[a-z]+$/);
    const body = /<rolltemplate[\s\S]*?<\/rolltemplate>/.exec(html)?.[0] ?? '';
    expect(body).not.toMatch(/=\s*'/);
    for (const cls of body.matchAll(/class="([^"]*)"/g)) {
      for (const name of (cls[1] ?? '').split(/\s+/)) expect(name).toMatch(/^sheet-/);
    }
    const opened = [...body.matchAll(/\{\{#(\w+)\}\}/g)].map((m) => m[1]).sort();
    const closed = [...body.matchAll(/\{\{\/(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(closed).toEqual(opened);
  });

  it('keeps eval, new Function and data: URLs out of the worker, and leaves no imports in it', () => {
    expect(worker).not.toMatch(/eval|new\s+Function|data:/i);
    expect(worker).not.toMatch(/^\s*(import|export)\s/m);
    expect(worker).not.toMatch(/\brequire\(/);
    expect(worker.trim()).toMatch(/^\(\(\) => \{\n  "use strict";\n[\s\S]*\}\)\(\);$/);
  });

  it('keeps the words Roll20 filters out of the markup and the CSS', () => {
    const words = /eval|data:|cookie|window|parent|\bthis\b|behaviou?r|expression|moz-binding/i;
    expect(markup).not.toMatch(words);
    expect(css).not.toMatch(words);
  });

  it('names every attribute in lower case, once outside repeating sections, once per section', () => {
    const named = elements.filter((e) => attrName(e) !== undefined && !(e.tag === 'input' && e.attrs.type === 'radio'));
    for (const e of named) expect(e.attrs.name).toMatch(/^attr_[a-z0-9_]+$/);
    const scopes = new Map<string, string[]>();
    for (const e of named) {
      const scope = e.section ?? '(global)';
      scopes.set(scope, [...(scopes.get(scope) ?? []), attrName(e) as string]);
    }
    for (const [scope, names] of scopes) {
      expect(names.filter((n, i) => names.indexOf(n) !== i), `duplicates in ${scope}`).toEqual([]);
    }
    // A row field sharing a global name fires that global's change event too.
    const globals = scopes.get('(global)') ?? [];
    for (const [scope, names] of scopes) {
      if (scope !== '(global)') expect(names.filter((n) => globals.includes(n)), scope).toEqual([]);
    }
  });

  it('names repeating sections repeating_<lowercase letters>, each once', () => {
    const sections = elements.filter((e) => e.tag === 'fieldset').map((e) => e.attrs.class ?? '');
    expect(sections).toEqual(['repeating_skills', 'repeating_weapons', 'repeating_spells']);
    for (const name of sections) expect(name).toMatch(/^repeating_[a-z]+$/);
    expect(new Set(sections).size).toBe(sections.length);
  });

  it('declares every attribute the Mod script reads (SHEET_CONTRACT) outside repeating sections', () => {
    const globals = elements.filter((e) => e.section === undefined).map(attrName);
    expect(SHEET_CONTRACT.filter((name) => !globals.includes(name))).toEqual([]);
  });

  it('declares every input and derived attribute the workers use, derived ones readonly or hidden', () => {
    const globals = new Map(elements.filter((e) => e.section === undefined && attrName(e)).map((e) => [attrName(e), e]));
    for (const name of INPUTS) expect(globals.has(name), name).toBe(true);
    for (const name of DERIVED) {
      const e = globals.get(name);
      expect(e, name).toBeDefined();
      expect('readonly' in (e?.attrs ?? {}) || e?.attrs.type === 'hidden', name).toBe(true);
      expect('disabled' in (e?.attrs ?? {}), name).toBe(false);
    }
    for (const name of PLAIN_INPUTS) expect(globals.has(name), name).toBe(true);
    // what the Mod script writes is shown read-only: the player cannot type over it
    for (const name of SCRIPT_WRITTEN) expect('readonly' in (globals.get(name)?.attrs ?? {}), name).toBe(true);
  });

  it('declares the weapon, skill and spell rows’ fields the workers read and write (docs/rules.md §10)', () => {
    const fields = (section: string): string[] => elements.filter((e) => e.section === section).map(attrName).filter((n): n is string => n !== undefined);
    expect(fields('repeating_weapons')).toEqual(expect.arrayContaining([...WEAPON_FIELDS, ...WEAPON_DERIVED, 'attack_dice_was']));
    expect(fields('repeating_skills')).toEqual([...SKILL_FIELDS, ...SKILL_DERIVED]);
    expect(fields('repeating_spells')).toEqual(expect.arrayContaining([...SPELL_FIELDS]));
    const dice = elements.find((e) => e.section === 'repeating_weapons' && attrName(e) === 'attack_dice');
    expect([dice?.attrs.type, dice?.attrs.value, dice?.attrs.min, dice?.attrs.max]).toEqual(['number', '1', '1', '5']);
  });

  it('offers every damage category of the rules and both reaches on a weapon row, none and melee by default', () => {
    const rowOptions = (name: string): (string | undefined)[] => {
      const start = elements.findIndex((e) => e.section === 'repeating_weapons' && attrName(e) === name);
      const select = elements[start];
      const after = elements.slice(start + 1);
      const end = after.findIndex((e) => e.depth <= (select?.depth ?? 0));
      return after.slice(0, end < 0 ? undefined : end).filter((e) => e.tag === 'option').map((e) => e.attrs.value);
    };
    expect(rowOptions('damage_type')).toEqual(['', ...DAMAGE_CATEGORIES]);
    expect(rowOptions('reach')).toEqual(['melee', 'ranged']);
  });

  const options = (name: string): string[] => {
    const start = elements.findIndex((e) => e.attrs.name === name);
    const select = elements[start];
    return elements.slice(start + 1).filter((e, i, all) => e.tag === 'option' && all.slice(0, i).every((x) => x.depth > (select?.depth ?? 0))).map((e) => e.attrs.value ?? '');
  };

  it('offers every species of the rules and every tier', () => {
    expect(options('attr_species')).toEqual([...SPECIES_ORDER]);
    expect(options('attr_movement_tier')).toEqual(TIERS.map((t) => t.key));
  });

  it('offers every rule set of the script, by the names its help gives them, the rondel by default (docs/rules.md §9)', () => {
    expect(options('attr_rule_set')).toEqual([...RULE_SET_IDS]);
    expect(SHEET_RULE_SETS).toEqual(RULE_SET_IDS);
    expect(ruleSets().map((r) => [r.id, r.name])).toEqual(RULE_SET_IDS.map((id) => [id, RULE_SET_NAMES[id]]));
    const defaults = attributeDefaults(html).globals;
    expect([defaults.rule_set, defaults.rule_set_current]).toEqual([DEFAULT_SHEET_RULE_SET, DEFAULT_SHEET_RULE_SET]);
  });

  it('leaves hexes_per_round blank by default, so the upgrade can tell a value a character had from the default', () => {
    const defaults = attributeDefaults(html).globals;
    expect(defaults.hexes_per_round).toBe('');
    expect(defaults.hexes_per_round_base).toBe('');
  });

  it('shows each rule set’s parts only under it: the er-for-* classes, hidden by the flag rule_set_current', () => {
    const marks = new Set(elements.flatMap((e) => (e.attrs.class ?? '').split(/\s+/)).filter((c) => c.startsWith('er-for-')));
    expect([...marks].sort()).toEqual(['er-for-rondel', 'er-for-rounds', 'er-for-rounds-or-seconds', 'er-for-seconds']);
    for (const hide of [
      '.er-rules-flag:not([value="seconds"]):not([value="rounds"]) ~ * .er-for-rounds-or-seconds',
      '.er-rules-flag:not([value="seconds"]) ~ * .er-for-seconds',
      '.er-rules-flag:not([value="rounds"]) ~ * .er-for-rounds',
      '.er-rules-flag[value="seconds"] ~ * .er-for-rondel',
      '.er-rules-flag[value="rounds"] ~ * .er-for-rondel',
    ]) {
      expect(css).toContain(hide);
    }
    const flag = elements.find((e) => e.attrs.name === 'attr_rule_set_current');
    expect([flag?.attrs.class, flag?.attrs.type]).toEqual(['er-rules-flag', 'hidden']);
    // the flag comes first, so every part of the sheet is a later sibling or inside one
    expect(elements.find((e) => e.attrs.name?.startsWith('attr_'))).toBe(flag);
    expect(flag?.depth).toBe(1);
  });

  it('labels the moments with the seconds of the rules, in order', () => {
    const labels = elements.filter((e) => /^moment-\d$/.test(e.attrs['data-i18n'] ?? '')).map((e) => e.text);
    expect(labels).toEqual(MOMENT_SECONDS.map((second) => `Second ${second}`));
  });
});

describe('the buttons', () => {
  const buttons = collectButtons(html);

  it('gives every roll button outside a section a unique name', () => {
    const names = buttons.filter((b) => b.section === undefined).map((b) => b.name);
    expect(names.every((n) => n !== undefined && /^roll_[a-z0-9_]+$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has an Act button for every action of docs/rules.md §4, a Change and a React button', () => {
    const raw = collectRawButtonCommands(html);
    for (const { action } of ACT_BUTTONS) {
      expect(raw.some((c) => c.startsWith(`!rondel act ${action} `)), action).toBe(true);
    }
    expect(ACT_BUTTONS.map((b) => b.action).sort()).toEqual(['combat', 'dash', 'guard', 'hide', 'hold', 'magic', 'reset', 'skill']);
    expect(raw).toContain('!rondel react --char @{character_id}');
    expect(raw.some((c) => c.includes('--change'))).toBe(true);
  });

  it('names each Act button as the script’s menu names its action (its first words: Use Skill of Use Skill/Object), capitals and all', () => {
    const rondel = ruleSetOf('rondel');
    for (const { action } of ACT_BUTTONS) {
      const label = rondel?.actions.find((a) => a.key === action)?.label ?? '';
      expect(label.startsWith(ACT_LABELS[action]), `${action}: the sheet’s “${ACT_LABELS[action]}”, the menu’s “${label}”`).toBe(true);
      // the label translated, as the sheet shows it in English
      const shown = translations()[`act-${action}`];
      if (shown !== undefined) expect(shown, action).toBe(ACT_LABELS[action]);
    }
  });

  it('shows each rule set its own Act buttons (docs/rules.md §9): the rondel’s and its Change under er-for-rondel, every action of the rounds under theirs', () => {
    const acts = [...html.matchAll(/<button type="roll" class="([^"]*)" name="(roll_act_[a-z_]+)" value="([^"]*)"/g)].map((m) => ({ classes: (m[1] ?? '').split(' '), name: m[2] ?? '', value: m[3] ?? '' }));
    const under = (rules: string): string[] => acts.filter((a) => a.classes.includes(`er-for-${rules}`)).map((a) => /^!rondel act (\S+)/.exec(a.value)?.[1] ?? a.name);
    expect(under('rondel').sort()).toEqual([...ACT_BUTTONS.map((b) => b.action), '?{Changed'].sort());
    expect(under('seconds')).toEqual(ruleSetOf('seconds')?.actions.map((a) => a.key));
    expect(under('rounds')).toEqual(ruleSetOf('rounds')?.actions.map((a) => a.key));
    // every Act button belongs to one rule set
    expect(acts.filter((a) => a.classes.filter((c) => /^er-for-(rondel|seconds|rounds)$/.test(c)).length !== 1).map((a) => a.name)).toEqual([]);
    // what a round's action needs: the spell's casting time and name, the readied action's trigger
    expect(acts.find((a) => a.name === 'roll_act_seconds_magic')?.value).toBe('!rondel act magic --cast @{casting_time} --char @{character_id} --note @{spell_chosen_name}');
    expect(acts.find((a) => a.name === 'roll_act_rounds_ready')?.value).toBe('!rondel act ready --char @{character_id} --note ?{Trigger (if …)|}');
    expect(acts.find((a) => a.name === 'roll_act_rounds_defense')?.value).toBe('!rondel act defense --char @{character_id}');
  });

  it('sends every command with !rondel, never !combat (5E BattleMaster also answers it)', () => {
    const raw = collectRawButtonCommands(html);
    expect(raw.filter((c) => !c.startsWith('!rondel '))).toEqual([]);
    expect(markup).not.toContain('!combat');
  });

  it('has a check, a save and a competition button for every sub-attribute, each asking about advantage (docs/rules.md §10)', () => {
    for (const { name } of SUB_ATTRIBUTES) {
      for (const roll of ATTRIBUTE_ROLLS) {
        const button = buttons.find((b) => b.name === `roll_${roll}_${name}`);
        expect(button?.value, `${roll} ${name}`).toBe(`!rondel ${roll} --char @{character_id} --attr ${name} ${ADVANTAGE_QUERY}`);
      }
    }
    expect(ADVANTAGE_QUERY).toBe('?{Advantage?|None, |Advantage,--adv|Disadvantage,--dis}');
  });

  it('has an Attack button on every weapon row: the target picked on the map, the row’s options, the advantage, the name last', () => {
    const attack = buttons.find((b) => b.section === 'repeating_weapons' && b.name === 'roll_attack');
    expect(attack?.value).toBe(
      '!rondel attack --char @{character_id} --target @{target|token_id} @{attack_flags} ?{Advantage?|None, |Advantage,--adv|Disadvantage,--dis} --weapon @{name}',
    );
  });

  it('sends the spell’s name with Cast and Magic (--note)', () => {
    const raw = collectRawButtonCommands(html);
    expect(raw).toContain('!rondel act magic --cast @{casting_time} --mod @{casting_mod} --char @{character_id} --note @{spell_chosen_name}');
    const cast = buttons.find((b) => b.section === 'repeating_spells');
    expect(cast?.value).toBe('!rondel act magic --cast @{cast_time} --mod @{tradition_mod} --char @{character_id} --note @{name}');
  });

  // review 13b: a skill's check goes through the script, as the Check buttons do, so conditions and chance count
  it('has the script roll a skill’s check: its sub-attribute, its modifier as the sheet’s, advantage, a DC, its name last', () => {
    const skill = buttons.find((b) => b.section === 'repeating_skills');
    expect(skill?.value).toBe(
      '!rondel check --char @{character_id} --attr @{sub_attribute} --mod @{mod} ?{Advantage?|None, |Advantage,--adv|Disadvantage,--dis} --dc ?{DC|10} --skill @{name}',
    );
  });

  it('has a sub-attribute’s name ask which roll, and send it to the script as its Check, Save and Comp. buttons do', () => {
    const name = buttons.find((b) => b.name === 'roll_agility');
    expect(name?.value).toBe('!rondel ?{Roll which?|Check,check|Save,save|Competition,competition} --char @{character_id} --attr agility ?{Advantage?|None, |Advantage,--adv|Disadvantage,--dis}');
  });

  it('has a movement card for each rule set, with the values it shows', () => {
    const card = (name: string): string => buttons.find((b) => b.name === name)?.value ?? '';
    expect(card('roll_movement_card')).toContain('{{r5=@{movement_hexes_cycle}}}');
    expect(card('roll_movement_card_seconds')).toMatch(/\{\{r1=@\{moment_hexes_1\}\}\}.*\{\{r4=@\{moment_hexes_4\}\}\}.*\{\{r5=@\{hexes_per_round\}\}\}/);
    expect(card('roll_movement_card_rounds')).toContain('{{r1=@{hexes_per_round}}}');
  });

  it('sends the sheet’s own values: weapon speed, the row’s speed, the spell’s casting time and modifier', () => {
    const raw = collectRawButtonCommands(html);
    expect(raw).toContain('!rondel act combat --speed @{weapon_speed} --char @{character_id}');
    const weaponRow = buttons.find((b) => b.section === 'repeating_weapons' && b.name === 'roll_act');
    expect(weaponRow?.value).toBe('!rondel act combat --speed @{speed} --char @{character_id}');
  });

  it('refers only to attributes that exist where the button is', () => {
    const globals = new Set(elements.filter((e) => e.section === undefined).map(attrName));
    for (const button of buttons) {
      const fields = new Set(elements.filter((e) => e.section === button.section && button.section !== undefined).map(attrName));
      for (const ref of button.value.matchAll(/@\{([^}]+)\}/g)) {
        const name = ref[1] ?? '';
        const known = ['character_id', 'character_name', 'target|token_id'].includes(name) || globals.has(name) || fields.has(name);
        expect(known, `${button.name}: @{${name}}`).toBe(true);
      }
    }
  });

  it.each(collectButtonCommands(html).map((c) => [c]))('%s is a well-formed !rondel command', (command) => {
    const id = '-[A-Za-z0-9_-]{19}';
    const adv = '( --adv| --dis|  )';
    expect(command).toMatch(
      new RegExp(
        `^!rondel (act (combat|dash|guard|hide|magic|skill|hold|reset|move|defense|ready)( --(speed|mod|cast) -?\\d+)*( --change)? --char ${id}( --note .*)?` +
          `|react --char ${id}( --note .+)?` +
          `|(check|save|competition) --char ${id} --attr (strength|agility|perception|logic|will|faith)${adv}` +
          // a skill row's Roll (its Adds and Mod resolve to the sample 2 here)
          `|check --char ${id} --attr \\S+ --mod -?\\d+${adv} --dc \\d+ --skill .*` +
          `|attack --char ${id} --target ${id} .*--weapon .+)$`,
      ),
    );
  });
});

describe('translation.json', () => {
  const strings = translations();
  const keyed = elements.filter((e) => !e.inRollTemplate && e.tag !== 'script');

  it('holds every data-i18n key with the very text the HTML shows', () => {
    for (const e of keyed) {
      const key = e.attrs['data-i18n'];
      if (key !== undefined) expect(strings[key], key).toBe(e.text);
      for (const attr of ['title', 'placeholder']) {
        const attrKey = e.attrs[`data-i18n-${attr}`];
        if (attrKey !== undefined) expect(strings[attrKey], attrKey).toBe(e.attrs[attr]);
      }
    }
  });

  it('has no visible text outside a data-i18n element', () => {
    const bare = keyed.filter((e) => e.text !== '' && e.attrs['data-i18n'] === undefined);
    expect(bare.map((e) => `<${e.tag}> ${e.text}`)).toEqual([]);
  });

  it('holds every ^{key} the buttons use and the tier names the workers ask for', () => {
    for (const button of collectButtons(html)) {
      for (const ref of button.value.matchAll(/\^\{([^}]+)\}/g)) expect(strings[ref[1] ?? ''], ref[1]).toBeDefined();
    }
    for (const [key, text] of Object.entries(GENERATED_STRINGS)) expect(strings[key], key).toBe(text);
  });

  it('has no unused key', () => {
    const used = new Set<string>();
    for (const e of keyed) {
      for (const attr of ['data-i18n', 'data-i18n-title', 'data-i18n-placeholder']) if (e.attrs[attr]) used.add(e.attrs[attr] as string);
    }
    for (const m of html.matchAll(/\^\{([^}]+)\}/g)) used.add(m[1] ?? '');
    expect(Object.keys(strings).filter((key) => !used.has(key))).toEqual([]);
  });
});

describe('sheet.json and the CSS', () => {
  const sheet = JSON.parse(readFileSync(join(SHEET_DIR, 'sheet.json'), 'utf8')) as Record<string, unknown>;

  it('is a CSE sheet naming files that exist, with short instructions', () => {
    expect(sheet.legacy).toBe(false);
    for (const key of ['html', 'css', 'preview']) {
      expect(typeof sheet[key], key).toBe('string');
      expect(existsSync(join(SHEET_DIR, sheet[key] as string)), `${key}: ${String(sheet[key])}`).toBe(true);
    }
    expect(typeof sheet.instructions).toBe('string');
    expect((sheet.instructions as string).length).toBeLessThanOrEqual(500);
  });

  it('paints each tier in the colours of TIERS, on the sheet and in the chat card', () => {
    for (const tier of TIERS) {
      expect(css).toContain(`.er-tier-flag[value="${tier.key}"] ~ * { --tier: ${tier.colour}; --tier-ink: ${tier.ink}; }`);
      expect(css).toContain(`.sheet-rolltemplate-erealms .sheet-tier-${tier.key} { background: ${tier.colour}; color: ${tier.ink}; }`);
      expect(css).toContain(`.er-tier-flag[value="${tier.key}"] ~ .er-chip .er-tier-name--${tier.key}`);
    }
  });

  it('offers the rule set as a default sheet setting with the sheet’s own ids, names and default', () => {
    const options = sheet.useroptions as { attribute: string; type: string; options: string[]; optiontranslationkeys: string[]; default: string; displaytranslationkey: string }[];
    const ruleSet = options.find((o) => o.attribute === 'rule_set');
    expect(ruleSet?.type).toBe('select');
    expect(ruleSet?.options).toEqual(SHEET_RULE_SETS.map((id) => `${RULE_SET_NAMES[id]}|${id}`));
    expect(ruleSet?.default).toBe(DEFAULT_SHEET_RULE_SET);
    const strings = translations();
    for (const key of [ruleSet?.displaytranslationkey ?? '', ...(ruleSet?.optiontranslationkeys ?? [])]) expect(strings[key], key).toBeDefined();
    expect(ruleSet?.optiontranslationkeys.map((key) => strings[key])).toEqual(SHEET_RULE_SETS.map((id) => RULE_SET_NAMES[id]));
  });

  it('imports no fonts but Google Fonts and declares no @font-face', () => {
    expect(css).not.toMatch(/@font-face/);
    for (const m of css.matchAll(/@import\s+url\(([^)]*)\)/g)) expect(m[1]).toMatch(/^["']?https:\/\/fonts\.googleapis\.com/);
  });
});
