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

describe('a stored casting is a combatant’s', () => {
  it('20-second rounds: a pending spell whose caster is no combatant pauses the script; its caster on the GM layer is named to no player', () => {
    const t = aTable();
    const { kess, goblin } = t.tokens;
    goblin.set('layer', 'gmlayer');
    t.say(t.gm, '!rondel start --rules seconds', [kess, goblin]);
    // the hidden Goblin casts as soon as it is due: its spell lands seconds later
    for (let i = 0; i < 20; i += 1) {
      const fight = (t.sb.state[KEY] as { fight: { timeline: { present: { spells: unknown[] } } } }).fight.timeline.present;
      if (fight.spells.length > 0) break;
      const due = t.say(t.gm, `!rondel act magic --token ${goblin.id} --cast 6 --note Shroud`);
      if (due.some((m) => plain(m.content).includes('is casting'))) break;
      t.say(t.gm, '!rondel next');
    }
    const stored = t.sb.state[KEY] as { fight: { timeline: { present: { spells: { casterId: string }[] } } } };
    expect(stored.fight.timeline.present.spells.map((s) => s.casterId)).toEqual([goblin.id]);
    stored.fight.timeline.present.spells[0]!.casterId = '';
    const mark = t.sb.recorder.mark();
    t.sb.restart();
    t.sb.flush();
    for (let i = 0; i < 8; i += 1) t.say(t.gm, '!rondel next');
    const since = t.sb.recorder.since(mark).chat;
    const gm = since.filter((m) => m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
    expect(gm).toContain('paused');
    expect(gm).toContain('spells[0].casterId is no combatant of the fight');
    const players = since.filter((m) => m.type !== 'whisper' || m.targets.includes(t.sam.id) || m.targets.includes(t.pat.id)).map((m) => plain(m.content)).join('\n');
    expect(players).not.toContain('Goblin');
    t.sb.assertNoCrash();
  });
});
