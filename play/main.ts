// The local play table: the built bundle in the Roll20 sandbox double with a demo campaign.
//
//   npm start                         the table in the browser: serves a page on 127.0.0.1 and prints its address
//                                     (--port N; the browser is never opened for you, so --no-open changes nothing)
//   npm start -- --terminal           the table at the terminal (line editing, history, tab completion)
//   npm start -- --script FILE        run a file of lines, print the transcript, exit (1 if the script crashed)
//   npm run demo                      the built-in scripted encounter (play/demo.txt)
//   npm run demo -- --rules ID        the scripted encounter of another rule set: seconds (play/demo-seconds.txt),
//                                     rounds (play/demo-rounds.txt); rondel is the default
//   options: --seed N (dice), --warnings (show the sandbox's warnings), --no-color,
//            --with FILE (load another Mod script after ours, as Roll20 would; repeatable)
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import * as readline from 'node:readline';
import { isRuleSetId, RULE_SET_IDS, type RuleSetId } from '../src/rules/core/rule-set';
import { BUNDLE, buildCampaign, DEFAULT_SEED, type Campaign } from './campaign';
import { DEMOS } from './demos';
import { PlayTable, runLines } from './table';
import type { Query } from './render';
import { startServer } from './web/server';

/** The browser table's port unless --port says otherwise (taken: any free one). */
const DEFAULT_PORT = 8420;

interface Args {
  script?: string;
  demo: boolean;
  /** The demo's rule set (with --demo). */
  rules?: RuleSetId;
  terminal: boolean;
  port?: number;
  seed?: number;
  warnings: boolean;
  noColour: boolean;
  with: string[];
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { demo: false, terminal: false, warnings: false, noColour: false, with: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--script') args.script = argv[++i];
    else if (a === '--demo') args.demo = true;
    else if (a === '--rules') {
      const id = argv[++i];
      if (!isRuleSetId(id)) {
        process.stderr.write(`--rules takes one of ${RULE_SET_IDS.join(', ')}\n`);
        process.exit(2);
      }
      args.rules = id;
    } else if (a === '--terminal') args.terminal = true;
    else if (a === '--port') args.port = Number(argv[++i]);
    else if (a === '--no-open') continue;
    else if (a === '--seed') args.seed = Number(argv[++i]);
    else if (a === '--warnings') args.warnings = true;
    else if (a === '--with') args.with.push(String(argv[++i]));
    else if (a === '--no-color' || a === '--no-colour') args.noColour = true;
    else if (a === '--help' || a === '-h') {
      process.stdout.write('Usage: tsx play/main.ts [[--port N] [--no-open] | --terminal | --script FILE | --demo [--rules ID]] [--seed N] [--with SCRIPT.js]… [--warnings] [--no-color]\n');
      process.exit(0);
    } else {
      process.stderr.write(`Unknown argument ${a}\n`);
      process.exit(2);
    }
  }
  if (args.seed !== undefined && !Number.isInteger(args.seed)) {
    process.stderr.write('--seed takes an integer\n');
    process.exit(2);
  }
  if (args.rules !== undefined && !args.demo) {
    // a script or the table starts its own fight: `!rondel start --rules ID`
    process.stderr.write('--rules picks a demo: use it with --demo (elsewhere, type !rondel start --rules ID)\n');
    process.exit(2);
  }
  if (args.port !== undefined && !(Number.isInteger(args.port) && args.port >= 0 && args.port < 65536)) {
    process.stderr.write('--port takes a port number\n');
    process.exit(2);
  }
  return args;
}

function campaignFor(args: Args, seed: number): Campaign {
  const campaign = buildCampaign({ seed });
  for (const file of args.with) campaign.sb.loadFile(file);
  return campaign;
}

