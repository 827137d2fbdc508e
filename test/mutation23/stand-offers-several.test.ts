// The Stand up offer when several combatants lie prone at a movement window (src/app/menus.ts `standOffers`;
// docs/rules.md §14 ruling 90): each player gets one card a step however many of theirs are prone, the sentence once
// then a line and a button each; tokens everyone controls ('all') share one public card; a card too long for a
// public card's budget (render/fit.ts PUBLIC_CARD_BYTES) is cut, those left out counted with the command to type.
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/app/context';
import { standOffers } from '../../src/app/menus';
import type { TokenInfo } from '../../src/app/ports';
import type { Allowance, FightEvent } from '../../src/rules/core/events';
import type { RuleSetId } from '../../src/rules/core/rule-set';
import { PUBLIC_CARD_BYTES } from '../../src/render/fit';
import { byteSize } from '../../src/render/html';
import { aContext, aRondelFight, aToken, aWorld, buttons, said } from '../app/fakes';

const CRAWL: Allowance = { kind: 'crawl', hexes: 1, full: 2 };

function windowOf(...ids: string[]): FightEvent {
  return { type: 'movement-window', count: 3, index: 0, tiers: [], combatants: ids.map((id) => ({ id, tier: 'red_fox', allowance: CRAWL })) };
}

/** Offers at a window where `prone` lie prone, among these tokens (each a combatant of the fight, named as its token). */
function offers(tokens: TokenInfo[], prone: string[], rules: RuleSetId = 'rondel') {
  const fight = aRondelFight(
    tokens.map((t) => ({ id: t.id, name: t.name, nextAt: 5, conditions: ['prone' as const] })),
    { counter: 3 },
  );
  const ctx = aContext({ world: aWorld({ tokens }), fight });
  const state = fight.timeline.present;
  return standOffers(ctx, rulesOf(rules), [windowOf(...prone)], state, state);
}

describe('several prone at one window (ruling 90)', () => {
  const tokens = [
    aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }),
    aToken({ id: 'c', name: 'Cid', controllers: ['sam'] }),
    aToken({ id: 'd', name: 'Dag', controllers: ['pat'] }),
  ];

  it('one card for a player with two prone: the sentence once, then each by name with its own button', () => {
    const out = offers(tokens, ['a', 'c', 'd']);
    expect(said(out)).toEqual([
      { to: { player: 'sam' }, text: 'Rondel\nEach of these is prone: it may stand up at this movement window, with no hexes there.\nAna [Stand up]\nCid [Stand up]' },
      // a player with one prone gets the one sentence with its name
      { to: { player: 'pat' }, text: 'Rondel\nDag is prone: it may stand up at this movement window, with no hexes there. [Stand up]' },
    ]);
    // each button stands up its own combatant
    expect(buttons(out[0]!.html)).toEqual(['!rondel stand --token a', '!rondel stand --token c']);
    expect(out.every((m) => m.noarchive === true)).toBe(true);
  });

  it('the shared sentence in each rule set’s words: a moment in 20-second rounds, the turn in 10-second rounds', () => {
    expect(said(offers(tokens, ['a', 'c'], 'seconds'))[0]?.text.split('\n')[1]).toBe('Each of these is prone: it may stand up at this movement moment, with no hexes there.');
    expect(said(offers(tokens, ['a', 'c'], 'rounds'))[0]?.text.split('\n')[1]).toBe('Each of these is prone: it may stand up on its turn, for half its movement.');
  });
});

describe('tokens everyone controls (all)', () => {
  it('share one public card, whoever else controls them: not a card to each player besides', () => {
    const tokens = [aToken({ id: 'b', name: 'Bo', controllers: ['all'] }), aToken({ id: 'e', name: 'Eda', controllers: ['all', 'sam'] }), aToken({ id: 'a', name: 'Ana', controllers: ['sam'] })];
    const out = offers(tokens, ['b', 'e', 'a']);
    expect(said(out)).toEqual([
      { to: 'all', text: 'Rondel\nEach of these is prone: it may stand up at this movement window, with no hexes there.\nBo [Stand up]\nEda [Stand up]' },
      { to: { player: 'sam' }, text: 'Rondel\nAna is prone: it may stand up at this movement window, with no hexes there. [Stand up]' },
    ]);
    expect(buttons(out[0]!.html)).toEqual(['!rondel stand --token b', '!rondel stand --token e']);
  });

  it('a card too long for a public card is cut to its budget: those left out are counted, with the command to type', () => {
    const tokens = Array.from({ length: 30 }, (_, i) => aToken({ id: `t${i}`, name: `Skeleton number ${i}`, controllers: ['all'] }));
    const out = offers(
      tokens,
      tokens.map((t) => t.id),
    );
    expect(out).toHaveLength(1);
    expect(out[0]?.to).toBe('all');
    expect(byteSize(out[0]!.html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    const lines = said(out)[0]!.text.split('\n');
    const shown = lines.filter((l) => l.endsWith('[Stand up]'));
    // some shown, in order, each with its button; the rest counted on the last line
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(30);
    expect(shown).toEqual(tokens.slice(0, shown.length).map((t) => `${t.name} [Stand up]`));
    expect(lines[1]).toBe('Each of these is prone: it may stand up at this movement window, with no hexes there.');
    expect(lines.at(-1)).toBe(`… and ${30 - shown.length} more prone: !rondel stand --token NAME`);
    expect(buttons(out[0]!.html)).toEqual(tokens.slice(0, shown.length).map((t) => `!rondel stand --token ${t.id}`));
  });
});
