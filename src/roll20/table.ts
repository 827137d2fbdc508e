// At the table, after every commit (docs/rules.md §15): the turn on the map (./indicator.ts), the GM's hooks for a turn,
// a round and a movement window, and the turn timer. Nothing here changes the fight; each part is guarded on its own,
// so a failing hook or a refused object write never spoils the commit it follows.
import { present, rulesOf, ruleSetTitle } from '../app/context';
import { HOOK_KEYS, type HookKey, type Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Outgoing, Sender } from '../app/ports';
import { hookOf } from '../app/table-options';
import { clockFormat } from '../render/clock';
import { notice } from '../render/cards';
import { followTurn } from './indicator';
import { errorText } from './error-text';
import { isHiddenLayer } from '../app/world-reads';

/**
 * Hooks run in a row without anyone's command between them: a hook that moves the fight on (`!rondel next`) runs the
 * hooks again, and after this many the hooks wait for a person's command (docs/rules.md §15).
 */
export const HOOK_CHAIN_LIMIT = 10;

/** The sandbox's timers (Roll20 gives scripts setTimeout and clearTimeout; the API typings do not declare them). */
interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
export const timers = (): Timers => globalThis as unknown as Timers;

export interface TablePorts {
  readonly save: (stored: Stored) => void;
  readonly log: (line: string) => void;
  readonly tellGM: (line: string) => void;
  /** Chat as the script: an API command reaches every script with playerid "API". */
  readonly speak: (line: string) => void;
  readonly send: (message: Outgoing) => void;
  readonly guard: <A extends unknown[]>(where: string, fn: (...args: A) => void) => (...args: A) => void;
  /** The stored data now (the timer reads it when it fires). */
  readonly current: () => Stored;
}

interface Turn {
  readonly id: string;
  readonly name: string;
  readonly clock: number;
  readonly at: string;
  /** The fight's title on its cards ("Rondel", "10-second rounds"): the reminder is one of them. */
  readonly title: string;
  readonly round: number | null;
  readonly hidden: boolean;
}

function turnOf(stored: Stored): Turn | null {
  const fight = stored.fight;
  if (!fight) return null;
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  const due = rs.current(s);
  if (!due) return null;
  const token = getObj('graphic', due.id);
  return { id: due.id, name: due.name, clock: rs.clock(s), at: clockFormat(rs.id).at(rs.clock(s)), title: ruleSetTitle(rs.id), round: rs.round(s), hidden: !token || isHiddenLayer(token.get('layer')) };
}

/** Whose turn at which clock, without reading the token: what the timer follows. */
function turnKey(stored: Stored): string | null {
  const fight = stored.fight;
  if (!fight) return null;
  const rs = rulesOf(fight.rules);
  const due = rs.current(present(fight));
  return due ? `${due.id}@${rs.clock(present(fight))}` : null;
}

/** Whether no hook is set (an indexed pass: asked after every commit). */
function noHooks(config: Stored['config']): boolean {
  for (let i = 0; i < HOOK_KEYS.length; i += 1) if (hookOf(config, HOOK_KEYS[i] as HookKey) !== '') return false;
  return true;
}

/**
 * Text put into a hook: nothing Roll20's chat parser would read as a roll, a query, an attribute or a macro, and
 * nothing that makes a line a command (a leading `!` or `/`) or gives a command another option (`--`): a token's
 * name is its players' to write, and the hook's commands run as the GM's.
 */
