// A Roll20 campaign in the sandbox double with the BUILT bundle loaded: a GM, two players, one page and N tokens,
// every other one representing a character with a sheet (controlled by a player), the rest GM-run tokens.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type DoubleObject, type Sandbox } from 'roll20-double';
import type { CombatState } from '../src/rules/rondel/state';
import { TIER_KEYS } from '../src/rules/core/numbers';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE = join(ROOT, 'build', 'enchanted-realms-combat.js');
export const STATE_KEY = 'EnchantedRealmsCombat';

let bundleCode: string | undefined;
/**
 * The bundle's text, read once per run: others may rebuild build/ while the benchmark runs, and every figure
 * should come from the same bundle.
 */
export function bundle(): string {
  bundleCode ??= readFileSync(BUNDLE, 'utf8');
  return bundleCode;
}

export interface Campaign {
  readonly sb: Sandbox;
  readonly gm: DoubleObject;
  readonly players: readonly DoubleObject[];
  readonly tokens: readonly DoubleObject[];
}

/** Builds the campaign; loads and boots the bundle unless `boot` is false. */
export function campaign(n: number, seed: number, boot = true): Campaign {
  const sb = createSandbox({ seed });
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const players = [sb.addPlayer({ name: 'Pat Smith' }), sb.addPlayer({ name: 'Sam' })];
  const page = sb.addPage({ name: 'Battle' });
  const tokens: DoubleObject[] = [];
  for (let i = 0; i < n; i += 1) {
    const tier = TIER_KEYS[(i * 7) % TIER_KEYS.length] ?? 'brown_cow';
    if (i % 2 === 0) {
      const perception = 2 + (i % 9);
      const character = sb.addCharacter({
        name: `Hero ${i}`,
        controlledby: (players[(i / 2) % 2] as DoubleObject).id,
        attributes: {
          perception,
          perception_mod: Math.min(5, Math.max(0, Math.floor((perception - 2) / 2))),
          movement_tier: tier,
          movement_tier_current: tier,
          initiative_adjustment: 0,
          weapon_speed: (i % 5) - 2,
          agility_mod: i % 4,
          logic_mod: 1,
          faith_mod: 2,
          casting_time: i % 4,
        },
      });
      tokens.push(sb.addToken({ pageid: page.id, name: `Hero ${i}`, represents: character.id, left: 70 * (i % 20), top: 70 * Math.floor(i / 20) }));
    } else {
      tokens.push(sb.addToken({ pageid: page.id, name: `Goblin ${i}`, left: 70 * (i % 20), top: 70 * Math.floor(i / 20) }));
    }
  }
  if (boot) {
    sb.loadScript(bundle(), 'enchanted-realms-combat.js');
    sb.boot();
    sb.assertNoCrash();
  }
  return { sb, gm, players, tokens };
}

/** The fight as the script stored it (the present of its undo timeline), or null. */
export function storedFight(sb: Sandbox): CombatState | null {
  const stored = sb.state[STATE_KEY] as { fight: { timeline: { present: CombatState } } | null } | undefined;
  return stored?.fight?.timeline.present ?? null;
}

/** The GM selects every token and starts the fight. */
export function start(c: Campaign): void {
  const mark = c.sb.recorder.mark();
  c.sb.driver.chat(c.gm, '!rondel start', { selected: c.tokens });
  c.sb.assertNoCrash();
  if (!storedFight(c.sb)) {
    const since = c.sb.recorder.since(mark);
    const said = since.chat.map((m) => m.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300));
    throw new Error(`bench: the fight of ${c.tokens.length} did not start. Chat: ${JSON.stringify(said)} Logs: ${JSON.stringify(since.logs)}`);
  }
}
