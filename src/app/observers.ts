// What other scripts see of the fight: a snapshot after every change, and every committed event as plain JSON.
import { present, rulesOf } from './context';
import type { Stored } from './model';
import type { Outcome } from './outcome';
import { publicEvents, type PublicEvent } from './public-events';
import type { TierKey } from '../rules/core/numbers';
import type { FightStateBase, RuleSet, RuleSetId } from '../rules/core/rule-set';

export interface RondelSnapshot {
  readonly rules: RuleSetId;
  readonly count: number;
  /** The round, in rule sets with rounds; null in the rondel. */
  readonly round: number | null;
  readonly pageId: string;
  /** `hidden`: the token is on the GM layer (or cannot be read): a script that tells players must not name it. */
  readonly order: readonly { readonly id: string; readonly name: string; readonly nextAt: number | null; readonly tier: TierKey; readonly hidden: boolean }[];
  readonly due: string | null;
}

const ENDED: readonly PublicEvent[] = [{ type: 'fight-ended' }];

export type Observer = (snapshot: RondelSnapshot | null) => void;
export type EventObserver = (event: PublicEvent) => void;

/** Everyone in acting order; those whose turn of this round is over last, with no value (README, For other scripts). */
function publicOrder(rs: RuleSet<FightStateBase>, s: FightStateBase, hidden: (id: string) => boolean): RondelSnapshot['order'] {
  const acting: RondelSnapshot['order'][number][] = [];
  const done: RondelSnapshot['order'][number][] = [];
  for (const c of rs.order(s)) {
    if (rs.doneThisRound?.(s, c.id) === true) done.push({ id: c.id, name: c.name, nextAt: null, tier: c.tier, hidden: hidden(c.id) });
    else acting.push({ id: c.id, name: c.name, nextAt: rs.valueOf(s, c.id), tier: c.tier, hidden: hidden(c.id) });
  }
  return done.length ? [...acting, ...done] : acting;
}

/** The fight as other scripts see it; `hidden` says whether a token is hidden from the players (read once per snapshot). */
export function snapshotOf(stored: Stored, hidden: (id: string) => boolean): RondelSnapshot | null {
  const fight = stored.fight;
  if (!fight) return null;
  const rs = rulesOf(fight.rules);
  const s = present(fight);
  return {
    rules: fight.rules,
    count: rs.clock(s),
    round: rs.round(s),
    pageId: fight.pageId,
    order: publicOrder(rs, s, hidden),
    due: rs.current(s)?.id ?? null,
  };
}

/**
 * The scripts observing this one: told of every change and every event, each with its own copy. One that throws
 * disturbs nobody: `failed` hears of it ('an observer', 'an event observer') with what it threw.
 */
export function createObservers(failed: (who: string, error: unknown) => void) {
  const observers: Observer[] = [];
  const eventObservers: EventObserver[] = [];

  /** Other scripts hear every committed event, in order; one that throws is logged and disturbs nobody. */
  function tell(before: Stored, stored: Stored, outcome: Outcome): void {
    if (eventObservers.length === 0) return;
    const fight = stored.fight;
    const raw = outcome.events ?? [];
    // a fight started over a running one (`start --confirm`) ends that one first
    const replaced = before.fight !== null && fight !== null && raw.some((e) => e.type === 'combat-started');
    const ended = before.fight !== null && fight === null;
    const round = fight ? rulesOf(fight.rules).round(present(fight)) : null;
    const events = [...(replaced ? ENDED : []), ...publicEvents(raw, fight?.rules ?? null, round, ended), ...(outcome.told ?? [])];
    // the observers as they are now: one registered meanwhile hears the next event (never this one: no loop)
    const listening = eventObservers.slice();
    for (const event of events) {
      // each observer its own copy: one that changes what it is handed changes nothing the next one sees
      const json = JSON.stringify(event);
      for (const o of listening) {
        try {
          o(JSON.parse(json) as PublicEvent);
        } catch (error) {
          failed('an event observer', error);
        }
      }
    }
  }

  function notify(stored: Stored, hidden: (id: string) => boolean): void {
    if (observers.length === 0) return;
    const listening = observers.slice();
    const json = JSON.stringify(snapshotOf(stored, hidden));
    for (const o of listening) {
      try {
        o(JSON.parse(json) as RondelSnapshot | null);
      } catch (error) {
        failed('an observer', error);
      }
    }
  }

  return {
    /** Called after every change of the fight. */
    observe: (fn: Observer): void => {
      if (typeof fn === 'function') observers.push(fn);
    },
    /** Called with every event of the fight after it is committed, as plain JSON. */
    observeEvents: (fn: EventObserver): void => {
      if (typeof fn === 'function') eventObservers.push(fn);
    },
    notify,
    tell,
  };
}
