import { describe, expect, it } from 'vitest';
import { chatAssignment, setOption } from '../../src/app/config';
import { DEFAULT_CONFIG, type Config } from '../../src/app/model';

// every option the one-click dialog sets, with a value other than its default
const CHANGED: Config = {
  ...DEFAULT_CONFIG,
  announce: 'gm',
  passedOver: 'reset',
  movementBadges: true,
  flexCountdown: true,
  statusMarkers: true,
  rerollEachRound: true,
  autoDamage: true,
  eot: true,
  ping: false,
  counterText: true,
  indicator: 'tint',
  turnTimer: 90,
  alias: 'er',
  rules: 'rounds',
  trackerEdits: 'adopt',
};
const DIALOG_KEYS = ['announce', 'passedOver', 'movementBadges', 'flexCountdown', 'statusMarkers', 'rerollEachRound', 'autoDamage', 'eot', 'ping', 'counterText', 'indicator', 'turnTimer', 'alias', 'rules', 'trackerEdits'] as const;

describe('chatAssignment: a dialog option as the words config --set takes back', () => {
  it.each(DIALOG_KEYS)('%s: setting its words on the other config gives back the value, and only it', (key) => {
    for (const [from, to] of [
      [DEFAULT_CONFIG, CHANGED],
      [CHANGED, DEFAULT_CONFIG],
    ] as const) {
      const words = chatAssignment(to, key);
      expect(words).not.toBeNull();
      const set = setOption(from, words as string);
      expect(typeof set).toBe('object');
      expect(set).toEqual({ ...from, [key]: to[key] });
    }
  });

  it('is null for what the dialog does not set', () => {
    expect(chatAssignment(CHANGED, 'pattern')).toBeNull();
    expect(chatAssignment(CHANGED, 'conditionMarkers')).toBeNull();
  });
});
