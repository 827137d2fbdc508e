import { describe, expect, it } from 'vitest';
import { announcements, cardView, controls, isHidden, nameLookup, namesFor, rulesOf, ruleOptions, toSender } from '../../src/app/fight';
import { DEFAULT_CONFIG } from '../../src/app/model';
import { raw } from '../../src/render/html';
import { rondel } from '../../src/rules/rondel';
import { aCombat } from '../support/builders';
import { aContext, aPlayer, API, aRondelFight, aToken, aWorld, buttons, GM, said, say } from './fakes';

const sam = aPlayer('sam', 'Sam');

describe('what every use case shares', () => {
  it('a fight names a known rule set; an unknown one is a bug', () => {
    expect(rulesOf('rondel')).toBe(rondel);
    expect(() => rulesOf('chess' as never)).toThrow('no rule set chess');
  });

  it('the rule options are the configuration’s', () => {
    expect(ruleOptions({ ...DEFAULT_CONFIG, passedOver: 'reset', rerollEachRound: true })).toEqual({ pattern: DEFAULT_CONFIG.pattern, passedOver: 'reset', rerollEachRound: true });
  });

  it('a card reads the rule set’s title and action labels', () => {
    const view = cardView(rondel);
    expect(view.title).toBe('Rondel');
    expect(view.actionLabel('guard')).toBe('Full Guard');
    expect(view.clock.at(3)).toBe('count 3');
    const other = cardView({ ...rondel, id: 'seconds', name: '20-second rounds', actions: [{ key: 'ready', label: 'Ready', formula: '', describe: '', takes: [] }] });
    expect(other.title).toBe('20-second rounds');
    expect(other.clock.at(21)).toBe('round 2, second 1');
    expect([other.actionLabel('ready'), other.actionLabel('guard'), other.actionLabel('pass'), other.actionLabel('fly')]).toEqual(['Ready', 'Full Guard', 'no action', 'fly']);
  });

  it('a token on the GM layer, or gone, is hidden from the players', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a' }), aToken({ id: 'h', layer: 'gmlayer' }), aToken({ id: 'm', layer: 'map' })] });
    expect(['a', 'h', 'm', 'gone'].map((id) => isHidden(world, id))).toEqual([false, true, false, true]);
  });

  it('names come from the first state that has the combatant, else “Someone”', () => {
    const name = nameLookup(null, aCombat([{ id: 'a', name: 'Ana' }]), aCombat([{ id: 'a', name: 'Old Ana' }, { id: 'b', name: 'Bo' }]));
    expect([name('a'), name('b'), name('c')]).toEqual(['Ana', 'Bo', 'Someone']);
  });

  it('a player never reads the name of a hidden combatant; the GM does', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a' }), aToken({ id: 'h', layer: 'gmlayer' })] });
    const s = aCombat([{ id: 'a', name: 'Ana' }, { id: 'h', name: 'Hag' }]);
    expect([namesFor(world, sam, s)('a'), namesFor(world, sam, s)('h')]).toEqual(['Ana', null]);
    expect(namesFor(world, GM, s)('h')).toBe('Hag');
  });

  it('an answer goes to its sender, unarchived unless said; another script’s to the GM', () => {
    expect(toSender(sam, raw('x'))).toEqual({ to: { player: 'sam' }, html: 'x', noarchive: true });
    expect(toSender(API, raw('x'), false)).toEqual({ to: 'gm', html: 'x', noarchive: false });
  });

  it('the GM controls everything; a player what they or everyone control', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', controllers: ['sam'] }), aToken({ id: 'e', controllers: ['all'] }), aToken({ id: 'k', controllers: ['kim'] })] });
    expect(['a', 'e', 'k', 'gone'].map((id) => controls(world, sam, id))).toEqual([true, true, false, false]);
    expect(controls(world, GM, 'gone')).toBe(true);
  });
});