async function batch(file: string, args: Args, seed: number): Promise<number> {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const out = (l: string) => process.stdout.write(`${l}\n`);
  const table = new PlayTable({ campaign: campaignFor(args, seed), out, warnings: args.warnings });
  out(`# Enchanted Realms Combat: play table, ${relative(process.cwd(), file) || file}, seed ${seed}`);
  table.boot();
  try {
    await runLines(table, lines, out);
  } catch (e) {
    // a fault of the table or the double (not the script's crash, which the table reports and carries on from)
    out(`!! ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
  out('');
  if (table.crashed) {
    out(`# The script crashed: ${table.sb.recorder.crashes.map((c) => c.message).join('; ')}`);
    return 1;
  }
  // the rondel's counter; the other rule sets' clock (round and second, or round) as the tracker titles it
  const last = table.lastCounter !== null ? `Last counter: ${table.lastCounter}` : table.lastClock !== null ? `Last clock: ${table.lastClock}` : 'Last counter: –';
  out(`# End of script. ${last}. No crash.`);
  return 0;
}

async function interactive(args: Args): Promise<number> {
  const colour = !args.noColour && process.stdout.isTTY === true && !process.env.NO_COLOR;
  const seed = args.seed ?? Math.floor(Math.random() * 1_000_000);
  const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true;
  let table: PlayTable | undefined;
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal,
    historySize: 500,
    completer: (line: string) => table?.complete(line) ?? [[], line],
  });
  // Lines are queued as they arrive: with piped input readline reads ahead, and a line nobody waits for is lost.
  const queue: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queue.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  const out = (l: string) => process.stdout.write(`${l}\n`);
  /** The next line typed, after showing `prompt` (a terminal) or echoing it with the line (a pipe); null at the end. */
  const question = async (prompt: string): Promise<string | null> => {
    if (terminal) {
      rl.setPrompt(prompt);
      rl.prompt();
    }
    const line = queue.length ? (queue.shift() as string) : closed ? null : await new Promise<string | null>((resolve) => waiting.push(resolve));
    if (!terminal && line !== null) out(`${prompt}${line}`);
    return line;
  };
  const ask = async (q: Query): Promise<string> => {
    const options = q.options.length ? ` ${q.options.map((o, i) => `${i + 1}) ${o.label}`).join('  ')}` : '';
    const dflt = q.options.length ? q.options[0]?.label ?? '' : q.defaultValue;
    const answer = await question(`  ? ${q.prompt}${options} [${dflt}]: `);
    return answer ?? '';
  };
  table = new PlayTable({ campaign: campaignFor(args, seed), out, ask, colour, width: Math.min(100, Math.max(40, (process.stdout.columns ?? 80) - 2)), warnings: args.warnings });
  out(`Enchanted Realms Combat: the play table (seed ${seed}; --seed ${seed} replays it). Type help for the table's commands.`);
  table.boot();
  for (;;) {
    const line = await question(table.prompt());
    if (line === null) break;
    let keepGoing = true;
    try {
      keepGoing = await table.exec(line);
    } catch (e) {
      // a fault of the double or the table itself (not the script's crash, which the table reports): keep going
      out(`!! ${(e as Error).message}`);
    }
    if (!keepGoing) break;
  }
  rl.close();
  return table.crashed ? 1 : 0;
}

/** Serves the browser table until Ctrl-C. */
async function web(args: Args): Promise<number> {
  const seed = args.seed ?? Math.floor(Math.random() * 1_000_000);
  const options = { seed, with: args.with };
  let server;
  try {
    server = await startServer({ ...options, port: args.port ?? DEFAULT_PORT });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || args.port !== undefined) throw e;
    server = await startServer({ ...options, port: 0 }); // the usual port is taken: any free one will do
  }
  process.stdout.write(`Enchanted Realms Combat: the play table (seed ${seed}; --seed ${seed} replays it).\n`);
  process.stdout.write(`Open ${server.url} in your browser (?as=Sam looks as a player). Ctrl-C stops it.\n`);
  const running = server;
  await new Promise<void>((resolve) => {
    const stop = () => void running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(BUNDLE)) {
    process.stderr.write(`No bundle at ${BUNDLE}: run npm run build first (npm start does).\n`);
    process.exit(2);
  }
  if (args.script !== undefined && !existsSync(args.script)) {
    process.stderr.write(`No such script file: ${args.script}\n`);
    process.exit(2);
  }
  const demo = DEMOS[args.rules ?? 'rondel'];
  const code = args.demo
    ? await batch(demo.file, args, args.seed ?? demo.seed)
    : args.script !== undefined
      ? await batch(args.script, args, args.seed ?? DEFAULT_SEED)
      : args.terminal
        ? await interactive(args)
        : await web(args);
  process.exitCode = code;
}

void main();
