import { describe, expect, it } from 'vitest';
import { announcements, settleEffects, stepOutcome } from '../../src/app/fight';
import { cardView, ruleOptions, rulesOf } from '../../src/app/context';
import { controls, isHidden, nameLookup, namesFor, playedByAPlayer, readOnce } from '../../src/app/world-reads';
import { menusFor } from '../../src/app/menus';
import { refusal, rejectionOf, toSender } from '../../src/app/replies';
import { DEFAULT_CONFIG } from '../../src/app/model';
import { PUBLIC_CARD_BYTES } from '../../src/render/fit';
import { byteSize, raw } from '../../src/render/html';
import { rondel } from '../../src/rules/rondel';
import type { ConditionKey } from '../../src/rules/core/conditions';
import { effectsOf, type TimedEffect } from '../../src/rules/core/effects';
import type { CombatState } from '../../src/rules/rondel/state';
import { aCombat } from '../support/builders';
import { aRoundsFight } from '../support/rounds';
import { aCombatant as aSecondsCombatant, aFight as aSecondsFight } from '../rules/seconds/fixtures';
import { aContext, aFight, aPlayer, combatantOf, presentOf, API, aRondelFight, aToken, aWorld, buttons, GM, said, say } from './fakes';

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

  it('a token on the GM layer or the dynamic lighting layer, or gone, is hidden from the players', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a' }), aToken({ id: 'h', layer: 'gmlayer' }), aToken({ id: 'm', layer: 'map' }), aToken({ id: 'w', layer: 'walls' }), aToken({ id: 'f', layer: 'foreground' })] });
    expect(['a', 'h', 'm', 'w', 'f', 'gone'].map((id) => isHidden(world, id))).toEqual([false, true, false, true, false, true]);
  });

  it('a step reads each token once; the next step reads the world anew', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', controllers: ['sam'] }), aToken({ id: 'b' })] });
    const read: string[] = [];
    const counting = { ...world, layer: (id: string) => (read.push(`layer ${id}`), world.layer(id)), token: (id: string) => (read.push(`token ${id}`), world.token(id)) };
    const step = readOnce(counting);
    expect([step.layer('a'), step.layer('a'), step.layer('gone'), step.layer('gone'), step.token('a')?.controllers, step.token('a')?.controllers]).toEqual(['objects', 'objects', undefined, undefined, ['sam'], ['sam']]);
    expect(read).toEqual(['layer a', 'layer gone', 'token a']);
    world.put(aToken({ id: 'a', layer: 'gmlayer', controllers: ['pat'] }));
    const later = readOnce(counting);
    expect([later.layer('a'), later.token('a')?.controllers, isHidden(later, 'a')]).toEqual(['gmlayer', ['pat'], true]);
    expect(step.exists('b')).toBe(true);
  });

  it('a token sent to the GM layer between two steps is hidden on the second step’s card', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })] });
    const ctx = aContext({ world, fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }, { id: 'b', name: 'Bo', nextAt: 1 }]) });
    const fight = ctx.stored.fight as NonNullable<typeof ctx.stored.fight>;
    const due = (id: string) => ({ state: fight.timeline.present, events: [{ type: 'turn-due' as const, id, count: 1, blockedBy: null }] });
    const first = stepOutcome(ctx, fight, due('a'));
    expect(said(first.messages).map((m) => m.to)).toEqual(['all']);
    world.put(aToken({ id: 'a', name: 'Ana', layer: 'gmlayer' }));
    const second = stepOutcome(ctx, fight, due('a'));
    expect(said(second.messages).map((m) => m.to)).toEqual(['gm']);
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
    // a token the players cannot see is the GM's to play, even one a player controls
    const hidden = aWorld({ tokens: [aToken({ id: 'h', controllers: ['sam'], layer: 'gmlayer' }), aToken({ id: 'w', controllers: ['all'], layer: 'walls' })] });
    expect(['h', 'w'].map((id) => controls(hidden, sam, id))).toEqual([false, false]);
    expect(['h', 'w'].map((id) => controls(hidden, GM, id))).toEqual([true, true]);
  });
});

