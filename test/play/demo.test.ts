// The built-in demos (play/demo.txt, and one per older rule set) end to end, and the command line around them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../play/campaign';
import { DEMOS } from '../../play/demos';
import { PlayTable, runLines } from '../../play/table';
import { RULE_SET_IDS, type RuleSetId } from '../../src/rules/core/rule-set';

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
      'Zombie (stand up, no crawl)',
      'Borin’s spell “Bless” takes effect now.',
      'Movement window at count 3',
      'presses the tracker’s next-turn button',
      'restarting the sandbox',
      'The GM undid 1 step',
      'Rondel status',
      `The fight ends at count ${FINAL_COUNTER}.`,
      'The turn tracker is empty.',
    ]) {
      expect(t).toContain(expected);
    }
    expect(t).not.toContain('\x1b[');
  });
});

/** Plays a rule set's demo as `npm run demo -- --rules ID` does (its file, its seed); the transcript and the table. */
async function playDemo(rules: RuleSetId): Promise<{ transcript: string; table: PlayTable }> {
  const lines: string[] = [];
  const demo = DEMOS[rules];
  const table = new PlayTable({ seed: demo.seed, out: (l) => lines.push(l) });
  table.boot();
  await runLines(table, readFileSync(demo.file, 'utf8').split('\n'), (l) => lines.push(l));
  return { transcript: lines.join('\n'), table };
}

const played = new Map<RuleSetId, Promise<{ transcript: string; table: PlayTable }>>();
/** A rule set's demo, played once for the whole file (the determinism test plays it a second time itself). */
function demoOf(rules: RuleSetId): Promise<{ transcript: string; table: PlayTable }> {
  let run = played.get(rules);
  if (!run) {
    run = playDemo(rules);
    played.set(rules, run);
  }
  return run;
}

/** The card (box) of the transcript that contains `marker`: from its top border to its bottom one. */
function cardWith(transcript: string, marker: string): string {
  const at = transcript.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  const top = transcript.lastIndexOf('╭', at);
  const bottom = transcript.indexOf('╰', at);
  return transcript.slice(top, bottom);
}

describe('every demo', () => {
  it.each(RULE_SET_IDS)('%s: is deterministic, two runs give the same transcript, and follows its own menus', async (rules) => {
    const first = await demoOf(rules);
    const second = await playDemo(rules);
    first.table.sb.assertNoCrash();
    expect(second.transcript).toBe(first.transcript);
    // a script that drifted from the dice presses buttons of the wrong menu or numbers that are not there
    expect(first.transcript).not.toContain('You do not control');
    expect(first.transcript).not.toContain('No button [');
    expect(first.transcript).not.toContain('is not one of');
    expect(first.transcript).not.toContain('!!');
    expect(first.table.clock()).toBeNull(); // the fight was ended
  });
});

describe('the demo of 20-second rounds (npm run demo -- --rules seconds)', () => {
  it('plays to its end without a crash, showing terrain, speech, a carried-over initiative and a spell carried into round 2', async () => {
    const { transcript: t, table } = await demoOf('seconds');
    table.sb.assertNoCrash();
    expect(table.lastClock).toBe('Round 2 · second 6');
    for (const expected of [
      'Gwen (GM) [Aldric, Lira +9]> !rondel start --rules seconds',
      '20-second rounds · round 1, second 1',
      // docs/rules.md §9.2: an initiative past 20 is carried over to the next round
      'Aldric: 2d10 (10+9) + 2 weapon speed → 21, carried over',
      'Aldric is not due yet: it acts no sooner than round 2, second 1',
      'Tie at round 1, second 8, d20 lowest first: Horse 1, Goblin 1 12',
      'Terrain: road → forest.',
      'tread@1 (hexes this moment; no number: 10 or more)',
      'Movement at round 1, second 6 (moment 2 of 4)',
      'Movement at round 1, second 16 (moment 4 of 4)',
      '(Roll20 does not let you: only the GM, or the player whose token is on top, may press next.)',
      'Gwen presses the tracker’s next-turn button',
      'Lira: Combat “looses an arrow at the zombie”',
      'Horse: Move “bolts across the ford”',
      'Goblin 1: Use Skill/Object “throws a net at Kess”',
      'Kess reacts: attack of opportunity. Its reaction for the round is used.',
      'Kess has already reacted in round 1: one reaction per round.',
      'Ooze did not declare: no action',
      'Borin is casting “Bless”: it takes effect at round 2, second 3.',
      'Round 2 begins.',
      'Round 2, second 1: Aldric acts.',
      'Aldric: Combat “cleaves into Goblin 3”',
      'Kess reacts: ducks the net.',
      'Borin’s spell “Bless” takes effect now.',
      '20-second rounds: status',
      'The fight ends at round 2, second 6.',
      'The turn tracker is empty.',
    ]) {
      expect(t).toContain(expected);
    }
    // speech is held until after second 20: posted once, on the card that opens round 2 (docs/rules.md §9.2)
    const said = 'Kess says: “Lira, the goblin on the left!”';
    expect(t.split(said)).toHaveLength(2);
    expect(t.indexOf(said)).toBeGreaterThan(t.indexOf('Round 1, second 19'));
    const round2 = cardWith(t, 'Round 2 begins.');
    expect(round2).toContain(said);
    // the carried over and the caster do not roll in round 2; everyone else does
    expect(round2).not.toContain('Aldric: 2d10');
    expect(round2).not.toContain('Borin: 2d10');
    expect(round2).toContain('Lira: 2d10');
    // the spell lands in round 2, and the casting is Borin's action there too
    expect(t.indexOf('Borin’s spell “Bless” takes effect now.')).toBeGreaterThan(t.indexOf('Round 2 begins.'));
    expect(t).toContain('Alex [Borin]> !rondel act combat --note hammer\n(to Alex)');
    expect(t).not.toContain('\x1b[');
  });
});

