// A token renamed mid-fight (docs/rules.md §14, ruling 89): its combatant takes the new name on every card from then
// on, and keeps it through undo and a restart; nothing is posted about it, and a hidden token's new name reaches no
// player.
import { describe, expect, it } from 'vitest';
import type { RuleSetId } from '../../src/rules/core/rule-set';
import { runAsScript } from 'roll20-double/test-helpers';
import { aTable, plain, type Table } from './table';
import { TOKEN_MOD } from '../support/token-mod';

const KEY = 'EnchantedRealmsCombat';
const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');

function stored(t: Table): unknown {
  return t.sb.state[KEY];
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: a token renamed mid-fight', (rules) => {
  function fight(boot = true): Table {
    const t = aTable({ boot });
    if (!boot) {
      t.sb.loadScript(TOKEN_MOD, 'TokenMod.js');
      t.sb.boot();
    }
    t.say(t.gm, `!rondel start --rules ${rules}`, Object.values(t.tokens));
    t.say(t.gm, '!rondel next');
    return t;
  }

  it('is called by its new name on the cards, quietly, through undo and a restart', () => {
    const t = fight();
    const mark = t.sb.recorder.mark();
    t.sb.driver.setProps(t.tokens.aldric, { name: 'Sir Aldric' });
    t.sb.flush();
    t.sb.assertNoCrash();
    expect(t.sb.recorder.since(mark).chat, 'a rename posts nothing').toEqual([]);
    const status = said(t.say(t.gm, '!rondel status'));
    expect(status).toContain('Sir Aldric');
    expect(status.replaceAll('Sir Aldric', ''), 'the old name is gone').not.toContain('Aldric');
    expect(JSON.stringify(stored(t))).not.toContain('"Aldric"');
    t.say(t.gm, '!rondel next');
    t.say(t.gm, '!rondel undo');
    t.say(t.gm, '!rondel undo');
    expect(said(t.say(t.gm, '!rondel status'))).toContain('Sir Aldric');
    t.sb.restart();
    t.sb.assertNoCrash();
    expect(said(t.say(t.gm, '!rondel status'))).toContain('Sir Aldric');
  });

  it('a hidden token renamed: no player hears of it, the GM’s status names it anew', () => {
    const t = fight();
    t.sb.driver.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    t.sb.flush();
    const mark = t.sb.recorder.mark();
    t.sb.driver.setProps(t.tokens.goblin, { name: 'Goblin Chief' });
    t.sb.flush();
    expect(t.sb.recorder.since(mark).chat).toEqual([]);
    expect(said(t.say(t.pat, '!rondel status'))).not.toMatch(/Goblin/);
    expect(said(t.say(t.gm, '!rondel status'))).toContain('Goblin Chief');
  });

  it('renamed by another script that announces it (TokenMod): the cards say the new name', () => {
    const t = fight(false);
    runAsScript(t.sb, `TokenMod.set('${t.tokens.zombie.id}', { name: 'Rotting Zombie' })`);
    t.sb.flush();
    t.sb.assertNoCrash();
    expect(said(t.say(t.gm, '!rondel status'))).toContain('Rotting Zombie');
  });

  it('moved, not renamed: the stored fight is not touched', () => {
    const t = fight();
    const before = JSON.stringify(stored(t));
    const fightBefore = (stored(t) as { fight: unknown }).fight;
    t.sb.driver.move(t.tokens.kess, { left: 700, top: 350 });
    t.sb.flush();
    expect((stored(t) as { fight: unknown }).fight).toBe(fightBefore);
    expect(JSON.stringify(stored(t))).toBe(before);
  });

  it('its name cleared: it takes its character’s name', () => {
    const t = fight();
    t.sb.driver.setProps(t.tokens.lira, { name: 'Lira the Bold' });
    t.sb.driver.setProps(t.tokens.lira, { name: '' });
    t.sb.flush();
    const status = said(t.say(t.gm, '!rondel status'));
    expect(status).toContain('Lira');
    expect(status).not.toContain('Lira the Bold');
  });
});
