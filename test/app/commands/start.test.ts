import { describe, expect, it } from 'vitest';
import { start } from '../../../src/app/commands/start';
import { readCommand } from '../../../src/app/dispatch';
import type { ParsedCommand } from '../../../src/commands/parse';
import { aContext, aPlayer, aRondelFight, aToken, aWorld, buttons, combatantOf, GM, PAGE, presentOf, refusalOf, said, say } from '../fakes';

const ana = aToken({ id: 'a', name: 'Ana', controllers: ['sam'] });
const bo = aToken({ id: 'b', name: 'Bo' });
const elsewhere = aToken({ id: 'x', name: 'Xan', pageId: 'page-2' });
const world = () => aWorld({ tokens: [ana, bo, elsewhere], sheets: { a: { perceptionMod: 1, tier: 'green_horse' }, b: { initiativeAdjustment: 2 } } });

function parsed(text: string, flags: Record<string, string | boolean> = {}): ParsedCommand {
  const reading = readCommand(text, undefined, ['rondel', 'er'], GM);
  if (reading.kind !== 'command') throw new Error(`${text} does not parse`);
  return { ...reading.parsed, flags: { ...reading.parsed.flags, ...flags } };
}

describe('start: the selected tokens start a fight', () => {
  it('refuses to start with nothing selected', () => {
    expect(refusalOf(say(aContext(), '!rondel start'))).toBe('Rondel\nSelect the tokens in the fight first, then run !rondel start.\nUsage: !rondel start [--rules rondel|seconds|rounds] [--confirm]');
  });

  it('rolls each token’s initiative from its sheet and stores a new fight on the page of the first token', () => {
    // Ana: d12 5 − Perception 1 = 4; Bo: d12 1 + adjustment 2 = 3
    const outcome = say(aContext({ world: world(), dice: [[12, 5], [12, 1]] }), '!rondel start', { selected: ['a', 'b'] });
    const fight = outcome.stored?.fight;
    expect(fight).toMatchObject({ rules: 'rondel', pageId: PAGE, lastTurnOrder: '' });
    expect(fight?.timeline.past).toEqual([]);
    expect(fight?.timeline.future).toEqual([]);
    expect(presentOf(outcome).counter).toBe(1);
    expect(combatantOf(outcome, 'a')).toMatchObject({ name: 'Ana', tier: 'green_horse', perceptionMod: 1, nextAt: 4 });
    expect(combatantOf(outcome, 'b')).toMatchObject({ name: 'Bo', tier: 'red_fox', initiativeAdjustment: 2, nextAt: 3 });
    expect(outcome.openTracker).toBe(PAGE);
    expect(outcome.events?.map((e) => e.type)).toEqual(['combat-started', 'initiative-rolled', 'initiative-rolled']);
  });

  it('announces the start, the rolls and the order to everyone', () => {
    const outcome = say(aContext({ world: world(), dice: [[12, 5], [12, 1]] }), '!rondel start', { selected: ['a', 'b'] });
    const [card, ...rest] = said(outcome.messages);
    expect(rest).toEqual([]);
    expect(card?.to).toBe('all');
    expect(card?.text).toContain('The fight begins.');
    expect(card?.text).toContain('Ana: d12 (5) − 1 Perception → count 4');
    expect(card?.text).toContain('Bo: d12 (1) + 2 adjustment → count 3');
    expect(card?.text).toContain('Order: Bo (3), Ana (4)');
  });

  it('with the announcements for the GM only, the card is the GM’s', () => {
    const outcome = say(aContext({ world: world(), dice: [[12, 5], [12, 1]], config: { announce: 'gm' } }), '!rondel start', { selected: ['a', 'b'] });
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['gm']);
  });

  it('leaves out tokens on another page, and says so to the sender', () => {
    const outcome = say(aContext({ world: world(), dice: [[12, 5]] }), '!rondel start', { selected: ['a', 'x'] });
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['a']);
    expect(said(outcome.messages).at(-1)).toEqual({ to: { player: 'gm' }, text: 'Rondel\n1 selected token(s) on another page were left out: a fight stays on one page.' });
  });

  it('the page is the first selected token’s, even when it is the odd one out', () => {
    const outcome = say(aContext({ world: world(), dice: [[12, 5]] }), '!rondel start', { selected: ['x', 'a', 'b'] });
    expect(outcome.stored?.fight?.pageId).toBe('page-2');
    expect(presentOf(outcome).combatants.map((c) => c.id)).toEqual(['x']);
  });

  it('tells the GM which sheet values could not be read', () => {
    const w = aWorld({ tokens: [ana, bo], sheets: { a: { problems: ['weapon_speed', 'agility_mod'] } } });
    const outcome = say(aContext({ world: w, dice: [[12, 5], [12, 6]] }), '!rondel start', { selected: ['a', 'b'] });
    const notes = said(outcome.messages).filter((m) => m.text.startsWith('Rondel: sheet values'));
    expect(notes).toEqual([{ to: 'gm', text: 'Rondel: sheet values\nAna: weapon_speed, agility_mod could not be read; the default was used.' }]);
    expect(outcome.messages.find((m) => m.to === 'gm')?.noarchive).toBe(true);
  });

  it('sends the menu of whoever is due first to its controller', () => {
    const outcome = say(aContext({ world: world(), dice: [[12, 1], [12, 9]] }), '!rondel start', { selected: ['a', 'b'] });
    expect(outcome.menus?.map((m) => m.to)).toEqual([{ player: 'sam' }]);
    expect(said(outcome.menus)[0]?.text).toContain('Ana: your action count 1');
  });

  describe('while a fight is running', () => {
    const running = aRondelFight([{ id: 'a', name: 'Ana', nextAt: 6 }, { id: 'b', nextAt: 9 }], { counter: 4 });

    it('asks first, with a button that confirms, and changes nothing but marking the fight as asked about', () => {
      const outcome = say(aContext({ world: world(), fight: running }), '!er start', { selected: ['a', 'b'], words: ['er'] });
      expect(outcome.stored?.fight).toEqual({ ...running, startAsked: true });
      const [ask] = outcome.messages;
      expect(said(outcome.messages)).toEqual([
        { to: { player: 'gm' }, text: 'A fight is still running\nIt is at count 4 with 2 combatants. Starting again ends it and starts a new one.\n[Start a new fight] keep the tokens selected' },
      ]);
      expect(buttons(ask?.html ?? '')).toEqual(['!rondel start --confirm --asked']);
    });

    it('the ask’s button starts a new fight while the fight asked about has not moved on; after that it does nothing', () => {
      const asked = { ...running, startAsked: true as const };
      const pressed = say(aContext({ world: world(), fight: asked, dice: [[12, 2], [12, 3]] }), '!rondel start --confirm --asked', { selected: ['a', 'b'] });
      expect(pressed.stored?.fight?.startAsked).toBeUndefined();
      expect(presentOf(pressed).counter).toBe(1);
      const old = say(aContext({ world: world(), fight: running }), '!rondel start --confirm --asked', { selected: ['a', 'b'] });
      expect(old.stored).toBeUndefined();
      expect(said(old.messages).map((m) => m.text).join('\n')).toMatch(/That button was for a fight that has moved on since: nothing was done/);
      // typed, --confirm starts at once
      const typed = say(aContext({ world: world(), fight: running, dice: [[12, 2], [12, 3]] }), '!rondel start --confirm', { selected: ['a', 'b'] });
      expect(presentOf(typed).counter).toBe(1);
    });

    it('--confirm starts a new fight with a new history', () => {
      // the running fight, on another page, with a step of history and a tracker written
      const old = { ...running, pageId: 'page-2', lastTurnOrder: '[]', timeline: { ...running.timeline, past: [running.timeline.present] } };
      const outcome = say(aContext({ world: world(), fight: old, dice: [[12, 2], [12, 3]] }), '!rondel start --confirm', {
        selected: ['a', 'b'],
      });
      expect(outcome.stored?.fight).toMatchObject({ pageId: PAGE, lastTurnOrder: '' });
      expect(outcome.stored?.fight?.timeline.past).toEqual([]);
      expect(presentOf(outcome).counter).toBe(1);
    });

    it('the button names the rule set when it is not the game’s default', () => {
      const ctx = aContext({ world: world(), fight: running, config: { rules: 'seconds' } });
      const outcome = start(ctx, { parsed: parsed('!rondel start', { rules: 'rondel' }), sender: GM, selected: [ana] });
      expect(buttons(outcome.messages[0]?.html ?? '')).toEqual(['!rondel start --confirm --asked --rules rondel']);
    });
  });

  describe('the rule set', () => {
    it('is the game’s default unless one is named; names are read without case', () => {
      const ctx = aContext({ world: world(), dice: [[12, 2]] });
      const outcome = start(ctx, { parsed: parsed('!rondel start', { rules: 'RONDEL' }), sender: GM, selected: [ana] });
      expect(outcome.stored?.fight?.rules).toBe('rondel');
    });

    it('an unknown one is refused with the list of rule sets', () => {
      const outcome = start(aContext({ world: world() }), { parsed: parsed('!rondel start', { rules: 'chess' }), sender: GM, selected: [ana] });
      expect(refusalOf(outcome)).toContain('There is no rule set “chess”. Rule sets: rondel, seconds, rounds.');
    });
  });

  it('a player cannot start a fight', () => {
    expect(refusalOf(say(aContext({ world: world() }), '!rondel start', { as: aPlayer('sam'), selected: ['a'] }))).toContain('Only the GM can use start.');
  });
});
