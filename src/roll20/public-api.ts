// The public API for other scripts (README "For other scripts"): the bundle's one global, `EnchantedRealmsCombat`.
// It reads the fight as the script holds it; before the script's own start-up ran (another script's `ready` may come
// first), it reads the stored data itself, once per version of it.
import { snapshotOf, type createObservers, type RondelSnapshot } from '../app/observers';
import type { Stored } from '../app/model';
import { load, STATE_KEY } from './store';

export interface PublicApiReads {
  /** Whether the script's start-up ran: its `stored` is the fight then. */
  readonly started: () => boolean;
  readonly stored: () => Stored;
  /** Whether a token is hidden from the players, as the table shows it now. */
  readonly hidden: () => (id: string) => boolean;
}

export function publicApi(version: string, watchers: ReturnType<typeof createObservers>, read: PublicApiReads) {
  let early: { readonly raw: unknown; readonly snapshot: RondelSnapshot | null } | null = null;

  function snapshot(): RondelSnapshot | null {
    if (read.started()) return snapshotOf(read.stored(), read.hidden());
    const raw = (state as Record<string, unknown>)[STATE_KEY];
    if (early === null || early.raw !== raw) {
      const loaded = load(raw);
      early = { raw, snapshot: loaded.ok ? snapshotOf(loaded.stored, read.hidden()) : null };
    }
    return early.snapshot;
  }

  return {
    version,
    /** The fight's clock (the rondel's count), or null when no fight runs. */
    getCount: (): number | null => snapshot()?.count ?? null,
    /** The combatants in acting order. */
    getOrder: (): RondelSnapshot['order'] => snapshot()?.order ?? [],
    /** A token's next count (its second, its initiative), or null. */
    getNextCount: (tokenId: string): number | null => snapshot()?.order.find((c) => c.id === tokenId)?.nextAt ?? null,
    getSnapshot: (): RondelSnapshot | null => snapshot(),
    /** Called after every change of the fight (API writes fire no events, so other scripts observe here). */
    observe: watchers.observe,
    /** Called with every event of the fight after it is committed, as plain JSON (see the README for the list). */
    observeEvents: watchers.observeEvents,
  };
}
