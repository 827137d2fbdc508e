// The short help, the help handout, a verb's help card, and the options card, whose words `--set` takes back.
import { describe, expect, it } from 'vitest';
import { configCard } from '../../src/app/commands/config';
import { setOption } from '../../src/app/config';
import { DEFAULT_CONFIG, type Config } from '../../src/app/model';
import { VERBS } from '../../src/commands/verbs';
import { helpCard, helpHandout, RULINGS, verbHelpCard } from '../../src/render/help';
import { ruleSets } from '../../src/rules/registry';
import { plain } from '../support/plain';

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"'));

describe('the short help', () => {
  it('lists, one line each, the commands the reader may use, each a button to its usage', () => {
    const player = helpCard('rondel', VERBS, false);
    const gm = helpCard('rondel', VERBS, true);
    // this card is the help, a repair is offered by the card that says the script is paused, apply is an attack's button
    const listed = VERBS.filter((v) => v.name !== 'help' && v.name !== 'repair' && v.name !== 'apply');
    const mine = listed.filter((v) => !v.gmOnly);
    expect(hrefs(player)).toEqual(expect.arrayContaining(mine.map((v) => `!rondel help ${v.name}`)));
    expect(hrefs(player)).toHaveLength(mine.length);
    expect(hrefs(gm)).toHaveLength(listed.length);
    // one line per command, a heading per section, the footer: one screen of the chat column
    expect(plain(gm).split('\n').length).toBeLessThanOrEqual(VERBS.length + 6);
    expect(plain(gm)).toContain('Help: Enchanted Realms Combat');
    for (const v of VERBS) expect(v.brief.length, v.name).toBeLessThanOrEqual(42);
  });
});

describe('the short help’s footer', () => {
  it('names the other command word that always works, never the one in use', () => {
    expect(plain(helpCard('rondel', VERBS, false))).toContain('!combat works too.');
    expect(plain(helpCard('combat', VERBS, false))).toContain('!rondel works too.');
    expect(plain(helpCard('er', VERBS, false))).toContain('!rondel works too.');
  });
});

describe('the short help during a fight', () => {
  it.each([
    ['rondel', [], ['say', 'trigger']],
    ['seconds', ['say'], ['trigger']],
    ['rounds', ['trigger'], ['say']],
  ])('of %s lists that rule set’s own verbs, not another’s', (rules, shown, hidden) => {
    const listed = hrefs(helpCard('rondel', VERBS, false, rules));
    for (const v of shown) expect(listed).toContain(`!rondel help ${v}`);
    for (const v of hidden) expect(listed).not.toContain(`!rondel help ${v}`);
    expect(listed).toContain('!rondel help act');
  });

  it('with no fight, lists them all', () => {
    expect(hrefs(helpCard('rondel', VERBS, false))).toEqual(expect.arrayContaining(['!rondel help say', '!rondel help trigger']));
  });
});

describe('the help handout', () => {
  // made in each test, not when the file is collected: a mutation run sees only what a test runs
  const handout = (): string => plain(helpHandout('rondel', VERBS, ruleSets()));

  it('holds every command with its usage, who may use it and every one of its flags (but the buttons’ own)', () => {
    const notes = handout();
    for (const v of VERBS) {
      expect(notes).toContain(`!rondel ${v.name}${v.usage ? ` ${v.usage}` : ''}`);
      expect(notes).toContain(v.summary);
      for (const [flag, spec] of Object.entries(v.flags)) {
        if (spec.button) expect(notes).not.toContain(`--${flag}: ${spec.describe}`);
        else expect(notes).toContain(`--${flag}: ${spec.describe}`);
      }
    }
    // the buttons' flags are parsed all the same, and named nowhere in the help or a refusal's list of options
    expect(VERBS.some((v) => Object.values(v.flags).some((f) => f.button))).toBe(true);
  });

  it('says where the rulings are, and names every rule set', () => {
    const notes = handout();
    expect(notes).toContain(RULINGS);
    for (const rs of ruleSets()) expect(notes).toContain(`${rs.id} (${rs.name})`);
  });
});