describe('announcements', () => {
  const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });

  it('what concerns a hidden combatant is the GM’s; a public card that would only name the count is not sent', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'h', name: 'Hag', nextAt: 2 }, { id: 'a', name: 'Ana', nextAt: 5 }]) }), '!rondel next');
    expect(said(outcome.messages)).toEqual([{ to: 'gm', text: 'Rondel count 2\n▶ Count 2: Hag acts.' }]);
    expect(outcome.menus?.map((m) => m.to)).toEqual(['gm']);
  });

  it('a public step and a hidden one make two cards', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }, { id: 'h', name: 'Hag', nextAt: 9 }]) }), '!rondel remove --token a');
    expect(said(outcome.messages)).toEqual([{ to: 'all', text: 'Rondel count 1\nAna leaves the fight.' }]);
  });

  it('with the announcements for the GM only, the GM gets one card with everything', () => {
    const outcome = say(aContext({ world: world(), config: { announce: 'gm' }, fight: aRondelFight([{ id: 'h', name: 'Hag', nextAt: 2 }, { id: 'a', name: 'Ana', nextAt: 2 }]) }), '!rondel next');
    expect(said(outcome.messages).map((m) => m.to)).toEqual(['gm']);
  });

  it('the order line of a new fight lists only what the players may see, and only when it lists two or more', () => {
    const start = (ids: string[], dice: number[]) => say(aContext({ world: world(), dice: dice.map((d) => [12, d] as const) }), '!rondel start', { selected: ids });
    expect(said(start(['a', 'b', 'h'], [2, 4, 3]).messages)[0]?.text).toContain('Order: Ana (2), Bo (4)');
    expect(said(start(['a', 'h'], [2, 3]).messages)[0]?.text).not.toContain('Order:');
    const gmOnly = say(aContext({ world: world(), config: { announce: 'gm' }, dice: [[12, 2], [12, 3]] }), '!rondel start', { selected: ['a', 'h'] });
    expect(said(gmOnly.messages)[0]?.text).toContain('Order: Ana (2), Hag (3)');
  });

  it('a movement window reached by a step is re-announced when it changes what someone may move', () => {
    const outcome = say(
      aContext({ world: world(), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 3 }, { id: 'b', name: 'Bo', nextAt: 8 }], { counter: 3 }) }),
      '!rondel condition --add grappled --token b',
    );
    expect(said(outcome.messages)[0]?.text).toContain('Bo: now 0 (grappled) at this movement window.');
  });
});

describe('the due combatant’s menu', () => {
  const due = (controllers: string[], extra: Record<string, unknown> = {}, gms = ['gm']) =>
    say(
      aContext({ world: aWorld({ gms, tokens: [aToken({ id: 'a', name: 'Ana', controllers, ...extra }), aToken({ id: 'b' })], sheets: { a: { speed: -2, agility: 3, cast: 5 } } }), fight: aRondelFight([{ id: 'b', nextAt: 1 }, { id: 'a', name: 'Ana', nextAt: 2 }]) }),
      '!rondel next',
    ).menus ?? [];

  it.each([
    [['sam'], [{ player: 'sam' }]],
    [['sam', 'kim'], [{ player: 'sam' }, { player: 'kim' }]],
    [['sam', 'boss'], [{ player: 'sam' }]],
    [['boss'], ['gm']],
    [[], ['gm']],
    [['all', 'sam'], ['all']],
  ])('controlled by %j, it goes to %j', (controllers, audiences) => {
    const menus = due(controllers, {}, ['gm', 'boss']);
    expect(menus.map((m) => m.to)).toEqual(audiences);
    expect(menus.every((m) => m.noarchive === true)).toBe(true);
  });

  it('a hidden combatant’s menu is the GM’s, whoever controls its token', () => {
    expect(due(['sam'], { layer: 'gmlayer' }).map((m) => m.to)).toEqual(['gm']);
  });

  it('offers every action with the sheet’s values, and a React button', () => {
    const [menu] = due(['sam']);
    expect(said([menu!])[0]?.text.split('\n')).toEqual([
      'Ana: your action count 2',
      '[Combat][Dash][Full Guard][Hide][Magic][Use Skill/Object][Hold][Reset][React]',
      'Change adds d4 when you switch intent or weapon.',
    ]);
    expect(buttons(menu!.html)).toEqual([
      '!rondel act combat --token a --turn 2 --speed ?{Weapon speed|-2} ?{Change of action or weapon (+d4)?|No,|Yes,--change}',
      '!rondel act dash --token a --turn 2 ?{Change of action or weapon (+d4)?|No,|Yes,--change}',
      '!rondel act guard --token a --turn 2',
      '!rondel act hide --token a --turn 2 --mod ?{Modifier (Agility 3)|3} ?{Change of action or weapon (+d4)?|No,|Yes,--change}',
      '!rondel act magic --token a --turn 2 --cast ?{Casting time|5} --tradition ?{Tradition|Divine (Faith),divine|Axiom (Logic),axiom|Other (Agility),other} --note ?{Spell|} ?{Change of action or weapon (+d4)?|No,|Yes,--change}',
      '!rondel act skill --token a --turn 2 --mod ?{Modifier (Agility 3)|3} ?{Change of action or weapon (+d4)?|No,|Yes,--change}',
      '!rondel act hold --token a --turn 2',
      '!rondel act reset --token a --turn 2',
      '!rondel react --token a --note ?{Trigger|attack of opportunity}',
    ]);
  });

  it('after a hold: no Hold, no Change cost, and a note why', () => {
    const menus = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })] }), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, lastAction: 'hold' }]) }), '!rondel menu').messages;
    const text = said(menus)[0]?.text ?? '';
    expect(text).toContain('[Combat][Dash][Full Guard][Hide][Magic][Use Skill/Object][Reset][React]');
    expect(text).toContain('You held last time: no Hold now, and no Change cost.');
    expect(buttons(menus[0]!.html)[0]).toBe('!rondel act combat --token a --turn 1 --speed ?{Weapon speed|0}');
  });

  it('under the flex marker there is no React button, only until when', () => {
    const menus = say(
      aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })] }), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, markers: [{ kind: 'flex', from: 0, until: 6 }] }]) }),
      '!rondel menu',
    ).messages;
    expect(said(menus)[0]?.text).toContain('[Reset] React: flex until count 6');
  });

  it('a combatant that cannot act gets no menu', () => {
    const outcome = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] }), aToken({ id: 'b' })] }), fight: aRondelFight([{ id: 'b', nextAt: 1 }, { id: 'a', name: 'Ana', nextAt: 2, conditions: ['unconscious'] }]) }), '!rondel next');
    expect(outcome.menus).toEqual([]);
    expect(said(outcome.messages)[0]?.text).toContain('▶ Count 2: Ana is unconscious and cannot act (next passes the turn).');
  });
});

