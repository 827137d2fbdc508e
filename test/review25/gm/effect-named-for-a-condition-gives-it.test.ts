// Review 25 (effects, a judgement call settled): `effect --add Prone --counts 5` on a combatant that is not prone made
// an effect named Prone that held nothing: the card read "Aldric: Prone, until count 6." while Aldric stood, no marker,
// no "no move" at the window, and "Prone ends" at its end of a condition he never had. An effect named for a condition
// (in any case) holds it for its time, as `condition --add prone --counts 5` would (docs/rules.md §12): a bearer without
// it gets it, and it ends with the effect.
import { describe, expect, it } from 'vitest';
import { fightNow, type Arena } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

const conditionsOf = (a: Arena, key: 'aldric' | 'goblin'): readonly string[] => fightNow(a)!.state.combatants.find((c) => c.id === a.ids[key])!.conditions;

const durations: Readonly<Record<RuleSetId, string>> = { rondel: '--counts 5', seconds: '--seconds 5', rounds: '--rounds 1' };

describe.each(['rondel', 'seconds', 'rounds'] as const)('%s', (rules) => {
  it('an effect named Prone on a combatant standing makes it prone, held by the effect until it ends', () => {
    const a = fightWithDue(rules, 'lira', ['aldric', 'goblin']);
    const said = ask(a, 'gm', `!rondel effect --add Prone ${durations[rules]}`, ['aldric']).replies.join('\n');
    expect(conditionsOf(a, 'aldric')).toContain('prone');
    expect(said).toMatch(/Aldric/);
    expect(said).toMatch(/prone/i);
    const effect = (fightNow(a)!.state as { effects?: { bearer: string; name: string; condition?: string }[] }).effects?.find((e) => e.bearer === a.ids.aldric);
    expect(effect).toMatchObject({ name: 'Prone', condition: 'prone' });
    const seen: string[] = [];
    for (let i = 0; i < 40 && conditionsOf(a, 'aldric').includes('prone'); i += 1) seen.push(...ask(a, 'gm', '!rondel next').replies);
    expect(conditionsOf(a, 'aldric')).not.toContain('prone');
    expect(seen.join('\n')).toMatch(/Aldric: Prone ends/);
  });

  it('undo takes back both the effect and the condition it gave', () => {
    const a = fightWithDue(rules, 'lira', ['aldric', 'goblin']);
    ask(a, 'gm', `!rondel effect --add stunned ${durations[rules]}`, ['aldric']);
    expect(conditionsOf(a, 'aldric')).toContain('stunned');
    ask(a, 'gm', '!rondel undo');
    expect(conditionsOf(a, 'aldric')).not.toContain('stunned');
    expect((fightNow(a)!.state as { effects?: unknown[] }).effects ?? []).toEqual([]);
  });

  it('of two selected, one prone with no end keeps it so (the GM told) and the other gets it for the time', () => {
    const a = fightWithDue(rules, 'lira', ['aldric', 'goblin']);
    ask(a, 'gm', '!rondel condition --add prone', ['goblin']);
    const said = ask(a, 'gm', `!rondel effect --add Prone ${durations[rules]}`, ['aldric', 'goblin']).replies.join('\n');
    expect(said).toMatch(/Goblin is already prone, with no end/);
    expect(conditionsOf(a, 'aldric')).toContain('prone');
    const effects = (fightNow(a)!.state as { effects?: { bearer: string }[] }).effects ?? [];
    expect(effects.map((e) => e.bearer)).toEqual([a.ids.aldric]);
  });
});
