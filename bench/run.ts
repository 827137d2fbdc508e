// `npm run bench`: builds, then measures the engine, every rule set through the seam, the chat commands in the Roll20
// double, and sizes; prints one table. `npm run bench -- --save` also writes the same figures to
// bench/results/<version>.json and bench/results/latest.json (without it, nothing is written).
// Timing verdicts are informational (the machine is shared and noisy): this never exits non-zero because of them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { bundle, ROOT } from './campaign';
import { COMMAND_SIZES, COMMANDS_EACH, runCommands, type CommandFigures } from './commands';
import { economyLines, runAllEconomy } from './economy-table';
import { ENGINE_COUNTS, ENGINE_TARGET_US, runEngine, type EngineFigures } from './engine';
import { RULE_SET_STEPS, RULE_SET_WARMUP_STEPS, ruleSetLines, runRuleSets } from './rule-sets';
import { PLAY_COMMANDS, runSizes, STARTUP_RUNS, type SizeFigures } from './sizes';
import { renderTable, row, verdict, type Line } from './table';

interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly node: string;
  readonly platform: string;
  readonly arch: string;
  readonly memoryGiB: number;
  readonly loadAverage: readonly number[];
}

function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const fix = (n: number, d = 2): string => n.toFixed(d);

function engineLines(e: EngineFigures): { lines: Line[]; verdicts: { measure: string; ok: boolean }[] } {
  const lines: Line[] = [{ section: `1. Engine: pure rules, seeded play of ${int(ENGINE_COUNTS)} counts, µs per call (process.hrtime.bigint)` }];
  const verdicts: { measure: string; ok: boolean }[] = [];
  for (const op of ['advance', 'declareAction', 'react'] as const) {
    for (const r of e.runs) {
      const f = r[op];
      const atTarget = r.n === 200 && op !== 'react';
      const ok = f.medianUs < ENGINE_TARGET_US;
      if (atTarget) verdicts.push({ measure: `engine ${op} median at 200`, ok });
      lines.push(
        row(
          `${op}: median / p95 µs${op === 'react' ? ' (info)' : ''}`,
          r.n,
          `${fix(f.medianUs)} / ${fix(f.p95Us)}`,
          atTarget ? `median < ${ENGINE_TARGET_US} µs at 200` : '',
          atTarget ? verdict(ok) : '',
        ),
      );
    }
  }
  for (const r of e.runs) {
    const f = r.advanceToWindow;
    lines.push(row('advance onto a window (subset): median / p95 µs (info)', r.n, `${fix(f.medianUs)} / ${fix(f.p95Us)}`));
  }
  // issue 3's target is per event: a call's cost over the events it produced
  for (const [label, key] of [
    ['advance', 'advance'],
    ['advance onto a window', 'advanceToWindow'],
    ['declareAction', 'declareAction'],
  ] as const) {
    for (const r of e.runs) {
      const f = r.perEvent[key];
      const atTarget = r.n === 200;
      const ok = f.medianUs < ENGINE_TARGET_US;
      if (atTarget) verdicts.push({ measure: `engine ${label}, µs per event at 200`, ok });
      lines.push(row(`${label}: µs per event, median / p95`, r.n, `${fix(f.medianUs)} / ${fix(f.p95Us)}`, atTarget ? `< ${ENGINE_TARGET_US} µs per event at 200` : '', atTarget ? verdict(ok) : ''));
    }
  }
  for (const r of e.runs) {
    lines.push(row('calls timed: advance (window) / declare / react', r.n, `${int(r.advance.samples)} (${int(r.advanceToWindow.samples)}) / ${int(r.declareAction.samples)} / ${int(r.react.samples)}`, `${fix(r.wallMs / 1000, 1)} s of play`));
  }
  for (const r of e.runs) lines.push(row('engine events per advance / per declare', r.n, `${fix(r.eventsPerAdvance)} / ${fix(r.eventsPerDeclare)}`));
  const nl = (n: number): number => n * Math.log(n);
  for (const g of e.growth) {
    lines.push(row(`${g.op}: median ratio 50/10, 200/50, 200/10`, '10-200', `${fix(g.ratio50to10)}, ${fix(g.ratio200to50)}, ${fix(g.ratio200to10)}`, `N log N: ${fix(nl(50) / nl(10))}, ${fix(nl(200) / nl(50))}, ${fix(nl(200) / nl(10))}`));
    const ok = g.exponent <= e.nLogNExponent;
    verdicts.push({ measure: `engine ${g.op} growth exponent`, ok });
    lines.push(row(`${g.op}: fitted exponent k (cost ~ N^k)`, '10-200', fix(g.exponent), `k <= ${fix(e.nLogNExponent)} (N log N)`, verdict(ok)));
  }
  return { lines, verdicts };
}

