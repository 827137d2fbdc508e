// Help in chat (render/help.ts): a usage line laid out for the narrow column, the short help's sections, a verb's card
// in the words of the rule set in play, who may use it, and the handout.
import { describe, expect, it } from 'vitest';
import { helpCard, helpHandout, usageHtml, verbHelpCard } from '../../src/render/help';
import { VERBS, type VerbSpec } from '../../src/commands/verbs';
import { plain } from '../support/plain';

const NOWRAP = '<span style="white-space:nowrap">';
const PIECE = '<span style="display:inline-block">';

/** The pieces of a usage line as the chat shows them: each outer box (nowrap or inline-block) and the words between. */
function boxes(html: string): string[] {
  const inner = html.replace(/^<code[^>]*>/, '').replace(/<\/code>$/, '');
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const part of inner.split(/(<span[^>]*>|<\/span>)/)) {
    if (part.startsWith('<span')) {
      if (depth === 0) {
        if (current.trim()) for (const w of plain(current).trim().split(/\s+/)) out.push(`text:${w}`);
        current = part.includes('nowrap') ? 'nowrap:' : 'piece:';
      } else current += part;
      depth += 1;
    } else if (part === '</span>') {
      depth -= 1;
      if (depth === 0) {
        out.push(current.replace(/^(nowrap|piece):(.*)$/s, (_, kind: string, body: string) => `${kind}:${plain(body)}`));
        current = '';
      } else current += part;
    } else current += part;
  }
  if (current.trim()) for (const w of plain(current).trim().split(/\s+/)) out.push(`text:${w}`);
  return out;
}

describe('a usage line in the narrow chat column', () => {
  it('reads and copies as it is written, whatever its parts', () => {
    for (const v of VERBS) {
      const line = `!rondel ${v.name} ${v.usage}`.trim();
      expect(plain(usageHtml(line)).replace(/\s+/g, ' ')).toBe(line.replace(/\s+/g, ' '));
    }
  });

  it('keeps an option with its value on one line, and a word alone as it is', () => {
    const html = usageHtml('!rondel act <action name> [--speed N]');
    expect(html.startsWith('<code')).toBe(true);
    expect(boxes(html)).toEqual(['text:!rondel', 'text:act', 'nowrap:<action name>', 'nowrap:[--speed N]']);
    // a part with no space needs no box
    expect(usageHtml('[--dash]')).not.toContain(NOWRAP + '&#91;');
  });

  it('a list of alternatives up to 24 characters stays one box; a longer one breaks after each |, each piece whole', () => {
    const short = '[--a 1|--b 2|--c 333]';
    expect(short.length).toBe(21);
    expect(boxes(usageHtml(short))).toEqual([`nowrap:${short}`]);
    const edge = '[--a 1|--b 2|--c 333333]';
    expect(edge.length).toBe(24);
    expect(boxes(usageHtml(edge))).toEqual([`nowrap:${edge}`]);
    const long = '[--a 1|--b 2|--c 3333333]';
    expect(boxes(usageHtml(long))).toEqual(['piece:[--a 1|', 'piece:--b 2|', 'piece:--c 3333333]']);
    // a long part without alternatives stays whole however long
    expect(boxes(usageHtml('[--note some long text that runs on]'))).toEqual(['nowrap:[--note some long text that runs on]']);
  });

  it('a space after a | stays a space between the pieces, where the line may wrap', () => {
    const html = usageHtml('[--counts N | --rounds N | --seconds N]');
    expect(boxes(html)).toEqual(['piece:[--counts N |', 'piece:--rounds N |', 'piece:--seconds N]']);
    expect(html).toContain(`</span> ${PIECE}`);
    expect(plain(html)).toBe('[--counts N | --rounds N | --seconds N]');
  });
});

/** A verb for the help's own tests: a name, who may use it, flags (one a button's). */
function verbOf(name: string, more: Partial<VerbSpec> = {}): VerbSpec {
  return {
    name,
    usage: '[--x N]',
    brief: `${name} brief`,
    summary: `${name} in full`,
    permission: 'gm',
    gmOnly: true,
    flags: { x: { kind: 'int', describe: 'an x' }, turn: { kind: 'int', describe: 'a button’s turn', button: true } },
    ...more,
  } as VerbSpec;
}