describe('a command’s help card', () => {
  it('shows the usage with each option whole and explains every flag', () => {
    const card = verbHelpCard('rondel', VERBS.find((v) => v.name === 'act')!);
    // a short option stays whole; a long list of alternatives wraps only after a `|`, each piece a box of its own
    expect(card).toContain('<span style="white-space:nowrap">&#91;<span style="white-space:nowrap">--speed</span> N&#93;</span>');
    expect(card).toContain(
      '<span style="display:inline-block">&#91;<span style="white-space:nowrap">--tradition</span> divine&#124;</span><span style="display:inline-block">axiom&#124;</span><span style="display:inline-block">other&#93;</span>',
    );
    // and the line reads (and copies) as it is written
    expect(plain(card)).toContain('[--tradition divine|axiom|other]');
    expect(plain(card)).toContain('--cast: casting time in counts');
  });
});

describe('the options card speaks the words --set takes', () => {
  const variants: [string, Config][] = [
    ['the defaults', DEFAULT_CONFIG],
    ['everything changed', { ...DEFAULT_CONFIG, announce: 'gm', passedOver: 'reset', movementBadges: false, alias: 'er', trackerEdits: 'adopt', rules: 'seconds', rerollEachRound: true, flexMarker: 'Flex::77', guardMarker: 'red' }],
  ];

  it.each(variants)('every option shown, with its value, sets back to itself (%s)', (_, config) => {
    const lines = plain(configCard(config, 'rondel', [])).split('\n');
    const shown = lines.flatMap((l) => {
      const option = /^([a-z]+): (\S+)/.exec(l);
      const tier = /^([a-z]+_[a-z]+): (\S+)/.exec(l);
      return option ? [[option[1], option[2]]] : tier ? [[`pattern.${tier[1]}`, tier[2]]] : [];
    });
    expect(shown.map(([k]) => k)).toEqual(expect.arrayContaining(['rules', 'flex', 'guard', 'hold', 'dash', 'move', 'badges', 'announce', 'passed', 'alias', 'trackeredits', 'reroll', 'pattern.red_fox']));
    for (const [key, value] of shown) expect(setOption(config, `${key}=${value}`), `${key}=${value}`).toEqual(config);
  });

  it.each(variants)('every button sets a value --set takes (%s)', (_, config) => {
    const sets = hrefs(configCard(config, 'rondel', [])).filter((h) => h.includes('--set '));
    expect(sets.length).toBeGreaterThan(10);
    for (const href of sets) {
      // a query answers with its default, or its first choice
      const filled = href.replace(/\?\{[^|}]*\|([^}]*)\}/g, (_, answers: string) => (answers.split('|')[0] as string).split(',').pop() as string);
      const assignment = filled.replace(/^!rondel config --set /, '');
      if (assignment.endsWith('=')) continue;
      expect(typeof setOption(config, assignment), assignment).toBe('object');
    }
  });

  it.each([
    ['announce=everyone', { announce: 'all' }],
    ['announce=Everyone', { announce: 'all' }],
    ['announce=GM', { announce: 'gm' }],
    ['passed=Reset', { passedOver: 'reset' }],
    ['rules=20-second rounds', { rules: 'seconds' }],
    ['trackeredits=ADOPT', { trackerEdits: 'adopt' }],
    ['flex=AUTO', { flexMarker: '' }],
    ['pattern.Red Fox=3/3/3/3', { pattern: { ...DEFAULT_CONFIG.pattern, red_fox: [3, 3, 3, 3] } }],
    ['pattern.4=3/3/3/3', { pattern: { ...DEFAULT_CONFIG.pattern, red_fox: [3, 3, 3, 3] } }],
  ] as const)('--set %s', (assignment, change) => {
    expect(setOption({ ...DEFAULT_CONFIG, flexMarker: 'x' }, assignment)).toEqual({ ...DEFAULT_CONFIG, flexMarker: 'x', ...change });
  });
});
