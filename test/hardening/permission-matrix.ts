// The permission matrix (issue 8): one row per verb of VERBS, so that a new verb cannot ship without its row.
// The expectation of each cell is derived from the verb's `permission`; the row says how to exercise the verb
// and what it does when allowed.
import type { Permission } from '../../src/commands/verbs';
import type { RuleSetId } from '../../src/rules/core/rule-set';

export type VerbName =
  | 'help'
  | 'start'
  | 'add'
  | 'remove'
  | 'next'
  | 'done'
  | 'act'
  | 'react'
  | 'stand'
  | 'trigger'
  | 'say'
  | 'terrain'
  | 'status'
  | 'menu'
  | 'set'
  | 'condition'
  | 'effect'
  | 'attack'
  | 'check'
  | 'save'
  | 'competition'
  | 'apply'
  | 'undo'
  | 'redo'
  | 'end'
  | 'config'
  | 'macros'
  | 'repair';

/** Who sends the command. `all-player` controls only a token whose controlledby is "all" (the subject then). */
export type Column = 'gm' | 'controller' | 'other-player' | 'all-player' | 'api';
export const COLUMNS: readonly Column[] = ['gm', 'controller', 'other-player', 'all-player', 'api'];

export type Effect =
  /** the stored data changes */
  | 'state'
  /** an answer to the sender only, nothing stored */
  | 'answer'
  /** Roll20 objects are created (macros) */
  | 'objects'
  /** a roll's card is posted for everyone; the fight is unchanged */
  | 'roll';

export interface Row {
  /** The command; `{token}` is the subject token's id (due now, in the fight). */
  readonly command: string;
  /** Select the subject (players and the GM); another script cannot select, so `needsSelection` rows only check it is not refused. */
  readonly selectSubject?: boolean;
  readonly needsSelection?: boolean;
  /** Commands the GM runs first (e.g. undo before redo). */
  readonly before?: readonly string[];
  /** The rule set of the fight the row runs in (default: the rondel). */
  readonly rules?: RuleSetId;
  /** Run with unreadable stored data (degraded mode). */
  readonly degraded?: boolean;
  /** A token's bar1 value set before the row runs (a body to lower). */
  readonly bar1?: { readonly token: 'goblin'; readonly value: number };
  readonly effect: Effect;
  /** Must match the verb's permission in VERBS: the matrix is checked against the table. */
  readonly permission: Permission;
}

export const MATRIX: Readonly<Record<VerbName, Row>> = {
  help: { command: '!rondel help', effect: 'answer', permission: 'anyone' },
  start: { command: '!rondel start --confirm', selectSubject: true, needsSelection: true, effect: 'state', permission: 'gm' },
  add: { command: '!rondel add', selectSubject: true, needsSelection: true, effect: 'state', permission: 'gm', before: ['!rondel remove --token {token}'] },
  remove: { command: '!rondel remove --token {token}', effect: 'state', permission: 'gm' },
  next: { command: '!rondel next', effect: 'state', permission: 'gm' },
  done: { command: '!rondel done', effect: 'state', permission: 'controller' },
  act: { command: '!rondel act dash --token {token}', effect: 'state', permission: 'controller' },
  react: { command: '!rondel react --token {token}', effect: 'state', permission: 'controller' },
  stand: { command: '!rondel stand --react --token {token}', before: ['!rondel condition --add prone --token {token}'], effect: 'state', permission: 'controller' },
  trigger: { command: '!rondel trigger --token {token}', rules: 'rounds', before: ['!rondel act ready --token {token} --note if the door opens'], effect: 'state', permission: 'controller' },
  say: { command: '!rondel say Halt! --token {token}', rules: 'seconds', effect: 'state', permission: 'controller' },
  terrain: { command: '!rondel terrain forest', rules: 'seconds', effect: 'state', permission: 'gm' },
  status: { command: '!rondel status', effect: 'answer', permission: 'anyone' },
  menu: { command: '!rondel menu --token {token}', effect: 'answer', permission: 'controller' },
  set: { command: '!rondel set --count 40 --token {token}', effect: 'state', permission: 'gm' },
  condition: { command: '!rondel condition --add prone --token {token}', effect: 'state', permission: 'gm' },
  effect: { command: '!rondel effect --add Bless --counts 6 --token {token}', effect: 'state', permission: 'gm' },
  attack: { command: '!rondel attack --token {token} --target {goblin}', effect: 'roll', permission: 'controller' },
  check: { command: '!rondel check --attr agility --dc 12 --token {token}', effect: 'roll', permission: 'controller' },
  save: { command: '!rondel save --attr will --token {token}', effect: 'roll', permission: 'controller' },
  competition: { command: '!rondel competition --attr strength --vs {goblin} --token {token}', effect: 'roll', permission: 'controller' },
  // players may roll for their own tokens, never apply damage: a sure hit of the GM's first (roll 1), then its button
  apply: {
    command: '!rondel apply --roll 1',
    before: ['!rondel attack --token {token} --target {goblin} --dice 5 --mod 99 --damage 2'],
    bar1: { token: 'goblin', value: 10 },
    effect: 'state',
    permission: 'gm',
  },
  undo: { command: '!rondel undo', effect: 'state', permission: 'gm' },
  redo: { command: '!rondel redo', before: ['!rondel undo'], effect: 'state', permission: 'gm' },
  end: { command: '!rondel end --confirm', effect: 'state', permission: 'gm' },
  config: { command: '!rondel config --set announce=gm', effect: 'state', permission: 'gm' },
  macros: { command: '!rondel macros', effect: 'objects', permission: 'gm' },
  repair: { command: '!rondel repair --confirm', degraded: true, effect: 'state', permission: 'gm' },
};

/**
 * Flags that change what a verb does to the fight, each with its own row: a flag cannot widen who may change the fight.
 * `{clock}` is the fight's clock when the command is sent, `{name}` the subject token's name.
 */
export const FLAG_ROWS: readonly { readonly verb: VerbName; readonly flag: string; readonly row: Row }[] = [
  { verb: 'act', flag: 'turn', row: { command: '!rondel act dash --token {token} --turn {clock}', effect: 'state', permission: 'controller' } },
  { verb: 'act', flag: 'duration', row: { command: '!rondel act magic --token {token} --note Shield --cast 0 --duration 3 counts', effect: 'state', permission: 'controller' } },
  { verb: 'act', flag: 'token', row: { command: '!rondel act dash --token {name}', effect: 'state', permission: 'controller' } },
  { verb: 'config', flag: 'set', row: { command: '!rondel config --set hook.turn=!rondel next', effect: 'state', permission: 'gm' } },
  { verb: 'config', flag: 'set', row: { command: '!rondel config --set indicator=off', effect: 'state', permission: 'gm' } },
  { verb: 'config', flag: 'set', row: { command: '!rondel config --set timer=30', effect: 'state', permission: 'gm' } },
  { verb: 'set', flag: 'token', row: { command: '!rondel set --count 40 --token {name}', effect: 'state', permission: 'gm' } },
];

/** Whether a column may use a verb of this permission. Another script (playerid API) is trusted like the GM. */
export function allowed(permission: Permission, column: Column): boolean {
  switch (permission) {
    case 'anyone':
      return true;
    case 'controller':
      return column !== 'other-player';
    case 'gm':
      return column === 'gm' || column === 'api';
  }
}
