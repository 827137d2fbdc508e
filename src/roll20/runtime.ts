// The script as it runs in the sandbox: the stored data, and the one way it changes, the commit (the write, then the
// turn on the map, then the observers). The entry points (entry-points.ts) and the start-up (start-up.ts) act through
// it; app.ts wires them to the sandbox.
import { type Context } from '../app/context';
import { titleOf } from '../app/replies';
import { freshStore, type Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { World } from '../app/ports';
import { reconcile } from '../app/reconcile';
import { keepOffers, newOffers } from '../app/adopt';
import { createObservers } from '../app/observers';
import { isHidden } from '../app/world-reads';
import type { Dice } from '../rules/core/dice';
import { notice } from '../render/cards';
import { commit as write, type CommitPorts, type TrackerRead } from './commit';
import { save } from './store';
import { createTable } from './table';
import { roll20World } from './world';
import { errorText } from './error-text';
import { send, SPEAKER } from './chat';
import { guard, LOG_PREFIX, safeLog } from './guard';

const liveDice: Dice = { roll: (sides) => randomInteger(sides) };

export interface Runtime {
  /** The stored data as the script holds it; written by the commit (and by the start-up, and a Repair). */
  stored: Stored;
  /** Why the script is paused; it is paused until the stored data was read, so nothing can overwrite it unread. */
  degraded: string | null;
  /** How many times the observers were told of the fight (start-up tells them once, if no commit of its own did). */
  notified: number;
  /** Whether our start-up ran: before it, the API reads the stored data (another script's ready may run first). */
  started: boolean;
  readonly watchers: ReturnType<typeof createObservers>;
  /** The turn on the map, hooks and the turn timer (docs/rules.md §15). */
  readonly table: ReturnType<typeof createTable>;
  /**
   * Tokens new on the map during a fight, looked at again when Roll20 has filled them in: `add:graphic` comes before a
   * pasted copy has its properties (its markers, its tint), which arrive with its first change or a moment later.
   */
  readonly newTokens: Set<string>;
  /** The use cases' view of the game; `world` shares one command's token reads between the steps of that command. */
  context(world?: World): Context;
  /** Tells the observers of the fight as it is now. */
  notify(): void;
  /**
   * Whether a token is hidden from the players, as the table shows it now (each token's layer read once). The world
   * is made at the first question: with no observer (most games), a commit asks none and makes none.
   */
  hiddenNow(): (id: string) => boolean;
  /** Writes what a use case decided (commit.ts), then the turn on the map, then tells the observers. */
  commit(outcome: Outcome | null, seen?: TrackerRead): void;
  /**
   * Reads the tracker and takes in what others wrote to it since our last write. Returns the tracker as read when
   * nothing was written to it since (no fight: not read), for the command's own commit to read no second time.
   */
  checkForeignWrites(world?: World): TrackerRead | undefined;
  /**
   * An outcome that writes the tracker from the fight, made after what another script wrote since our last write
   * was read (docs/rules.md §13): the GM is told of it, and its Adopt buttons outlive the outcome's own step (ruling
   * 94), as at a command.
   */
  commitAfterLook(make: () => Outcome | null): void;
}

export function createRuntime(): Runtime {
  const watchers = createObservers((who, error) => safeLog(`${LOG_PREFIX} ${who} failed: ${errorText(error)}`));
  let fightChanged = false;

  const rt: Runtime = {
    stored: freshStore(),
    degraded: 'the script has not finished starting (see the Mod console).',
    notified: 0,
    started: false,
    watchers,
    newTokens: new Set(),
    table: createTable({
      save,
      log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
      tellGM: (line) => send({ to: 'gm', html: notice(titleOf({ stored: rt.stored }), [line]), noarchive: true }),
      speak: (line) => sendChat(SPEAKER, line),
      send,
      guard,
      current: () => rt.stored,
    }),

    context(world: World = roll20World()): Context {
      return { stored: rt.stored, ports: { world, dice: liveDice } };
    },

    notify(): void {
      rt.notified += 1;
      watchers.notify(rt.stored, rt.hiddenNow());
    },

    hiddenNow(): (id: string) => boolean {
      let world: World | null = null;
      return (id) => isHidden((world ??= roll20World()), id);
    },

    commit(outcome: Outcome | null, seen?: TrackerRead): void {
      if (!outcome) return;
      const before = rt.stored;
      fightChanged = false;
      rt.stored = write(rt.stored, outcome, commitPorts, seen);
      rt.stored = rt.table.afterCommit(before, rt.stored, outcome);
      const changed = fightChanged;
      fightChanged = false;
      // what an observer asks of us meanwhile (GroupInitiative's announced write, read at once) waits for this entry
      // point to end (app.ts, one at a time), so it never runs inside a commit nor is overwritten by it
      if (changed) rt.notify();
      watchers.tell(before, rt.stored, outcome);
    },

    checkForeignWrites(world?: World): TrackerRead | undefined {
      const fight = rt.stored.fight;
      if (!fight) return undefined;
      const campaign = Campaign();
      const raw = campaign.get('turnorder');
      if (raw === fight.lastTurnOrder) return { campaign, turnorder: raw };
      rt.commit(reconcile(rt.context(world), fight.lastTurnOrder, raw, 'foreign'));
      return undefined;
    },

    commitAfterLook(make: () => Outcome | null): void {
      const looked = rt.stored.fight;
      rt.checkForeignWrites();
      const offered = newOffers(looked, rt.stored.fight);
      rt.commit(keepOffers(make(), offered));
    },
  };

  const commitPorts: CommitPorts = {
    save,
    send,
    log: (line) => safeLog(`${LOG_PREFIX} ${line}`),
    // the observers are told once the commit is stored (commit above): one told from inside the write could act on
    // the fight before it is ours to read
    changed: () => {
      fightChanged = true;
    },
  };

  return rt;
}
