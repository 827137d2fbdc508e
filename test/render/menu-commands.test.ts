// Every button of an action menu, clicked with its queries answered as Roll20 answers them when the player just presses
// Enter (a query's default, or its first choice), sends a command the parser reads as the button says: the action it
// is labelled with, the menu's token, turn and fight, and the sheet's values (render/menu.ts, commands/parse.ts).
import { describe, expect, it } from 'vitest';
import { actionMenu, type MenuSpec } from '../../src/render/menu';
import { parseCommandLine, type ParsedCommand } from '../../src/commands/parse';
import { ruleSets } from '../../src/rules/registry';
import type { ActionSpec } from '../../src/rules/core/rule-set';

const NAMED: Readonly<Record<string, string>> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/** The link's text as the browser reads the attribute: every entity, numeric or named, read back once. */
function fromAttribute(href: string): string {
  return href.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (NAMED[e] as string),
  );
}

/** A button's command as Roll20 reads it from the link, each query answered with its default or first choice. */
function clicked(href: string): string {
  const command = fromAttribute(href);
  return command.replace(/\?\{[^|}]*\|([^}]*)\}/g, (_, options: string) => {
    const first = options.split('|')[0] as string;
    const comma = first.indexOf(',');
    return comma < 0 ? first : first.slice(comma + 1);
  });
}

/** The menu's buttons: each label and the command it sends, clicked. */
function buttons(html: string): { label: string; command: ParsedCommand; sent: string }[] {
  return [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => {
    const sent = clicked(m[1] as string);
    const parsed = parseCommandLine(sent);
    if (!parsed?.ok) throw new Error(`the button ${m[2]} sends what the parser refuses: ${sent} (${parsed ? parsed.errors.join(' ') : 'not ours'})`);
    return { label: m[2] as string, command: parsed.command, sent };
  });
}

const base = (actions: readonly ActionSpec[]): MenuSpec => ({
  word: 'rondel',
  tokenId: '-Mwolf1',
  name: 'Wolf',
  at: 'count 12',
  turn: 12,
  actions,
  defaults: { speed: -2, agility: 3, cast: 4 },
  changeFree: false,
  reaction: { kind: 'button' },
  fight: 5,
  note: 'Change adds d4 when you switch intent or weapon.',
  whispered: true,
});

describe.each(ruleSets().map((rs) => [rs.id, rs] as const))('%s: every menu button, clicked', (_id, rs) => {
  const variants: [string, Partial<MenuSpec>][] = [
    ['whispered', {}],
    ['in public, its queries shortened for a long name', { whispered: false, name: '[{|}]'.repeat(300) }],
    ['change free', { changeFree: true }],
    ['with a tradition and a spell', { defaults: { speed: 1, agility: 0, cast: 2, tradition: 'axiom', spell: 'Fire{bolt} --mod 9' } }],
    // a player's sheet text spelling options, a query's end and a macro as HTML entities, which the href reads back
    ['with a spell spelled in entities', { defaults: { speed: 1, agility: 0, cast: 2, tradition: 'axiom', spell: 'Veil &#45;&#45;mod -20 &#x2d;&#X2D;duration 9 &#124;&#125; #fire &amp;' } }],
    ['with Stand up and End the turn', { stand: true, done: true, reaction: { kind: 'flex', until: 20 } }],
  ];

  it.each(variants)('%s: each sends its own action with the menu’s token, turn, fight and sheet values', (_name, change) => {
    const m: MenuSpec = { ...base(rs.actions), ...change };
    const list = buttons(actionMenu(m));
    const actions = list.filter((b) => b.command.verb.name === 'act');
    expect(actions.map((b) => b.command.arg)).toEqual(rs.actions.map((a) => a.key));
    for (const [i, b] of actions.entries()) {
      const a = rs.actions[i] as ActionSpec;
      expect(b.label).toBe(a.label.replace(/&/g, '&amp;'));
      const f = b.command.flags;
      expect(f.token).toBe('-Mwolf1');
      expect(f.turn).toBe(12);
      expect(f.fight).toBe(5);
      expect(f.speed).toBe(a.takes.includes('speed') ? m.defaults.speed : undefined);
      expect(f.cast).toBe(a.takes.includes('cast') ? m.defaults.cast : undefined);
      if (a.takes.includes('tradition')) {
        // the sheet's tradition is the query's first choice; with none, the first of the list
        expect(f.tradition).toBe(m.defaults.tradition ?? 'divine');
        expect(f.mod).toBeUndefined();
      } else expect(f.mod).toBe(a.takes.includes('mod') ? m.defaults.agility : undefined);
      // a note asked for: the sheet's spell for Magic (what would break the query or the command left out), else empty
      // (an offered answer is cut at 60 characters)
      const spell = m.defaults.spell?.startsWith('Veil') ? 'Veil and 45; and 45;mod -20 and x2d; and X2D;duration 9 and' : 'Fire bolt -mod 9';
      if (a.takes.includes('note')) expect(f.note).toBe(a.key === 'magic' && m.defaults.spell ? spell : '');
      else expect(f.note).toBeUndefined();
      // a change of action is asked (No by default), unless this turn changes for free
      if (a.takes.includes('change')) expect(b.command.flags.change).toBeUndefined();
    }
    const others = list.filter((b) => b.command.verb.name !== 'act').map((b) => [b.label, b.command.verb.name, b.command.arg, b.command.flags]);
    const expected: unknown[] = [];
    if (m.reaction.kind === 'button') expected.push(['React', 'react', null, { token: '-Mwolf1', fight: 5, note: 'attack of opportunity' }]);
    if (m.stand === true) expected.push(['Stand up', 'stand', null, { token: '-Mwolf1', fight: 5 }]);
    if (m.done === true) expected.push(['End the turn', 'done', null, { turn: 12, due: '-Mwolf1', fight: 5 }]);
    expect(others).toEqual(expected);
  });

  it('a change of action, asked and answered Yes, is sent; a change-free turn, or a rule set without the cost, never asks', () => {
    const withChange = rs.actions.filter((a) => a.takes.includes('change'));
    const asked = actionMenu(base(rs.actions));
    if (withChange.length === 0) expect(asked).not.toContain('?{Change');
    const yes = [...asked.matchAll(/<a href="([^"]*)"/g)].map((x) => (x[1] as string).replace(/\?\{Change[^|}]*\|No,\|Yes,(--change)\}/, '$1'));
    const changed = yes.map((h) => parseCommandLine(clicked(h))).filter((p) => p?.ok && p.command.flags.change === true);
    expect(changed).toHaveLength(withChange.length);
    expect(actionMenu({ ...base(rs.actions), changeFree: true })).not.toContain('?{Change');
  });

  it('without a fight serial, no button names one', () => {
    const { fight: _, ...m } = base(rs.actions);
    for (const b of buttons(actionMenu(m))) expect(b.command.flags.fight).toBeUndefined();
  });
});
