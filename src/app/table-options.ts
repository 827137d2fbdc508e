// The GM's options for the table (docs/rules.md §15): the turn indicator, pings, the counter on the map, hooks and
// the turn timer. Set with `!rondel config --set key=value` like every other option; checked when stored.
import { DEFAULT_CONFIG, HOOK_KEYS, type Config, type HookKey } from './model';

type Json = Record<string, unknown>;

/** The longest a hook may be: one API command, or a macro's name. */
export const HOOK_LIMIT = 300;
/** The longest turn timer, in seconds (an hour). */
export const TIMER_LIMIT = 3600;

const INDICATORS = ['ring', 'graphic', 'aura', 'tint', 'off'] as const;

/** An image of the GM's own library, as Roll20 keeps them; a script may only place those. */
export function libraryImage(url: string): string | null {
  const m = /^https:\/\/[\w.-]*(?:files\.d20\.io|amazonaws\.com)\/(?:files\.d20\.io\/)?images\/[^\s"'<>]*\/(?:thumb|med|max|original)\.(png|jpg|jpeg|gif|webp)(\?\d+)?$/i.exec(url.trim());
  if (!m) return null;
  // Roll20 creates graphics from the thumb size only
  return url.trim().replace(/\/(?:med|max|original)\.(png|jpg|jpeg|gif|webp)/i, '/thumb.$1');
}

/** A hook as the GM gives it: an API command (`!…`) or a macro (`#Name`); '' or none for none. */
export function parseHook(value: string): string | null {
  const v = value.trim();
  if (v === '' || v.toLowerCase() === 'none') return '';
  if (v.length > HOOK_LIMIT || /[\r\n]/.test(v)) return null;
  if (/^![^\s!]/.test(v) || /^#[^\s#][^\s]*$/.test(v)) return v;
  return null;
}

export function validateTableOptions(value: Json): string[] {
  const problems: string[] = [];
  if (!(INDICATORS as readonly unknown[]).includes(value.indicator)) problems.push('config.indicator is not ring/graphic/aura/tint/off');
  if (typeof value.indicatorImage !== 'string') problems.push('config.indicatorImage is not text');
  if (typeof value.ping !== 'boolean') problems.push('config.ping is not true/false');
  if (typeof value.counterText !== 'boolean') problems.push('config.counterText is not true/false');
  const hooks = value.hooks;
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks) || !Object.values(hooks).every((h) => typeof h === 'string')) problems.push('config.hooks is malformed');
  if (typeof value.turnTimer !== 'number' || !Number.isInteger(value.turnTimer) || value.turnTimer < 0 || value.turnTimer > TIMER_LIMIT) problems.push('config.turnTimer is not a number of seconds');
  return problems;
}

/** The option set, an error to show, or null when the key is not one of the table's. */
export function setTableOption(config: Config, key: string, value: string): Config | string | null {
  const word = value.toLowerCase();
  const onOff = (v: string): boolean | null => (/^(on|yes|true|1)$/i.test(v) ? true : /^(off|no|false|0)$/i.test(v) ? false : null);
  switch (key) {
    case 'indicator':
      if (word === 'graphic' && config.indicatorImage === '') return 'The graphic indicator needs an image first: --set indicatorimage=URL (an image of your own library), then --set indicator=graphic.';
      return (INDICATORS as readonly string[]).includes(word) ? { ...config, indicator: word as Config['indicator'] } : 'indicator takes ring, graphic, aura, tint or off.';
    case 'indicatorimage': {
      if (word === 'none' || word === '') return { ...config, indicatorImage: '', indicator: config.indicator === 'graphic' ? 'ring' : config.indicator };
      const url = libraryImage(value);
      return url ? { ...config, indicatorImage: url } : 'indicatorimage takes the address of an image in your own Roll20 library (…/thumb.png?…), or none.';
    }
    case 'ping': {
      const b = onOff(value);
      return b === null ? 'ping takes on or off.' : { ...config, ping: b };
    }
    case 'countertext': {
      const b = onOff(value);
      return b === null ? 'countertext takes on or off.' : { ...config, counterText: b };
    }
    case 'timer': {
      // a whole number of at most four digits, so never negative
      const n = word === 'off' || word === 'none' ? 0 : /^\d{1,4}$/.test(word) ? Number(word) : null;
      return n !== null && n <= TIMER_LIMIT ? { ...config, turnTimer: n } : `timer takes a number of seconds from 0 (off) to ${TIMER_LIMIT}.`;
    }
    default: {
      const m = /^hook\.([a-z]+)$/.exec(key);
      if (!m) return null;
      const which = m[1] as string;
      if (!(HOOK_KEYS as readonly string[]).includes(which)) return `Hooks: ${HOOK_KEYS.map((k) => `hook.${k}`).join(', ')}.`;
      const hook = parseHook(value);
      if (hook === null) return `A hook is an API command (!command {token}) or a macro (#Name), at most ${HOOK_LIMIT} characters, or none.`;
      return { ...config, hooks: { ...DEFAULT_CONFIG.hooks, ...config.hooks, [which as HookKey]: hook } };
    }
  }
}

/** The option put back to its default, or null when the key is not one of the table's. */
export function resetTableOption(config: Config, key: string): Config | null {
  const k = key.toLowerCase();
  if (k === 'hooks') return { ...config, hooks: DEFAULT_CONFIG.hooks };
  const hook = /^hook\.([a-z]+)$/.exec(k);
  if (hook && (HOOK_KEYS as readonly string[]).includes(hook[1] as string)) return { ...config, hooks: { ...DEFAULT_CONFIG.hooks, ...config.hooks, [hook[1] as HookKey]: '' } };
  const field = ({ indicator: 'indicator', indicatorimage: 'indicatorImage', ping: 'ping', countertext: 'counterText', timer: 'turnTimer' } as const)[k as 'indicator'];
  return field ? { ...config, [field]: DEFAULT_CONFIG[field] } : null;
}

/** A hook of the configuration ('' for none), whatever older data holds. */
export function hookOf(config: Config, key: HookKey): string {
  const h = (config.hooks as Partial<Record<HookKey, unknown>> | undefined)?.[key];
  return typeof h === 'string' ? h : '';
}
