// The one-click install options (Roll20's `globalconfig`) taken into the configuration.
import { configFromUserOptions, optionsSavedAt } from './config';
import { optionsChangedCard } from './options-card';
import { DEFAULT_CONFIG, type Config, type Stored } from './model';
import type { Html } from '../render/html';

/**
 * The one-click options, applied on the first install and again whenever Roll20's `lastsaved` for them is newer
 * than what was applied (the GM changed them in the dialog); the GM is told what changed. Null: nothing to apply;
 * else the store to save, and the card that tells the GM (null: nothing to tell), made once the store is saved.
 */
export function withUserOptions(stored: Stored, options: unknown, firstInstall: boolean): { readonly stored: Stored; readonly card: (() => Html) | null } | null {
  const saved = optionsSavedAt(options);
  if (!firstInstall && saved <= stored.optionsSaved) return null;
  const config = configFromUserOptions(options, firstInstall ? DEFAULT_CONFIG : stored.config);
  const changed = (Object.keys(config) as (keyof Config)[]).filter((k) => JSON.stringify(config[k]) !== JSON.stringify(stored.config[k]));
  const was = stored.config;
  const card = !firstInstall && changed.length ? () => optionsChangedCard(was, config, changed) : null;
  return { stored: { ...stored, config, optionsSaved: saved }, card };
}