describe('the short help’s sections', () => {
  const verbs = [
    verbOf('zzz', { gmOnly: false, permission: 'anyone' }),
    verbOf('check', { gmOnly: false, permission: 'controller' }),
    verbOf('next'),
    verbOf('start'),
    verbOf('help'),
    verbOf('repair'),
    verbOf('apply'),
    verbOf('attack', { gmOnly: false, permission: 'controller' }),
    verbOf('act', { gmOnly: false, permission: 'controller', rules: ['rondel'] } as Partial<VerbSpec>),
  ];

  it('puts each verb under its heading, in the sections’ order and theirs; the rolls on one row of buttons; the rest under More', () => {
    const lines = plain(helpCard('rondel', verbs, true)).split('\n');
    expect(lines.slice(1, -1)).toEqual(['The fight', 'start start brief', 'next next brief', 'Turns', 'act act brief', 'Rolls: attack check', 'More', 'zzz zzz brief']);
  });

  it('a player sees only the verbs a player may use; a section with none of them is left out', () => {
    const lines = plain(helpCard('rondel', verbs, false)).split('\n');
    expect(lines.slice(1, -1)).toEqual(['Turns', 'act act brief', 'Rolls: attack check', 'More', 'zzz zzz brief']);
  });

  it('in a fight, a verb of another rule set is left out', () => {
    expect(plain(helpCard('rondel', verbs, false, 'seconds'))).not.toContain('act brief');
    expect(plain(helpCard('rondel', verbs, false, 'rondel'))).toContain('act brief');
  });

  it('every button asks for its verb’s usage, under the word in use', () => {
    const hrefs = [...helpCard('er', verbs, true).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['!er help start', '!er help next', '!er help act', '!er help attack', '!er help check', '!er help zzz']);
  });

  it('is titled, and its footer points at the handout', () => {
    const text = plain(helpCard('rondel', verbs, true));
    expect(text.split('\n')[0]).toBe('Enchanted Realms Combat !rondel help');
    expect(text.split('\n').at(-1)).toBe('A button shows its usage. Everything: the handout Help: Enchanted Realms Combat. !combat works too.');
  });
});

describe('a verb’s help card', () => {
  it('names who may use it', () => {
    expect(plain(verbHelpCard('rondel', verbOf('a', { permission: 'gm' }))).split('\n').at(-1)).toBe('GM only.');
    expect(plain(verbHelpCard('rondel', verbOf('a', { permission: 'controller' }))).split('\n').at(-1)).toBe('The GM or whoever controls the combatant.');
    expect(plain(verbHelpCard('rondel', verbOf('a', { permission: 'anyone' }))).split('\n').at(-1)).toBe('Anyone.');
  });

  it('shows its summary, usage and flags, but not the flags only its buttons send', () => {
    expect(plain(verbHelpCard('er', verbOf('a'))).split('\n')).toEqual(['!er a', 'a in full', 'Usage: !er a [--x N]', '--x: an x', 'GM only.']);
  });

  it('in a running fight, speaks that rule set’s words where it has its own, and the common words elsewhere', () => {
    const v = verbOf('a', { summaryIn: { seconds: 'a in seconds' }, flags: { x: { kind: 'int', describe: 'an x', describeIn: { seconds: 'an x in seconds' } } } } as Partial<VerbSpec>);
    expect(plain(verbHelpCard('er', v, 'seconds'))).toContain('a in seconds\nUsage: !er a [--x N]\n--x: an x in seconds');
    expect(plain(verbHelpCard('er', v, 'rounds'))).toContain('a in full\nUsage: !er a [--x N]\n--x: an x\n');
    expect(plain(verbHelpCard('er', v))).toContain('a in full\nUsage: !er a [--x N]\n--x: an x\n');
  });
});

describe('the handout', () => {
  it('holds each verb with its usage, who may use it, its summary and its flags (never a button’s own, nor a rule set’s words)', () => {
    const v = verbOf('a', { permission: 'controller', flags: { x: { kind: 'int', describe: 'an x', describeIn: { seconds: 'an x in seconds' } }, turn: { kind: 'int', describe: 'a button’s turn', button: true } } } as Partial<VerbSpec>);
    const text = plain(helpHandout('er', [v, verbOf('b', { usage: '' })], [{ id: 'one', name: 'One' }, { id: 'two', name: 'Two' }]));
    expect(text).toContain('Select the tokens in the fight and run !er start (or !combat start). Every command answers --help. Rule sets: one (One), two (Two); choose one with !er start --rules ID.');
    expect(text).toContain('!er a [--x N] The GM or whoever controls the combatant.\na in full\n--x: an x\n');
    expect(text).toContain('!er b GM only.\nb in full');
    expect(text).not.toContain('a button’s turn');
    expect(text).not.toContain('in seconds');
  });
});
