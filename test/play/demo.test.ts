// The built-in demo (play/demo.txt) end to end, and the command line around it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../play/campaign';
import { PlayTable, runLines } from '../../play/table';

const ROOT = join(__dirname, '..', '..');
const DEMO = join(ROOT, 'play', 'demo.txt');
/** The counter the deterministic demo (seed DEFAULT_SEED) ends at. */
const FINAL_COUNTER = 43;

describe('the demo', () => {
  it('plays to the end without a crash, at the expected counter, showing every feature', async () => {
    const lines: string[] = [];
    const table = new PlayTable({ seed: DEFAULT_SEED, out: (l) => lines.push(l) });
    table.boot();
    await runLines(table, readFileSync(DEMO, 'utf8').split('\n'), (l) => lines.push(l));
    table.sb.assertNoCrash();
    expect(table.lastCounter).toBe(FINAL_COUNTER);
    expect(table.counter()).toBeNull(); // the fight was ended
    const t = lines.join('\n');
    for (const expected of [
      'Tie at count 5, d20 lowest first',
      ': Combat',
      ': Dash 10',
      ': Full Guard 12',
      ': Hide d4',
      ': Magic “Bless” casting 2 +',
      ': Use Skill/Object',
      ': Hold 2d4',
      ': Reset d4',
      'cannot hold twice in a row',
      'Kess reacts: attack of opportunity. Flex until count 15.',
      'the flex marker shows until count 15',
      'Aldric (grappled: no move)',
      'Zombie (crawl 0 or stand up)',
      'Borin’s spell “Bless” takes effect now.',
      'Movement window at count 3',
      'presses the tracker’s next-turn button',
      'restarting the sandbox',
      'The GM undid 1 step(s)',
      'Rondel status',
      `The fight ends at count ${FINAL_COUNTER}.`,
      'The turn tracker is empty.',
    ]) {
      expect(t).toContain(expected);
    }
    expect(t).not.toContain('\x1b[');
  });
});

describe('the command line', () => {
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const main = join(ROOT, 'play', 'main.ts');

  it('--script prints the transcript without colours and exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'play-'));
    const file = join(dir, 'lines.txt');
    writeFileSync(file, '# a short one\nselect all\n!combat start\n\ntracker\n');
    const r = spawnSync(tsx, [main, '--script', file], { cwd: ROOT, encoding: 'utf8', timeout: 20_000, env: { ...process.env, FORCE_COLOR: '1' } });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Gwen (GM) [Aldric, Lira +9]> !combat start');
    expect(r.stdout).toContain('▶ Count 1: Goblin 3 acts.');
    expect(r.stdout).toContain('No crash.');
    expect(r.stdout).not.toContain('\x1b[');
  });

  it('interactive mode (--terminal) reads piped lines and ends when stdin closes', () => {
    const r = spawnSync(tsx, [main, '--terminal', '--seed', '11'], { cwd: ROOT, input: 'select all\n!combat start\n2\n', encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Gwen (GM)> select all');
    expect(r.stdout).toContain('Goblin 3: Dash 10 → next at count 11');
  });
});

describe('the command line and crashes', () => {
  it('--script exits 1 when a script crashed in the sandbox', () => {
    const root = join(__dirname, '..', '..');
    const dir = mkdtempSync(join(tmpdir(), 'play-'));
    const bad = join(dir, 'bad.js');
    writeFileSync(bad, "on('ready', () => on('chat:message', (m) => { if (m.content === '!boom') throw new Error('kaboom'); }));\n");
    const file = join(dir, 'lines.txt');
    writeFileSync(file, '!boom\n!combat status\n');
    const r = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'play', 'main.ts'), '--with', bad, '--script', file], { cwd: root, encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('!! The script crashed (handler): Error: kaboom');
    expect(r.stdout).toContain('# The script crashed');
  });
});
