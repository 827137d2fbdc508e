// The composition root: the bundle's entry. Roll20 loads it once per start of the sandbox; it installs the script
// (roll20/script.ts), whose API becomes the bundle's one global, `EnchantedRealmsCombat`.
import { installScript } from './roll20/script';

declare const __VERSION__: string;
/** The bundle's one global: a copy loaded above this one has set it by now. */
declare const EnchantedRealmsCombat: unknown;

/** The public API for other scripts: the bundle's one global, `EnchantedRealmsCombat`. */
export const { version, getCount, getOrder, getNextCount, getSnapshot, observe, observeEvents } = installScript(
  __VERSION__,
  typeof EnchantedRealmsCombat === 'undefined' ? undefined : EnchantedRealmsCombat,
);
