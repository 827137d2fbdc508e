// Fix 11 (gm), the status card of the older editions. In the rondel a combatant's movement is its tier (docs/rules.md
// §5), and `!rondel status` names each one's tier: the GM reads off how far it moves at a window. In 20-second rounds
// a combatant moves its hexes per round (the sheet's, or its tier's), divided by the terrain and shared out over the
// movement moments at seconds 1, 6, 11 and 16 (§9.2); in 10-second rounds it moves its hexes per round on its own turn
// (§9.3). Their status named only the tier ("Goblin · Red Fox"), which says neither: the GM had to work out 8 hexes,
// forest, 4 : 3 : 3 : 2, by hand. The status should say, in the rule set's words, how far each may move at the next
// moment (20-second rounds) or still this round (10-second rounds), crawling and held fast included.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

function status(t: Table): string {
  return plain(t.say(t.gm, '!rondel status').at(-1)?.content ?? '');
}

function row(card: string, name: string): string {
  return card.split('\n').find((l) => new RegExp(`^\\S+ ${name} `).test(l)) ?? '';
}

function fight(rules: string): Table {
  const t = aTable();
  t.say(t.gm, `!rondel start --rules ${rules}`, [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
  return t;
}

describe('20-second rounds: the status says what each moves at the next movement moment', () => {
  it('the moment is named, and each row gives its hexes there', () => {
    const t = fight('seconds');
    const card = status(t);
    const second = Number(/Round 1, second (\d+)/.exec(card)?.[1]);
    expect(second).toBeLessThan(6);
    // the Goblin and the Zombie have no sheet: Red Fox, 8 hexes a round, 3 / 2 / 2 / 1 over the moments
    expect(card).toMatch(second === 1 ? /hexes now/ : /hexes at second 6/);
    expect(row(card, 'Goblin')).toMatch(second === 1 ? /· 3 hexes$/ : /· 2 hexes$/);
  });

  it('prone crawls (a third, split like walking) or stands up; held fast moves nothing', () => {
    const t = fight('seconds');
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add grappled', [t.tokens.goblin]);
    const card = status(t);
    // 8 hexes: crawls 2 in the round, 1 / 1 / 0 / 0
    expect(row(card, 'Zombie')).toMatch(/crawl 1 or stand up/);
    expect(row(card, 'Goblin')).toMatch(/· no move · grappled/);
  });

  it('the terrain counts: 8 hexes in forest are 4 a round, 1 at each moment', () => {
    const t = fight('seconds');
    t.say(t.gm, '!rondel terrain forest');
    const card = status(t);
    expect(card).toMatch(/forest/);
    expect(row(card, 'Goblin')).toMatch(/· 1 hex$/);
  });

  it('at a movement moment the status says it moves now', () => {
    const t = fight('seconds');
    for (let i = 0; i < 10 && !/second 6\b/.test(status(t).split('\n')[1] ?? ''); i += 1) t.say(t.gm, '!rondel next --step');
    const card = status(t);
    expect(card.split('\n')[1]).toMatch(/second 6 · movement moment/);
    expect(card).toMatch(/hexes now/);
    expect(row(card, 'Goblin')).toMatch(/· 2 hexes$/);
  });
});

describe('10-second rounds: the status says what each may still move this round', () => {
  it('the one whose turn it is moves its hexes now, those still to act on their turn, those done next round', () => {
    const t = fight('rounds');
    const first = status(t);
    const due = /Due now: (\S+)/.exec(first)?.[1] ?? '';
    expect(due).not.toBe('');
    expect(row(first, due)).toMatch(/hexes now/);
    expect(row(first, 'Goblin')).toMatch(/8 hexes/);
    t.say(t.gm, '!rondel next');
    const card = status(t);
    expect(row(card, due)).toMatch(/next round/);
  });

  it('prone crawls half or stands for half; held fast moves nothing', () => {
    const t = fight('rounds');
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add restrained', [t.tokens.goblin]);
    const card = status(t);
    expect(row(card, 'Zombie')).toMatch(/crawl 4 or stand up/);
    expect(row(card, 'Goblin')).toMatch(/· no move · restrained/);
  });
});