describe('the demo of 10-second rounds (npm run demo -- --rules rounds)', () => {
  it('plays to its end without a crash, showing defense, ready and trigger, hold refused and a new round', async () => {
    const { transcript: t, table } = await demoOf('rounds');
    table.sb.assertNoCrash();
    expect(table.lastClock).toBe('Round 2 · turns');
    for (const expected of [
      'Gwen (GM) [Aldric, Lira +9]> !rondel start --rules rounds',
      'Tie at initiative 8 (round 1), d20 highest first: Aldric 14, Borin 4',
      'Round 1: Lira acts.',
      'Sam presses the tracker’s next-turn button',
      'Goblin 1: At the ready “if anyone wades into the ford, it throws its',
      'There is no holding in 10-second rounds',
      'Kess stands in defense until its next turn',
      'Kess stood in defense: no reactions in that round or the next.',
      'bolt-shield (in defense)',
      'sentry-gun (at the ready)',
      'Aldric: Move only',
      'Goblin 1 acts at the ready: Aldric wades into the ford.',
      'Goblin 1 has already reacted in round 1: one reaction per round.',
      'lightning-helix (reacted this round)',
      'Lira has no action at the ready.',
      'Borin: Magic “Bless”',
      'Ooze did not declare: no action',
      'Horse: now crawl 8 (or stand up) this turn.',
      'Round 2 begins.',
      'Round 2: Lira acts.',
      'Kess no longer stands in defense.',
      'Goblin 2’s readied action is lost.',
      '10-second rounds: status',
      'The fight ends at round 2.',
      'The turn tracker is empty.',
    ]) {
      expect(t).toContain(expected);
    }
    // the initiative is rolled once (docs/rules.md §9.3): round 2 starts without new rolls
    expect(cardWith(t, 'Round 2 begins.')).not.toContain('d10 (');
    // the stand in defense still forbids reactions in the round after it (docs/rules.md §9.3)
    expect(t.indexOf('Sam [Kess]> !rondel react --note trips Goblin 1')).toBeGreaterThan(t.indexOf('Round 2 begins.'));
    expect(t).toContain('Sam [Kess]> !rondel react --note trips Goblin 1\n(to Sam)');
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
    expect(r.stdout).toContain('Count 1: Goblin 3 acts.');
    expect(r.stdout).toContain('No crash.');
    expect(r.stdout).not.toContain('\x1b[');
  });

  it('--demo --rules picks the rule set’s demo and its seed; --rules needs --demo and a rule set', () => {
    const r = spawnSync(tsx, [main, '--demo', '--rules', 'rounds'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`# Enchanted Realms Combat: play table, play/demo-rounds.txt, seed ${DEMOS.rounds.seed}`);
    expect(r.stdout).toContain('# End of script. Last clock: Round 2 · turns. No crash.');
    const bad = spawnSync(tsx, [main, '--demo', '--rules', 'minutes'], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--rules takes one of rondel, seconds, rounds');
    const alone = spawnSync(tsx, [main, '--rules', 'seconds'], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--rules picks a demo: use it with --demo');
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
