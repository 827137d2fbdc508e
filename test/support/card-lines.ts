// Lines of a card as the reader sees them (plain text): a movement window's tier line begins with the tier's name
// ("Red Fox 2 hexes: …"), a turn's line with its clock ("Count 3: Ana acts.", "Round 2, second 6: …", "Round 2: …").
import { TIER_KEYS, tierInfo } from '../../src/rules/core/numbers';

const TIER_NAMES = TIER_KEYS.map((k) => tierInfo(k).name).join('|');

/** A line that begins with a tier's name and a space. */
export const TIER_LINE = new RegExp(`^(${TIER_NAMES}) `);

/** A turn's line: its clock, a colon, then who acts (or cannot). */
export const TURN_LINE = /^(Count \d+|Round \d+(, second \d+)?): /;
