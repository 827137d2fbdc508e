// The README's transcripts are the play table's own output: each is played again from the lines typed in it (seed
// DEFAULT_SEED, as the README says) and must read the same, so a change to a card shows up as a stale README here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../play/campaign';
import { PlayTable, runLines } from '../../play/table';

const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
/** A line typed at the play table: who types, whom they have selected, then what. */
const PROMPT = /^[A-Z][a-z]+(?: \(GM\))?(?: \[[^\]]*\])?> (.*)$/;

/** The README's code blocks that are transcripts: they begin with the GM typing at the play table. */
function transcripts(): string[][] {
  const blocks: string[][] = [];
  let open: string[] | null = null;
  for (const line of README.split('\n')) {
    if (line.startsWith('```')) {
      if (open) blocks.push(open);
      open = open ? null : [];
    } else if (open) open.push(line);
  }
  return blocks.filter((b) => /^Gwen \(GM\)> /.test(b[0] ?? ''));
}

async function played(typed: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  const table = new PlayTable({ seed: DEFAULT_SEED, out: (l) => lines.push(...l.split('\n')) });
  table.boot();
  await runLines(table, [...typed], (l) => lines.push(...l.split('\n')));
  table.sb.assertNoCrash();
  // no colours: the README shows the plain text
  return lines.map((l) => l.replace(/\u001b\[[0-9;]*m/g, ''));
}

describe('the README’s transcripts', () => {
  const blocks = transcripts();

  it('are there (the rondel’s and 10-second rounds’)', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  it.each(blocks.map((b, i) => [i, b] as const))('transcript %i reads as the play table plays it today', async (_i, block) => {
    const typed = block.flatMap((l) => PROMPT.exec(l)?.slice(1, 2) ?? []);
    const out = await played(typed);
    const from = out.findIndex((l) => l === block[0]);
    const shown = out.slice(from, from + block.length);
    expect(shown.join('\n').trimEnd()).toBe(block.join('\n').trimEnd());
  });
});
