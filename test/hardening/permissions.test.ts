// Every verb × every kind of sender (issue 8): allowed or refused as the verb's `permission` in VERBS says.
import { describe, expect, it } from 'vitest';
import { VERBS } from '../../src/commands/verbs';
import { currentCombatant } from '../../src/rules/rondel/order';
import { ruleSetOf } from '../../src/rules/registry';
import type { FightStateBase, RuleSet, RuleSetId } from '../../src/rules/core/rule-set';
import { plain } from '../integration/table';
import { anArena, expectHealthy, PEER, rondelPresent, senderTargets, STATE_KEY, type ActorKey, type Arena, type TokenKey } from './arena';
import { allowed, COLUMNS, FLAG_ROWS, MATRIX, type Column, type Row, type VerbName } from './permission-matrix';

const ACTOR: Record<Column, ActorKey> = { gm: 'gm', controller: 'pat', 'other-player': 'sam', 'all-player': 'robin', api: 'api' };
const REFUSAL = /Only the GM can use|You do not control|not yours|The GM can repair it/;

/**
 * A fight in which the subject is due now. The rondel: the Goblin far down the rondel, the subject set to the
 * counter. The rule sets with rounds: the GM moves on until the subject's turn comes.
 */
function fightWithSubjectDue(a: Arena, subject: TokenKey, rules: RuleSetId = 'rondel'): void {
  const rs = ruleSetOf(rules) as RuleSet<FightStateBase>;
  const due = (): string | undefined => rs.current(a.fight()!.timeline.present)?.id;
  if (rules === 'rondel') {
    a.send('gm', '!rondel start', [subject, 'goblin']);
    a.send('gm', '!rondel set --count 20 --token ' + a.ids.goblin);
    const present = rondelPresent(a);
    if (currentCombatant(present)?.id !== a.ids[subject]) a.send('gm', `!rondel set --count ${present.counter} --token ${a.ids[subject]}`);
  } else {
    a.send('gm', `!rondel start --rules ${rules}`, [subject, 'goblin']);
    for (let i = 0; i < 12 && due() !== a.ids[subject]; i += 1) a.send('gm', '!rondel next');
  }
  expect(due()).toBe(a.ids[subject]);
}

describe('the permission matrix', () => {
  it('has exactly one row per verb of VERBS, with the permission VERBS gives it', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(VERBS.map((v) => v.name).sort());
    for (const v of VERBS) expect({ verb: v.name, permission: MATRIX[v.name as VerbName]?.permission }).toEqual({ verb: v.name, permission: v.permission });
  });

  const cells = VERBS.flatMap((v) => COLUMNS.map((column) => [v.name, column, allowed(v.permission, column) ? 'allowed' : 'refused'] as const));

  it.each(cells)('%s sent by %s is %s', (verbName, column, expected) => exercise(verbName, MATRIX[verbName as VerbName], column, expected));

  const flagCells = FLAG_ROWS.flatMap((f) => COLUMNS.map((column) => [f.row.command, column, allowed(f.row.permission, column) ? 'allowed' : 'refused', f.row] as const));

  it('every flag row names a flag its verb takes, with the verb’s permission', () => {
    for (const f of FLAG_ROWS) {
      const verb = VERBS.find((v) => v.name === f.verb);
      expect({ flag: f.flag, known: Object.keys(verb?.flags ?? {}).includes(f.flag), permission: f.row.permission }).toEqual({ flag: f.flag, known: true, permission: verb?.permission });
    }
  });

  it.each(flagCells)('%s sent by %s is %s', (label, column, expected, row) => exercise(label, row, column, expected));
});

function exercise(verbName: string, row: Row, column: Column, expected: 'allowed' | 'refused'): void {
  {
    const a = anArena(row.degraded ? { state: { [STATE_KEY]: { schemaVersion: 99, note: 'from the future' } } } : {});
    const subject: TokenKey = column === 'all-player' ? 'wisp' : 'aldric';
    if (!row.degraded) fightWithSubjectDue(a, subject, row.rules);
    if (row.bar1) a.sb.getObj('graphic', a.ids[row.bar1.token])?.set({ bar1_value: row.bar1.value });
    const clock = (): string => {
      const fight = a.fight();
      return fight ? String((ruleSetOf(fight.rules) as RuleSet<FightStateBase>).clock(fight.timeline.present)) : '0';
    };
    const name = subject === 'wisp' ? 'Wisp' : 'Aldric';
    const fill = (text: string): string => text.replace(/\{token\}/g, a.ids[subject]).replace(/\{clock\}/g, clock()).replace(/\{name\}/g, name).replace(/\{goblin\}/g, a.ids.goblin);
    for (const c of row.before ?? []) a.send('gm', fill(c));
    const actor = ACTOR[column];
    const selection = row.selectSubject && actor !== 'api' ? [subject] : [];
    const before = JSON.stringify(a.sb.state);
    const mark = a.sb.recorder.mark();
    a.send(actor, fill(row.command), selection);
    const seen = a.sb.recorder.since(mark);
    const replies = seen.chat.filter((m) => m.speakingAs !== PEER);
    const texts = replies.map((m) => plain(m.content)).join('\n');
    a.sb.assertNoCrash();
    if (!row.degraded) expectHealthy(a, mark, `${verbName} by ${column}`);

    if (expected === 'refused') {
      expect(JSON.stringify(a.sb.state), 'nothing stored').toBe(before);
      expect(seen.created, 'nothing created').toEqual([]);
      expect(replies.map((m) => ({ type: m.type, targets: m.targets }))).toEqual([{ type: 'whisper', targets: senderTargets(a, actor) }]);
      expect(texts).toMatch(REFUSAL);
      return;
    }
    expect(texts).not.toMatch(REFUSAL);
    if (row.needsSelection && actor === 'api') {
      // another script cannot select tokens: it is answered (to the GM), not refused
      expect(replies.map((m) => m.targets)).toEqual([senderTargets(a, actor)]);
      expect(texts).toContain('Select the tokens');
      return;
    }
    switch (row.effect) {
      case 'state':
        expect(JSON.stringify(a.sb.state), `${verbName} changed nothing: ${texts}`).not.toBe(before);
        break;
      case 'answer':
        expect(JSON.stringify(a.sb.state)).toBe(before);
        expect(replies.length).toBeGreaterThan(0);
        for (const m of replies) expect({ type: m.type, targets: m.targets }).toEqual({ type: 'whisper', targets: senderTargets(a, actor) });
        break;
      case 'objects':
        expect(seen.created.filter((o) => o.type === 'macro').length).toBeGreaterThan(0);
        break;
      case 'roll': {
        const fightOf = (raw: string): unknown => (JSON.parse(raw) as Record<string, { fight?: unknown }>)[STATE_KEY]?.fight;
        expect(JSON.stringify(fightOf(JSON.stringify(a.sb.state))), 'the fight is unchanged').toBe(JSON.stringify(fightOf(before)));
        expect(replies.some((m) => m.type !== 'whisper'), `${verbName} posted no card: ${texts}`).toBe(true);
        break;
      }
    }
  }
}
