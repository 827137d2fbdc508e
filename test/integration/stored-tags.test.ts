// Stored marker tags and conditions are checked as the commands check them (docs/rules.md §12): a `state` edited by
// hand or left by another tool cannot put a broken tag on a token, or a condition no rule knows on a combatant. The
// script pauses and says what it found instead, as it does for any stored data it cannot trust.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

const KEY = 'EnchantedRealmsCombat';

interface Raw {
  config: Record<string, unknown>;
  fight: { timeline: { present: { effects?: { marker: string | null; condition: string | null }[] } } };
}

const raw = (t: Table): Raw => t.sb.state[KEY] as Raw;

/** A fight of two with Bless (marker sun, 6 counts) on Kess, then the stored data changed by `edit` and the script restarted. */
function restartedAfter(edit: (r: Raw) => void): { t: Table; whispers: string } {
  const t = aTable();
  const { kess, goblin } = t.tokens;
  t.say(t.gm, '!rondel start', [kess, goblin]);
  t.say(t.gm, '!rondel effect --add Bless --counts 6 --marker sun', [kess]);
  expect(raw(t).fight.timeline.present.effects?.[0]?.marker).toBe('sun');
  edit(raw(t));
  const mark = t.sb.recorder.mark();
  t.sb.restart();
  t.sb.flush();
  t.say(t.gm, '!rondel next');
  const whispers = t.sb.recorder
    .since(mark)
    .chat.filter((m) => m.targets.includes(t.gm.id))
    .map((m) => plain(m.content))
    .join('\n');
  t.sb.assertNoCrash();
  return { t, whispers };
}

describe('stored tags and conditions are checked before they reach a token', () => {
  it('an effect whose stored marker holds a comma pauses the script; no token gets the pieces', () => {
    const { t, whispers } = restartedAfter((r) => {
      const e = r.fight.timeline.present.effects?.[0];
      if (e) e.marker = 'sun,skull';
    });
    expect(whispers).toContain('paused');
    expect(whispers).toContain('effects[0] is malformed');
    expect(t.markers(t.tokens.kess)).not.toContain('skull');
  });

  it('an effect holding a condition no rule knows pauses the script', () => {
    const { whispers } = restartedAfter((r) => {
      const e = r.fight.timeline.present.effects?.[0];
      if (e) e.condition = 'sleepy';
    });
    expect(whispers).toContain('paused');
    expect(whispers).toContain('effects[0] is malformed');
  });

  it('a stored status marker option that is not a tag pauses the script; the tokens keep their markers', () => {
    const { t, whispers } = restartedAfter((r) => {
      r.config.guardMarker = 'bolt-shield,skull';
    });
    expect(whispers).toContain('paused');
    expect(whispers).toContain('config.guardMarker is not a marker tag');
    expect(t.markers(t.tokens.kess)).not.toContain('skull');
    expect(t.markers(t.tokens.goblin)).not.toContain('skull');
  });

  it('well-formed tags, custom ones included, pass: the fight goes on after the restart', () => {
    const { t, whispers } = restartedAfter((r) => {
      const e = r.fight.timeline.present.effects?.[0];
      if (e) e.marker = 'Blessed::4021';
      r.config.flexMarker = '';
      r.config.guardMarker = 'Shield::77';
    });
    expect(whispers).not.toContain('paused');
    expect(t.markers(t.tokens.kess)).toContain('Blessed::4021');
  });
});