function plainText(text: string): string {
  return text
    .replace(/[[\]{}@|%*#?&<>\r\n]/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[!/\s]+/, '');
}

/** A chat line for the GM alone: a whisper to another goes to the GM instead, any other line is whispered. */
export function toGM(line: string): string {
  const whisper = /^\/w(?:hisper)?\s+("[^"]*"|\S+)\s*([\s\S]*)$/i.exec(line);
  if (!whisper) return `/w gm ${line}`;
  const to = (whisper[1] as string).replace(/^"|"$/g, '').trim().toLowerCase();
  return to === 'gm' ? line : `/w gm ${whisper[2] as string}`;
}

/** A hook's text with the turn put in: {token}, {name}, {count}, {round}. */
export function fillHook(line: string, turn: Turn | null, clock: number, round: number | null): string {
  return line
    .replace(/\{token\}/gi, turn?.id ?? '')
    .replace(/\{name\}/gi, plainText(turn?.name ?? ''))
    .replace(/\{count\}/gi, String(turn?.clock ?? clock))
    .replace(/\{round\}/gi, round === null ? '' : String(round));
}

export function createTable(ports: TablePorts) {
  let chain = 0;
  let toldPaused = false;
  let replaying = false;
  let timer: unknown = null;
  let timed: string | null = null;

  const io = { save: ports.save, log: ports.log, tellGM: ports.tellGM };

  function failed(where: string, error: unknown): void {
    ports.log(`${where} failed: ${errorText(error)}`);
  }

  function attempt(where: string, fn: () => void): void {
    try {
      fn();
    } catch (error) {
      failed(where, error);
    }
  }

  /**
   * The lines a hook sends: its own command, or its macro's lines. Only a GM's macro: the lines go out as the script's,
   * which every command trusts as the GM's, and a player may make a macro of any name.
   */
  function linesOf(hook: string): string[] | null {
    if (!hook.startsWith('#')) return [hook];
    const name = hook.slice(1);
    const macro = findObjs({ _type: 'macro', name }).find((m) => playerIsGM(String(m.get('_playerid') ?? '')));
    if (!macro) return null;
    return String(macro.get('action') ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  }

  function runHook(key: HookKey, stored: Stored): void {
    const hook = hookOf(stored.config, key);
    if (hook === '') return;
    if (chain >= HOOK_CHAIN_LIMIT) {
      if (!toldPaused) ports.tellGM(`The hooks ran ${HOOK_CHAIN_LIMIT} times in a row with no one’s command between: they wait for the next command from a person (does a hook run !rondel next?).`);
      toldPaused = true;
      return;
    }
    chain += 1;
    const lines = linesOf(hook);
    if (!lines) return ports.tellGM(`The ${key} hook names the macro ${hook}, which is not one of the GM’s macros.`);
    const fight = stored.fight;
    const rs = fight ? rulesOf(fight.rules) : null;
    const turn = turnOf(stored);
    const clock = fight && rs ? rs.clock(present(fight)) : 0;
    const round = fight && rs ? rs.round(present(fight)) : null;
    for (const line of lines) {
      const text = fillHook(line, turn, clock, round);
      // chat a macro posts about a combatant hidden from the players goes to the GM alone, whispers included: a turn
      // hook's lines, and a window's or round's that name the due combatant ({name}, {token}); a window's or round's
      // other lines are the players' whoever is due, as its card is
      const aboutTurn = key === 'turn' || /\{(name|token)\}/i.test(line);
      if (text.startsWith('!') || !turn?.hidden || !aboutTurn) {
        ports.speak(text);
        continue;
      }
      ports.speak(toGM(text));
      // a window's or round's line comes whoever is due, as its card does: the players read it as if nobody were, so
      // its absence tells them nothing of a hidden combatant (a turn hook comes only with a turn: it has no such line)
      if (key !== 'turn') ports.speak(fillHook(line, null, clock, round));
    }
  }

  function hooks(stored: Stored, outcome: Outcome): void {
    if (replaying || !stored.fight) return;
    // no hook set: nothing to look at (the due token is not read)
    if (noHooks(stored.config)) return;
    const events = outcome.events ?? [];
    const turn = turnOf(stored);
    const fired: Record<HookKey, boolean> = {
      round: events.some((e) => e.type === 'round-started'),
      window: events.some((e) => e.type === 'movement-window'),
      turn: turn !== null && events.some((e) => e.type === 'turn-due' && e.id === turn.id),
    };
    for (const key of HOOK_KEYS) if (fired[key]) attempt(`the ${key} hook`, () => runHook(key, stored));
  }

  /** The timer follows the turn: a new turn starts it again, the end of the fight or of the turn stops it. */
  function follow(stored: Stored): void {
    const key = turnKey(stored);
    if (key === timed) return;
    if (timer !== null) timers().clearTimeout(timer);
    timer = null;
    timed = key;
    const seconds = stored.config.turnTimer;
    // no timer set: the due token is not read
    if (!(seconds > 0)) return;
    const turn = turnOf(stored);
    if (!turn) return;
    timer = timers().setTimeout(
      ports.guard('the turn timer', () => {
        timer = null;
        const now = turnOf(ports.current());
        if (!now || `${now.id}@${now.clock}` !== key) return;
        const to = now.hidden || ports.current().config.announce === 'gm' ? 'gm' : 'all';
        ports.send({ to, html: notice(`${now.title} ${now.at}`, [`${now.name}’s turn has waited ${seconds} seconds.`]) });
      }),
      seconds * 1000,
    );
  }

  return {
    /** After a restart: the timers of the sandbox before it are gone, and the turn now is not timed again. */
    restarted(stored: Stored): void {
      const turn = turnOf(stored);
      timed = turn ? `${turn.id}@${turn.clock}` : null;
    },
    /** A command of ours is about to run: a person's command lets the hooks run again; undo and redo run none. */
    beforeCommand(sender: Sender, history: boolean): void {
      if (!sender.isApi) {
        chain = 0;
        toldPaused = false;
      }
      replaying = history;
    },
    afterCommit(before: Stored, after: Stored, outcome: Outcome): Stored {
      // each part on its own (plain try blocks: this runs after every commit)
      let stored = after;
      try {
        stored = followTurn(before, after, io);
      } catch (error) {
        failed('the turn indicator', error);
      }
      try {
        hooks(stored, outcome);
      } catch (error) {
        failed('the hooks', error);
      }
      try {
        follow(stored);
      } catch (error) {
        failed('the turn timer', error);
      }
      return stored;
    },
  };
}