function commandLines(list: readonly CommandFigures[]): { lines: Line[]; verdicts: { measure: string; ok: boolean }[] } {
  const lines: Line[] = [{ section: `3. Commands: built bundle in the Roll20 double, ${COMMANDS_EACH} of each by the GM; ms include the double's overhead` }];
  const verdicts: { measure: string; ok: boolean }[] = [];
  for (const c of list) {
    const v = c.verb === 'next' ? '!rondel next' : '!rondel act';
    const check = (measure: string, value: string, target: string, ok: boolean): void => {
      verdicts.push({ measure: `${v} ${measure} at ${c.n}`, ok });
      lines.push(row(`${v}: ${measure}`, c.n, value, target, verdict(ok)));
    };
    lines.push(row(`${v}: median / p95 ms per command`, c.n, `${fix(c.medianMs, 3)} / ${fix(c.p95Ms, 3)}`, '(info)'));
    check('turn-order writes per command', c.turnOrderWrites.min === c.turnOrderWrites.max ? String(c.turnOrderWrites.min) : `${c.turnOrderWrites.min}-${c.turnOrderWrites.max}`, 'exactly 1', c.turnOrderWrites.notOne === 0);
    check('public cards per command, max (mean)', `${c.publicChat.max} (${fix(c.publicChat.mean)})`, '<= 1', c.publicChat.overOne === 0);
    check(
      'whispers per command, max (mean); GM overflow',
      `${c.whispers.max} (${fix(c.whispers.mean)}); +${c.overflowMax}`,
      '<= 1: the due menu (+ the GM’s whisper of what a cut card left out)',
      c.whispers.overOne === 0,
    );
    check(
      'token writes / tokens changed, mean (max)',
      `${fix(c.tokenWrites.mean)} / ${fix(c.tokensChanged.mean)} (${c.tokenWrites.max} / ${c.tokensChanged.max})`,
      'writes = changed',
      c.wastedTokenWrites === 0 && c.tokenWrites.total === c.tokensChanged.total,
    );
    check('refused commands', String(c.refused), '0', c.refused === 0);
  }
  return { lines, verdicts };
}

function sizeLines(s: SizeFigures): Line[] {
  const lines: Line[] = [{ section: '5. Sizes and start-up' }];
  lines.push(row('bundle: bytes (gzip -9)', '-', `${int(s.bundleBytes)} B (${int(s.bundleGzipBytes)} B)`, '(info)'));
  for (const st of s.state) {
    lines.push(row(`state JSON after ${PLAY_COMMANDS} commands: total`, st.n, `${int(st.totalBytes)} B`, `${st.historyStates} undo states kept`));
    lines.push(row('state per combatant: total / present only', st.n, `${int(st.bytesPerCombatant)} B / ${int(st.presentBytesPerCombatant)} B`, '(info)'));
  }
  lines.push(row(`start-up: create + load + boot, median of ${STARTUP_RUNS}`, s.startup.tokens, `${fix(s.startup.totalMedianMs)} ms`, `load + boot alone ${fix(s.startup.loadBootMedianMs)} ms`));
  lines.push(row(`restart (Save Script) with a running fight`, s.startup.tokens, `${fix(s.startup.restartWithFightMedianMs)} ms`, `median of ${STARTUP_RUNS}, (info)`));
  return lines;
}

interface RunArgs {
  /** Write bench/results/<version>.json and latest.json. */
  readonly save: boolean;
  /** The full scale run: 500 combatants to count 2,000 (else the quick one, to count 100). */
  readonly scale: boolean;
}

function parseArgs(argv: readonly string[]): RunArgs {
  let save = false;
  let scale = false;
  for (const a of argv) {
    if (a === '--save') save = true;
    else if (a === '--scale') scale = true;
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run bench [-- --save] [-- --scale]   (--save writes bench/results/<version>.json and latest.json; --scale plays 500 combatants to count 2,000 instead of 100, a few minutes)');
      process.exit(0);
    } else {
      console.error(`Unknown argument ${a}; the options are --save and --scale.`);
      process.exit(2);
    }
  }
  return { save, scale };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  const m = machine();
  const started = Date.now();
  console.log(`${pkg.name} v${pkg.version} benchmark, ${new Date().toISOString()}`);
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, node ${m.node}, ${m.platform} ${m.arch}, load average ${m.loadAverage.join(' ')}`);
  bundle(); // read the built bundle once, before anything else can rebuild it
  const engine = runEngine();
  const rules = runRuleSets();
  const commands = COMMAND_SIZES.flatMap((n) => runCommands(n, n));
  const economy = runAllEconomy(args.scale);
  const sizes = runSizes();
  const e = engineLines(engine);
  const r = ruleSetLines(rules);
  const c = commandLines(commands);
  const x = economyLines(economy);
  console.log('');
  console.log(renderTable([...e.lines, ...r.lines, ...c.lines, ...x.lines, ...sizeLines(sizes)]));
  const verdicts = [...e.verdicts, ...r.verdicts, ...c.verdicts, ...x.verdicts];
  const failed = verdicts.filter((v) => !v.ok);
  const seconds = (Date.now() - started) / 1000;
  console.log(`${verdicts.length - failed.length} of ${verdicts.length} targets met${failed.length ? `; missed: ${failed.map((f) => f.measure).join('; ')}` : ''}. Took ${seconds.toFixed(1)} s.`);
  console.log('Timing figures are informational: the exit code never depends on them.');
  const results = {
    schema: 3,
    name: pkg.name,
    version: pkg.version,
    generatedAt: new Date().toISOString(),
    seconds: Math.round(seconds * 10) / 10,
    machine: m,
    engine: { counts: ENGINE_COUNTS, targetMedianUsAt200: ENGINE_TARGET_US, ...engine },
    ruleSets: { steps: RULE_SET_STEPS, warmupSteps: RULE_SET_WARMUP_STEPS, targetUsPerEventAt200: ENGINE_TARGET_US, figures: rules },
    commands: { each: COMMANDS_EACH, note: 'wall time of driver.chat including the Roll20 double', figures: commands },
    economy,
    sizes,
    verdicts: verdicts.map((v) => ({ measure: v.measure, verdict: v.ok ? 'PASS' : 'FAIL' })),
  };
  if (!args.save) {
    console.log(`Not saved: npm run bench -- --save writes bench/results/${pkg.version}.json and bench/results/latest.json.`);
    return;
  }
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(join(dir, `${pkg.version}.json`), json);
  writeFileSync(join(dir, 'latest.json'), json);
  console.log(`Wrote bench/results/${pkg.version}.json and bench/results/latest.json.`);
}

main();