describe('announcements', () => {
  const world = () => aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });

  it('what concerns a hidden combatant is the GM’s; a public card that would only name the count is not sent', () => {
    const outcome = say(aContext({ world: world(), fight: aRondelFight([{ id: 'h', name: 'Hag', nextAt: 2 }, { id: 'a', name: 'Ana', nextAt: 5 }]) }), '!rondel next');
    expect(said(outcome.messages)).toEqual([{ to: 'gm', text: 'Rondel count 2\nCount 2: Hag acts.' }]);
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
    expect(said(outcome.messages)[0]?.text).toContain('Bo: now no move (grappled) at this movement window.');
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
    expect(said(outcome.messages)[0]?.text).toContain('Count 2: Ana is unconscious and cannot act (next passes the turn).');
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

describe('refusals and rejections', () => {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer' })] });
  const passed = { type: 'rejected', code: 'count-in-past', count: 21, counter: 25 } as const;

  it('a refusal reads the fight’s clock: counts in the rondel, or without a fight', () => {
    expect(said(refusal(aContext({ world }), sam, passed).messages)).toEqual([{ to: { player: 'sam' }, text: 'Rondel\nCount 21 has passed: the counter is at 25.' }]);
    const rondelFight = aContext({ world, fight: aRondelFight([{ id: 'a', name: 'Ana' }]) });
    expect(said(refusal(rondelFight, sam, passed).messages)[0]?.text).toBe('Rondel\nCount 21 has passed: the counter is at 25.');
  });

  it('in 20-second rounds, a refusal names the round and the second', () => {
    const fight = aFight(aSecondsFight([aSecondsCombatant('a')], { round: 2, second: 5 }) as unknown as CombatState, { rules: 'seconds' });
    expect(said(refusal(aContext({ world, fight }), GM, passed).messages)[0]?.text).toBe('20-second rounds\nRound 2, second 1 has passed: it is round 2, second 5.');
  });

  it('a player is not told the name of a hidden combatant in a refusal; the GM is', () => {
    const ctx = aContext({ world, fight: aRondelFight([{ id: 'a', name: 'Ana' }, { id: 'h', name: 'Hag' }]) });
    const late = { type: 'rejected', code: 'not-first', id: 'a', first: 'h', counter: 4 } as const;
    expect(said(refusal(ctx, sam, late).messages)[0]?.text).toBe('Rondel\nAna’s turn has not come yet at count 4: wait until it is announced.');
    expect(said(refusal(ctx, GM, late).messages)[0]?.text).toBe('Rondel\nHag acts first at count 4 (lower tie-break); Ana is next.');
  });

  it('a step’s rejection is its rejected event, wherever it comes; none when there is none', () => {
    const left = { type: 'left', id: 'a', name: 'Ana' } as const;
    const rejected = { type: 'rejected', code: 'unknown-combatant' } as const;
    expect(rejectionOf({ state: null, events: [left, rejected] })).toEqual(rejected);
    expect(rejectionOf({ state: null, events: [left] })).toBeNull();
    expect(rejectionOf({ state: null, events: [] })).toBeNull();
  });
});

describe('who plays a combatant (its lines are the last a full card cuts)', () => {
  const world = aWorld({
    gms: ['gm', 'boss'],
    tokens: [aToken({ id: 'p', controllers: ['boss', 'sam'] }), aToken({ id: 'e', controllers: ['all'] }), aToken({ id: 'g', controllers: ['boss'] }), aToken({ id: 'n' })],
  });

  it('a player, or everyone, plays a token; the GM’s own tokens, nobody’s and a deleted one are the GM’s', () => {
    expect(['p', 'e', 'g', 'n', 'gone'].map((id) => playedByAPlayer(world, id))).toEqual([true, true, false, false, false]);
  });

  it('the table’s own answer of who controls a token is asked first when it has one', () => {
    const asked: string[] = [];
    const table = { ...world, controllers: (id: string) => (asked.push(id), id === 'n' ? ['sam'] : id === 'e' ? undefined : ['boss']) };
    expect(['p', 'e', 'n'].map((id) => playedByAPlayer(table, id))).toEqual([false, false, true]);
    expect(asked).toEqual(['p', 'e', 'n']);
  });
});

describe('a card too long for the chat', () => {
  // sixty combatants the players see, one of them a player's (p40), and sixty on the GM layer, whose effects end at once
  const tokens = Array.from({ length: 120 }, (_, i) =>
    aToken({ id: i < 60 ? `p${i}` : `h${i}`, name: `Combatant number ${i} of a long list`, layer: i < 60 ? 'objects' : 'gmlayer', controllers: i === 40 ? ['sam'] : [] }),
  );
  const world = aWorld({ tokens });
  const nameOf = (id: string) => tokens.find((t) => t.id === id)?.name ?? id;
  const ended = tokens.map((t) => ({ type: 'effect-ended', id: t.id, name: 'Bless', count: 3 }) as const);
  const left = tokens.slice(0, 60).map((t) => ({ type: 'left', id: t.id, name: t.name }) as const);

  it('is cut, keeping a player’s combatant; the cut lines go to the GM in a whisper kept out of the archive', () => {
    const out = announcements(aContext({ world }), rondel, 3, ended, nameOf);
    expect(out.slice(0, 2).map((m) => [m.to, m.noarchive])).toEqual([['all', undefined], ['gm', undefined]]);
    expect(out.length).toBeGreaterThan(2);
    expect(out.slice(2).every((m) => m.to === 'gm' && m.noarchive === true)).toBe(true);
    const [pub, secret, ...rest] = said(out).map((m) => m.text.split('\n'));
    expect(pub?.[0]).toBe('Rondel count 3');
    expect(pub).toContain('Combatant number 40 of a long list: Bless ends.');
    expect(pub?.at(-1)).toMatch(/^… and \d+ more lines \(the GM has them\)\.$/);
    expect(secret?.at(-1)).toMatch(/^… and \d+ more lines: in the whisper below\.$/);
    expect(rest.every((r) => r[0] === 'Rondel count 3: the rest')).toBe(true);
    // every line is told once: on a card or in the rest
    const told = [...pub!, ...secret!, ...rest.flat()].filter((l) => l.endsWith('Bless ends.'));
    expect(told.length).toBe(120);
    expect(new Set(told).size).toBe(120);
  });

  it('for the GM alone, one card says the rest is in the whisper below, naming what was cut', () => {
    const out = announcements(aContext({ world, config: { announce: 'gm' } }), rondel, 3, left, nameOf);
    expect(out.map((m) => m.to)).toEqual(['gm', 'gm']);
    const [card, rest] = said(out).map((m) => m.text.split('\n'));
    expect(card?.at(-1)).toMatch(/^… and \d+ more who left: in the whisper below\.$/);
    expect(rest?.[0]).toBe('Rondel count 3: the rest');
    expect(card!.length - 2 + rest!.length - 1).toBe(60);
  });

  it('a public card cut says the GM has the rest, in the words of what was cut', () => {
    const out = announcements(aContext({ world }), rondel, 3, left, nameOf);
    expect(said(out)[0]?.text.split('\n').at(-1)).toMatch(/^… and \d+ more who left \(the GM has them\)\.$/);
  });
});

describe('the cards of a step: what is worth a card', () => {
  const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', image: 'https://img.example/ana.png' }), aToken({ id: 'h', name: 'Hag', layer: 'gmlayer', image: 'https://img.example/hag.png' })] });
  const names = (id: string) => ({ a: 'Ana', h: 'Hag' })[id] ?? id;

  it('a count reached with nothing but a refusal says nothing', () => {
    const events = [{ type: 'counter-advanced', from: 1, to: 2 }, { type: 'rejected', code: 'unknown-combatant' }] as const;
    expect(announcements(aContext({ world }), rondel, 2, events, names)).toEqual([]);
  });

  it('the due token’s picture is on the public card; a hidden token’s never is', () => {
    const [pub] = announcements(aContext({ world }), rondel, 2, [{ type: 'turn-due', id: 'a', count: 2, blockedBy: null }], names);
    expect(pub?.html).toContain('<img src="https://img.example/ana.png"');
    const [secret] = announcements(aContext({ world }), rondel, 2, [{ type: 'turn-due', id: 'h', count: 2, blockedBy: null }], names);
    expect(secret?.to).toBe('gm');
    expect(secret?.html).not.toContain('<img');
  });

  it('a hidden step in 20-second rounds is titled and timed as such on the GM’s card', () => {
    const seconds = rulesOf('seconds');
    expect(said(announcements(aContext({ world }), seconds, 25, [{ type: 'left', id: 'h', name: 'Hag' }], names))).toEqual([{ to: 'gm', text: '20-second rounds round 2, second 5\nHag leaves the fight.' }]);
  });
});

describe('the due combatant’s menu, in every rule set', () => {
  const roundsMenu = (ana: Record<string, unknown>) => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers: ['sam'] })] });
    const fight = aFight(aRoundsFight([{ id: 'a', name: 'Ana', ...ana }]) as unknown as CombatState, { rules: 'rounds' });
    return said(say(aContext({ world, fight }), '!rondel menu', { selected: ['a'] }).messages)[0]?.text.split('\n');
  };

  it('in 10-second rounds: one action, and the React button unless it reacted this round or stands in defense', () => {
    expect(roundsMenu({})).toEqual(['Ana: your action round 1', '[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready][React]', '10-second rounds: one action on your turn. Move up to 6 hexes.']);
    // a stand in defense is refused after a reaction this round (ruling 35): the menu does not offer it
    expect(roundsMenu({ reactedRound: 1 })?.[1]).toBe('[Combat][Magic][Use Skill/Object][Move only][At the ready] React: already reacted this round');
    expect(roundsMenu({ status: { kind: 'defense', since: 1 }, defenseRound: 1 })?.[1]).toBe('[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready] React: standing in defense');
 
  });

  it('in 10-second rounds the menu says how far the turn may move, and a prone combatant gets a Stand up button (ruling 90)', () => {
    expect(roundsMenu({ conditions: ['prone'] })?.slice(1)).toEqual([
      '[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready][React][Stand up]',
      '10-second rounds: one action on your turn. Prone: crawl up to 3 hexes, or stand up for half your movement.',
    ]);
    expect(roundsMenu({ conditions: ['prone', 'grappled'] })?.slice(1)).toEqual([
      '[Combat][Magic][Use Skill/Object][Move only][Stand in defense][At the ready][React]',
      '10-second rounds: one action on your turn. No move: grappled.',
    ]);
  });

  it('the Magic button offers the tradition of the sheet’s spell first', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' })], sheets: { a: { tradition: 'axiom', cast: 4 } } });
    const menu = say(aContext({ world, fight: aRondelFight([{ id: 'a', name: 'Ana', nextAt: 1 }]) }), '!rondel menu').messages[0]!;
    expect(buttons(menu.html).find((b) => b.startsWith('!rondel act magic'))).toContain('--cast ?{Casting time|4} --tradition ?{Tradition|Axiom (Logic),axiom|Divine (Faith),divine|Other (Agility),other}');
  });

  it('a public menu too big for the chat gives up the token’s picture; a whispered one keeps it', () => {
    const image = `https://files.example/${'x'.repeat(250)}.png`;
    const menus = (controllers: string[]) =>
      say(
        aContext({ world: aWorld({ tokens: [aToken({ id: 'a', name: 'Ana', controllers, image }), aToken({ id: 'b' })] }), fight: aRondelFight([{ id: 'b', nextAt: 1 }, { id: 'a', name: 'Ana', nextAt: 2 }]) }),
        '!rondel next',
      ).menus ?? [];
    const [everyone] = menus(['all']);
    expect(everyone?.to).toBe('all');
    expect(byteSize(everyone!.html)).toBeLessThanOrEqual(PUBLIC_CARD_BYTES);
    expect(everyone?.html).not.toContain('<img');
    const [whispered] = menus(['sam']);
    expect(whispered?.to).toEqual({ player: 'sam' });
    expect(whispered?.html).toContain(`<img src="${image}"`);
  });

  it('the menu of a combatant whose token was deleted is the GM’s', () => {
    const world = aWorld({ tokens: [aToken({ id: 'b' })] });
    const outcome = say(aContext({ world, fight: aRondelFight([{ id: 'b', nextAt: 1 }, { id: 'a', name: 'Ana', nextAt: 2 }]) }), '!rondel next');
    expect(outcome.menus?.map((m) => m.to)).toEqual(['gm']);
    expect(said(outcome.menus)[0]?.text.split('\n')[0]).toBe('Ana: your action count 2');
  });

  it('follows the card: a turn announced as blocked gets no menu, and only the combatant due gets one', () => {
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })] });
    const fight = aRondelFight([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 5 }], { counter: 2 });
    const ctx = aContext({ world, fight });
    expect(menusFor(ctx, fight, [{ type: 'turn-due', id: 'a', count: 2, blockedBy: 'stunned' }])).toEqual([]);
    expect(menusFor(ctx, fight, [{ type: 'turn-due', id: 'b', count: 2, blockedBy: null }])).toEqual([]);
    expect(menusFor(ctx, fight, [{ type: 'turn-due', id: 'a', count: 2, blockedBy: null }]).map((m) => m.to)).toEqual(['gm']);
  });
});

