// A token on the dynamic lighting layer (`walls`) is as hidden as one on the GM layer (docs/rules.md §15): the players'
// view never draws that layer, so no card, whisper, menu or marker tells them of a combatant there, and the GM plays it.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

/** What the players read (public cards, whispers to them) of what `act` sent. */
function seenByPlayers(t: Table, act: () => void): string {
  const mark = t.sb.recorder.mark();
  act();
  return t.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(t.sam.id) || m.targets.includes(t.pat.id)))
    .map((m) => plain(m.content))
    .join('\n');
}

describe('a combatant on the dynamic lighting layer', () => {
  it.each(['rondel', 'seconds', 'rounds'] as const)('%s: is named to the GM alone, its menu goes to the GM, and its turn ring lies on the GM layer', (rules) => {
    const t = aTable({ seed: 5 });
    const { aldric, lira, goblin } = t.tokens;
    // a Shade the GM keeps on the dynamic lighting layer, as a light source is kept there
    const shade = t.sb.addToken({ pageid: t.page.id, name: 'Shade', layer: 'walls', controlledby: t.sam.id });
    let players = seenByPlayers(t, () => t.say(t.gm, `!rondel start --rules ${rules}`, [aldric, lira, goblin, shade]));
    let gmMenu = false;
    for (let i = 0; i < 30 && !gmMenu; i += 1) {
      const mark = t.sb.recorder.mark();
      players += '\n' + seenByPlayers(t, () => t.say(t.gm, '!rondel next'));
      const since = t.sb.recorder.since(mark).chat;
      gmMenu = since.some((m) => m.targets.includes(t.gm.id) && plain(m.content).startsWith('Shade: your action'));
      if (gmMenu) {
        // its turn: the ring lies on the GM layer, and Sam, who controls it, got no menu and cannot act for it
        const ring = t.sb.findObjs({ _type: 'path' }).filter((p) => p.get('stroke') !== 'transparent');
        expect(ring.length).toBeGreaterThan(0);
        expect(ring.every((p) => p.get('layer') === 'gmlayer')).toBe(true);
        expect(since.some((m) => m.targets.includes(t.sam.id) && plain(m.content).includes('your action'))).toBe(false);
        const refused = seenByPlayers(t, () => t.say(t.sam, `!rondel act guard --token ${shade.id}`));
        const unknown = seenByPlayers(t, () => t.say(t.sam, '!rondel act guard --token -Mxxxxxxxxxxxxxxxxxx'));
        expect(refused.replace(shade.id, 'ID')).toBe(unknown.replace('-Mxxxxxxxxxxxxxxxxxx', 'ID'));
      }
    }
    expect(gmMenu).toBe(true);
    players += '\n' + seenByPlayers(t, () => t.say(t.sam, '!rondel status'));
    expect(players).not.toContain('Shade');
    t.sb.assertNoCrash();
  });
});

describe('a due combatant moved to the dynamic lighting layer and back', () => {
  it('takes its turn ring to the GM layer, and back to the map', () => {
    const t = aTable({ seed: 3 });
    const { aldric, goblin } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, goblin]);
    let due = false;
    for (let i = 0; i < 10 && !due; i += 1) due = t.say(t.gm, '!rondel next').some((m) => /Goblin acts/.test(plain(m.content)));
    expect(due).toBe(true);
    const ringLayers = (): unknown[] => t.sb.findObjs({ _type: 'path' }).map((p) => p.get('layer'));
    expect(ringLayers()).toEqual(['map']);
    t.sb.driver.setProps(goblin, { layer: 'walls' });
    t.sb.flush();
    expect(ringLayers()).toEqual(['gmlayer']);
    t.sb.driver.setProps(goblin, { layer: 'objects' });
    t.sb.flush();
    expect(ringLayers()).toEqual(['map']);
    t.sb.assertNoCrash();
  });
});