describe('the cards of a step, directly', () => {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
  const order = aCombat([{ id: 'a', name: 'Ana', nextAt: 5 }, { id: 'b', name: 'Bo', nextAt: 6 }, { id: 'h', name: 'Hag', nextAt: 7 }]);
  const moved = [{ type: 'counter-advanced', from: 1, to: 2 }] as const;
  const names = (id: string) => ({ a: 'Ana', b: 'Bo', h: 'Hag' })[id] ?? id;

  it('a count alone, with one combatant the players see in the order, is no card', () => {
    const one = aCombat([{ id: 'a', name: 'Ana', nextAt: 5 }, { id: 'h', name: 'Hag', nextAt: 7 }]);
    expect(announcements(aContext({ world }), rondel, 2, moved, names, one)).toEqual([]);
  });

  it('with two in the order it is a card, the order without the hidden one', () => {
    expect(said(announcements(aContext({ world }), rondel, 2, moved, names, order))).toEqual([{ to: 'all', text: 'Rondel count 2\nCount 2\nOrder: Ana (5), Bo (6)' }]);
  });

  it('a refusal among the events tells nothing', () => {
    expect(announcements(aContext({ world }), rondel, 2, [{ type: 'rejected', code: 'unknown-combatant' }], names)).toEqual([]);
  });

  it('for the GM only, one card holds what is hidden and what is not', () => {
    const events = [
      { type: 'left', id: 'a', name: 'Ana' },
      { type: 'left', id: 'h', name: 'Hag' },
    ] as const;
    expect(said(announcements(aContext({ world, config: { announce: 'gm' } }), rondel, 2, events, names))).toEqual([{ to: 'gm', text: 'Rondel count 2\nAna leaves the fight.\nHag leaves the fight.' }]);
    expect(said(announcements(aContext({ world }), rondel, 2, events, names))).toEqual([
      { to: 'all', text: 'Rondel count 2\nAna leaves the fight.' },
      { to: 'gm', text: 'Rondel count 2\nHag leaves the fight.' },
    ]);
  });

  it('a guard marker is no reason to withhold the React button', () => {
    const menus = say(aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })] }), fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1, markers: [{ kind: 'guard', from: 0, until: 9 }] }]) }), '!rondel menu').messages;
    expect(said(menus)[0]?.text).toContain('[Reset][React]');
  });
});
