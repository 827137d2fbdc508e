// What a verb of the command table is (src/commands/verbs.ts): its flags, who may run it, its help words.

export type FlagKind = 'int' | 'text' | 'bool' | 'tier' | 'id' | 'list' | 'token';

export interface FlagSpec {
  readonly kind: FlagKind;
  readonly describe: string;
  /** A flag the script's own buttons send (a button's moment, its combatant): parsed, and left out of the help. */
  readonly button?: true;
  /** Its description in a rule set that says it otherwise (counts are the rondel's): `help` in a running fight. */
  readonly describeIn?: Readonly<Partial<Record<string, string>>>;
  /** Given with no value (a prompt answered with nothing, as a sheet's `--dc ?{DC|10}`), it is not given at all. */
  readonly blankIsNone?: true;
}

/** Who may run a verb: the GM only, or also the controller of the combatant it is about. */
export type Permission = 'gm' | 'controller' | 'anyone';

export interface VerbSpec {
  readonly name: string;
  readonly usage: string;
  /** A few words for the short help list, which fits one screen of the chat column; `summary` says it all. */
  readonly brief: string;
  readonly summary: string;
  readonly permission: Permission;
  readonly gmOnly: boolean;
  /** The one positional argument a verb may take: a word from a list, a count of steps, or a verb's name. */
  readonly positional?: Positional;
  readonly flags: Readonly<Record<string, FlagSpec>>;
  /** The rule sets the verb is of, when not all: the short help leaves it out while a fight of another runs. */
  readonly rules?: readonly string[];
  /** Its summary in a rule set that says it otherwise (flex and counts are the rondel's): `help` in a running fight. */
  readonly summaryIn?: Readonly<Partial<Record<string, string>>>;
  /**
   * When a line of this verb is refused: what the line likely meant and how to write it, read from the line after the
   * command word (null when it reads as nothing of the kind). Said first, before the problems the parser found.
   */
  readonly meant?: (line: string) => string | null;
}

export type Positional =
  | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly required: boolean }
  /** The rest of the line, as typed. */
  | { readonly kind: 'text' }
  | { readonly kind: 'count' }
  | { readonly kind: 'verb' };

export function verb(spec: Omit<VerbSpec, 'gmOnly'>): VerbSpec {
  return { ...spec, gmOnly: spec.permission === 'gm' };
}

/** The flags many verbs take: the character (the sheet's buttons) or the token, instead of a selection. */
export const charFlag: FlagSpec = { kind: 'id', describe: 'the character (as the sheet buttons send it)' };
export const tokenFlag: FlagSpec = { kind: 'token', describe: 'the token’s id or name, instead of selecting it' };
/** The fight a button was made in (`Fight.serial`): refused in any other (docs/rules.md §15). */
export const fightFlag: FlagSpec = { kind: 'int', describe: 'a button’s fight: refused in any other fight', button: true };
/** A damage card's Unconscious and Out of the fight: the attack whose damage they answer, refused once it is undone. */
export const downRollFlag: FlagSpec = { kind: 'text', describe: 'a damage card’s attack: refused once its damage is taken back', button: true };