describe('timed effects after a step (docs/rules.md §12)', () => {
  const effect = (bearer: string, name: string, condition: ConditionKey | null, at: number): TimedEffect => ({ bearer, name, marker: null, condition, from: 1, ends: { kind: 'clock', at } });
  const moved = { type: 'counter-advanced', from: 3, to: 4 } as const;
  // Ana is stunned; the clock reaches count 4, when Daze ends
  const settled = (...others: TimedEffect[]) => {
    const state = aCombat([{ id: 'a', name: 'Ana', nextAt: 6, conditions: ['stunned'] }, { id: 'b', name: 'Bo', nextAt: 9 }], { counter: 4 });
    const step = settleEffects(rondel, { state: { ...state, effects: [effect('a', 'Daze', 'stunned', 4), ...others] } as CombatState, events: [moved] });
    return { events: step.events, effects: effectsOf(step.state), ana: (step.state as CombatState).combatants[0]?.conditions };
  };

  it('an effect that runs out ends, and the condition it held with it', () => {
    expect(settled()).toEqual({
      events: [moved, { type: 'effect-ended', id: 'a', name: 'Daze', count: 4 }, { type: 'conditions-changed', id: 'a', added: [], removed: ['stunned'] }],
      effects: [],
      ana: [],
    });
  });

  it('a condition another effect of the bearer still holds stays on', () => {
    const hex = effect('a', 'Hex', 'stunned', 9);
    const bless = effect('b', 'Bless', null, 9);
    expect(settled(hex, bless)).toEqual({ events: [moved, { type: 'effect-ended', id: 'a', name: 'Daze', count: 4 }], effects: [hex, bless], ana: ['stunned'] });
  });

  it('another bearer’s effect of that condition, or another effect of the bearer, does not hold it', () => {
    expect(settled(effect('b', 'Hex', 'stunned', 9)).ana).toEqual([]);
    expect(settled(effect('a', 'Bless', null, 9)).ana).toEqual([]);
    expect(settled(effect('a', 'Net', 'grappled', 9)).ana).toEqual([]);
  });

  it('an effect without a condition, or on a combatant that left, only ends', () => {
    expect(settled(effect('a', 'Bless', null, 3), effect('gone', 'Web', 'grappled', 4)).events).toEqual([
      moved,
      { type: 'effect-ended', id: 'a', name: 'Daze', count: 4 },
      { type: 'conditions-changed', id: 'a', added: [], removed: ['stunned'] },
      { type: 'effect-ended', id: 'a', name: 'Bless', count: 4 },
      { type: 'effect-ended', id: 'gone', name: 'Web', count: 4 },
    ]);
  });

  it('a step with no timed effect, or none that ends, is left as it is', () => {
    const state = aCombat([{ id: 'a', name: 'Ana' }], { counter: 4 });
    const plain = { state, events: [moved] };
    expect(settleEffects(rondel, plain)).toEqual(plain);
    const lasting = { state: { ...state, effects: [effect('a', 'Hex', null, 9)] } as CombatState, events: [moved] };
    expect(settleEffects(rondel, lasting)).toEqual(lasting);
  });

  it('a step of the fight that reaches an effect’s end announces it, and the lifted condition', () => {
    const state = aCombat([{ id: 'a', name: 'Ana', nextAt: 2 }, { id: 'b', name: 'Bo', nextAt: 5, conditions: ['stunned'] }], { counter: 1 });
    const fight = aFight({ ...state, effects: [effect('b', 'Daze', 'stunned', 2)] } as CombatState);
    const world = aWorld({ tokens: [aToken({ id: 'a', name: 'Ana' }), aToken({ id: 'b', name: 'Bo' })] });
    const outcome = say(aContext({ world, fight }), '!rondel next');
    expect(combatantOf(outcome, 'b').conditions).toEqual([]);
    expect(effectsOf(presentOf(outcome))).toEqual([]);
    expect(said(outcome.messages)[0]?.text).toContain('Bo: Daze ends.');
  });
});
