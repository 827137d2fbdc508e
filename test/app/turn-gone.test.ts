// A turn-ending command whose due combatant left at the look before it (src/app/turn-gone.ts): it ends no second
// turn, and a player is answered as the fight stood when they sent it (README "Integrity": hidden stays hidden).
import { describe, expect, it } from 'vitest';
import { afterLook, beforeLook } from '../../src/app/turn-gone';
import type { Stored } from '../../src/app/model';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, GM, said } from './fakes';

const pat = aPlayer('pat', 'Pat');
const world = aWorld({
  tokens: [aToken({ id: 'z', name: 'Zombie', layer: 'gmlayer' }), aToken({ id: 'a', name: 'Aldric', controllers: ['pat'] }), aToken({ id: 'g', name: 'Goblin' })],
});
// the Zombie is due at count 1, Aldric next at 4
const fight = aRondelFight([
  { id: 'z', name: 'Zombie', nextAt: 1 },
  { id: 'a', name: 'Aldric', nextAt: 4 },
  { id: 'g', name: 'Goblin', nextAt: 6 },
]);
const ctx = aContext({ world, fight });
/** The stored data after the look took the Zombie out. */
const zombieGone: Stored = { ...ctx.stored, fight: aRondelFight([{ id: 'a', name: 'Aldric', nextAt: 4 }, { id: 'g', name: 'Goblin', nextAt: 6 }]) };

describe('turn-gone', () => {
  it('the GM’s next stops with nothing more to say when the due combatant left at the look', () => {
    const before = beforeLook(ctx, GM, 'next');
    expect(before).toMatchObject({ due: 'z', refused: null });
    expect(afterLook(before, zombieGone, GM, 'next')).toEqual({ answer: null });
    // it stayed: the command goes on, whether the look took nobody out or somebody else
    expect(afterLook(before, ctx.stored, GM, 'next')).toBeNull();
    const goblinGone: Stored = { ...ctx.stored, fight: aRondelFight([{ id: 'z', name: 'Zombie', nextAt: 1 }, { id: 'a', name: 'Aldric', nextAt: 4 }]) };
    expect(afterLook(before, goblinGone, GM, 'next')).toBeNull();
  });

  it('a player’s done gets the answer it had before the look: a hidden due combatant is nobody to them', () => {
    const before = beforeLook(ctx, pat, 'done');
    const answer = afterLook(before, zombieGone, pat, 'done')?.answer;
    expect(answer).toBeTruthy();
    expect(said(answer!.messages).map((m) => m.text).join('\n')).toContain('None of your combatants is due at count 1.');
    expect(said(answer!.messages).map((m) => m.text).join('\n')).not.toContain('Zombie');
  });

  it('a look that ended the fight (everybody gone) leaves the command to say there is no fight', () => {
    const ended: Stored = { ...ctx.stored, fight: null };
    expect(afterLook(beforeLook(ctx, GM, 'next'), ended, GM, 'next')).toBeNull();
    expect(afterLook(beforeLook(ctx, pat, 'done'), ended, pat, 'done')).toBeNull();
  });

  it('a player’s next goes on to its own refusal; other verbs are not turn-ending', () => {
    expect(afterLook(beforeLook(ctx, pat, 'next'), zombieGone, pat, 'next')).toBeNull();
    expect(beforeLook(ctx, GM, 'status')).toEqual({ due: null, state: null, refused: null });
    expect(afterLook(beforeLook(ctx, GM, 'status'), zombieGone, GM, 'status')).toBeNull();
  });
});
