// The action menu a due combatant gets: one button per action of its rule set, values prefilled from its sheet,
// queries where a value is asked, and its reaction. Whispered to its players (or the GM); public, within the card
// budget, for a token everyone controls.
import type { ActionSpec } from '../rules/core/rule-set';
import { button, card, commandAttribute, fitsIn, join, muted, raw, remembered, text, type Html } from './html';
import { PUBLIC_CARD_BYTES } from './fit';
import { nameText, portrait, portraitOf } from './cards';

export interface MenuDefaults {
  readonly speed: number;
  readonly agility: number;
  readonly cast: number;
  /** The tradition of the sheet's chosen spell (divine, axiom, other), the Magic query's first choice. */
  readonly tradition?: string;
  /** The name of the sheet's chosen spell, the Magic query's answer offered (docs/rules.md §4). */
  readonly spell?: string;
}

/** The reaction part of a menu: a button, or why there is none (the flex marker, a reaction already made). */
export type MenuReaction = { readonly kind: 'button' } | { readonly kind: 'flex'; readonly until: number } | { readonly kind: 'none'; readonly why: string };

export interface MenuSpec {
  readonly word: string;
  readonly tokenId: string;
  readonly name: string;
  /** Where the fight is: `count 12`, `round 2, second 7`. */
  readonly at: string;
  /** The clock of the turn the menu is for: its action buttons send it, and a press after that turn is refused. */
  readonly turn: number;
  /**
   * The fight's serial (docs/rules.md §15): every button of the menu sends it, and a press in another fight is refused.
   * None for a fight stored before fights had one.
   */
  readonly fight?: number;
  readonly actions: readonly ActionSpec[];
  readonly defaults: MenuDefaults;
  /** The rondel after a hold: no Change query, and a note why. */
  readonly changeFree: boolean;
  readonly reaction: MenuReaction;
  /** A Stand up button: the combatant is prone and may get up now (docs/rules.md §14 ruling 90). */
  readonly stand?: boolean;
  /**
   * An End the turn button (`done`, with the turn and the combatant: refused once that turn ended): the turn goes on
   * after its one action (10-second rounds), and only the table knows when it is over (docs/rules.md §9.3).
   */
  readonly done?: boolean;
  /** The line under the buttons. */
  readonly note: string;
  /** The token's image, shown beside its name (in a public menu, when the card has room). */
  readonly image?: string;
  /** Whispered to its players or the GM, out of the archive: it need not fit the public budget. */
  readonly whispered?: boolean;
}

const YOUR_ACTION = text(': your action');
/** A turn whose action is taken and goes on (10-second rounds): its menu is of the turn, not of an action. */
const YOUR_TURN = text(': your turn');

/** What a menu's title says after the combatant's name. */
function titleWords(m: MenuSpec): Html {
  return m.done === true ? YOUR_TURN : YOUR_ACTION;
}

/** The line under a menu's buttons: one of a few sentences. */
const menuNote = remembered((note) => muted(text(note, 200)));

/** A button's label: a rule set's few action names, escaped once each. */
const label = remembered((name) => text(name));

/**
 * Where a menu's row of buttons made once takes the token's id, the turn and the fight's stamp (` --fight N`, or
 * nothing): characters no escaped text holds.
 */
const TOKEN_HOLE = '\u0000token\u0000';
const TURN_HOLE = '\u0000turn\u0000';
const FIGHT_HOLE = '\u0000fight\u0000';

/**
 * The End the turn button: `done` for this turn of this combatant (refused once it is over), in this fight (`fight`:
 * ` --fight N`, or nothing). A menu's, with its holes; and the one under a turn that goes on after its action.
 */
export function endTurnButton(word: string, turn: number | string, due: string, fight: string): Html {
  return button(label('End the turn'), `!${word} done --turn ${turn} --due ${due}${fight}`, '#455a64');
}
const HOLES = /(\u0000token\u0000|\u0000turn\u0000|\u0000fight\u0000)/;

/** What a button of the menu sends of its fight: ` --fight N`, or nothing for a fight with no serial. */
function fightStamp(m: MenuSpec): string {
  return m.fight === undefined ? '' : ` --fight ${m.fight}`;
}

/** What makes a row of a card's body unindented (html.ts `cardBody`): a row of buttons has it. */
const INLINE_BLOCK = 'display:inline-block';

/**
 * A menu's buttons with the token and the turn left as holes: the rule set's action buttons, and the React and Stand up
 * buttons when the menu has them.
 */
function buttonsWithHoles(m: MenuSpec, short: boolean): Html {
  const target = `--token ${TOKEN_HOLE}`;
  const d = m.defaults;
  const change = m.changeFree ? '' : short ? ' ?{Changed? +d4|No,|Yes,--change}' : ' ?{Change of action or weapon (+d4)?|No,|Yes,--change}';
  const out: Html[] = [];
  for (const a of m.actions) {
    let cmd = `!${m.word} act ${a.key} ${target} --turn ${TURN_HOLE}${FIGHT_HOLE}`;
    if (a.takes.includes('speed')) cmd += ` --speed ?{Weapon speed|${d.speed}}`;
    if (a.takes.includes('cast')) cmd += ` --cast ?{Casting time|${d.cast}}`;
    if (a.takes.includes('tradition')) cmd += ` --tradition ?{Tradition|${traditionChoices(d.tradition)}}`;
    else if (a.takes.includes('mod')) cmd += ` --mod ?{Modifier (Agility ${d.agility})|${d.agility}}`;
    if (a.takes.includes('note')) cmd += a.key === 'magic' ? ` --note ?{Spell|${queryAnswer(d.spell)}}` : a.key === 'ready' ? ' --note ?{Trigger (if …)|}' : ' --note ?{What it does|}';
    if (a.takes.includes('change')) cmd += change;
    out.push(button(label(a.label), cmd));
  }
  if (m.reaction.kind === 'button') out.push(button(label('React'), `!${m.word} react ${target}${FIGHT_HOLE} --note ?{Trigger|attack of opportunity}`, '#455a64'));
  if (m.stand === true) out.push(button(label('Stand up'), `!${m.word} stand ${target}${FIGHT_HOLE}`, '#455a64'));
  if (m.done === true) out.push(endTurnButton(m.word, TURN_HOLE, TOKEN_HOLE, FIGHT_HOLE));
  return join(out);
}

/**
 * Menus' rows of buttons made with holes (`buttonsWithHoles`, split at them), by the actions they list and what else
 * they depend on: the same few come back at every turn of a fight. A list of actions is a rule set's constant
 * (app/menus.ts `menuActions`); the rest is keyed by value.
 */
const buttonRows = new WeakMap<readonly ActionSpec[], Map<string, readonly string[]>>();
const MOST_BUTTON_ROWS = 256;

function buttonPieces(m: MenuSpec, short: boolean): readonly string[] {
  const d = m.defaults;
  // words without spaces (a command word, numbers), then the tradition as the sheet has it, if it has one
  const flags = (short ? 1 : 0) + (m.changeFree ? 2 : 0) + (m.reaction.kind === 'button' ? 4 : 0) + (m.stand === true ? 8 : 0) + (m.done === true ? 16 : 0);
  const key = `${m.word} ${flags} ${d.speed} ${d.cast} ${d.agility}${d.tradition === undefined ? '' : ` ${d.tradition}`}${d.spell === undefined ? '' : `\u0000${d.spell}`}`;
  let rows = buttonRows.get(m.actions);
  if (!rows) buttonRows.set(m.actions, (rows = new Map()));
  let pieces = rows.get(key);
  if (!pieces) {
    if (rows.size >= MOST_BUTTON_ROWS) rows.clear();
    pieces = buttonsWithHoles(m, short).split(HOLES);
    rows.set(key, pieces);
  }
  return pieces;
}

/** A menu's buttons: one per action, values prefilled, queries where a value is asked; then its reaction. */
function menuButtons(m: MenuSpec, short: boolean): Html {
  const pieces = buttonPieces(m, short);
  const token = commandAttribute(m.tokenId);
  const turn = commandAttribute(String(m.turn));
  const fight = fightStamp(m);
  // the pieces alternate: text as it stands, then a hole
  let html = pieces[0] as string;
  for (let i = 1; i < pieces.length; i += 2) html += (pieces[i] === TOKEN_HOLE ? token : pieces[i] === TURN_HOLE ? turn : fight) + (pieces[i + 1] as string);
  return raw(html + reactionNote(m.reaction));
}

/** `menuButtons` with the token and the turn left as holes. */
function menuButtonsWithHoles(m: MenuSpec, short: boolean): Html {
  return raw(buttonPieces(m, short).join('') + reactionNote(m.reaction));
}

/** What a menu says after its buttons of a reaction it cannot make. */
function reactionNote(r: MenuReaction): string {
  if (r.kind === 'flex') return muted(text(` React: flex until count ${r.until}`));
  if (r.kind === 'none') return muted(text(` React: ${r.why}`, 120));
  return '';
}

/** The action menu for a due combatant: one button per action, values prefilled, queries where a value is asked. */
export function actionMenu(m: MenuSpec): Html {
  // a whispered menu (the usual one) is the one made before for the same combatant, with its turn put in
  return (m.whispered ? whisperedMenu(m, portraitOf(m.image)) : null) ?? menuMadeWhole(m);
}

/** The action menu with each of its parts made for it (what `actionMenu` answers, without the menus made before). */
export function menuMadeWhole(m: MenuSpec): Html {
  const picture = portrait(m.image);
  const menu = (name: number, short: boolean, note = true, image = false): Html =>
    card({
      title: join([...(image && picture ? [picture] : []), name === 40 ? nameText(m.name) /* the usual cut: escaped once per name */ : text(m.name, name), titleWords(m)]),
      subtitle: text(m.at),
      body: [menuButtons(m, short), ...(note ? [menuNote(m.note)] : [])],
    });
  if (m.whispered) return menu(40, false, true, true);
  // a token everyone controls gets its menu in public, within the budget: the picture goes first, then a long name is
  // cut, then the queries are shortened
  for (const [name, short, image] of [[40, false, true], [40, false, false], [12, false, false], [12, true, false]] as const) {
    const html = menu(name, short, true, image);
    if (fitsIn(html, PUBLIC_CARD_BYTES)) return html;
  }
  return menu(12, true, false);
}

/** Where a whispered menu made once takes where the fight is (`count 12`), and the combatant's name. */
const AT_HOLE = '\u0000at\u0000';
const NAME_HOLE = '\u0000name\u0000';
const MENU_HOLES = /(\u0000token\u0000|\u0000turn\u0000|\u0000fight\u0000|\u0000at\u0000|\u0000name\u0000)/;

/**
 * Whispered menus made with holes for the token, its name, the turn and where the fight is, split at them (null for
 * one that cannot be made so), by the actions they list and a key of everything else they show: the combatants of a
 * fight share a few shapes (the same sheet values, reaction and note), so a menu made for one serves the next.
 */
const shapes = new WeakMap<readonly ActionSpec[], Map<string, readonly string[] | null>>();
const MOST_SHAPES = 256;

/**
 * Everything a whispered menu shows but its token, name, turn and where the fight is. Each text is preceded by its
 * length, and numbers hold no `:`: two menus that differ have different keys.
 */
function shapeKey(m: MenuSpec, image: string): string {
  const d = m.defaults;
  const r = m.reaction;
  const why = r.kind === 'flex' ? String(r.until) : r.kind === 'none' ? r.why : '';
  const tradition = (d.tradition === undefined ? '-' : d.tradition.length + ':' + d.tradition) + (d.spell === undefined ? '-' : d.spell.length + ':' + d.spell);
  return (
    m.word.length + ':' + m.word + (m.changeFree ? '+' : '-') + (m.stand === true ? 's' : 'n') + (m.done === true ? 'd' : 'o') + d.speed + ' ' + d.agility + ' ' + d.cast + ' ' + tradition + r.kind + why.length + ':' + why + m.note.length + ':' + m.note + image
  );
}

function whisperedMenu(m: MenuSpec, picture: Html | null): Html | null {
  const image = picture ?? '';
  let byShape = shapes.get(m.actions);
  if (!byShape) shapes.set(m.actions, (byShape = new Map()));
  const key = shapeKey(m, image);
  let pieces = byShape.get(key);
  if (pieces === undefined) {
    pieces = menuWithHoles(m, picture);
    if (byShape.size >= MOST_SHAPES) byShape.clear();
    byShape.set(key, pieces);
  }
  if (pieces === null) return null;
  // the pieces alternate: text as it stands, then a hole; a number is left as it is by commandAttribute
  const token = commandAttribute(m.tokenId);
  const turn = String(m.turn);
  const fight = fightStamp(m);
  let html = pieces[0] as string;
  for (let i = 1; i < pieces.length; i += 2) {
    const hole = pieces[i];
    html += (hole === TOKEN_HOLE ? token : hole === TURN_HOLE ? turn : hole === FIGHT_HOLE ? fight : hole === AT_HOLE ? text(m.at) : nameText(m.name)) + (pieces[i + 1] as string);
  }
  return raw(html);
}

/**
 * A whispered menu made whole with holes for the token, its name, the turn and where the fight is, split at them;
 * null when it cannot be made so: a menu with no button (its row's indent would depend on the token's id).
 */
function menuWithHoles(m: MenuSpec, picture: Html | null): readonly string[] | null {
  const buttons = menuButtonsWithHoles(m, false);
  // the picture is the one part that is not escaped text: an address that held a hole's character would make one
  if (!buttons.includes(INLINE_BLOCK) || (picture ?? '').includes('\u0000')) return null;
  const html = card({ title: join([...(picture ? [picture] : []), raw(NAME_HOLE), titleWords(m)]), subtitle: raw(AT_HOLE), body: [buttons, menuNote(m.note)] });
  return html.split(MENU_HOLES);
}

/**
 * A sheet's text as a query's offered answer: without the characters that would end the query or start another
 * (`|`, `}`, `{`), an inline roll, a reference or a macro (`[`, `]`, `@`, `%`, `#`), a tag (`<`, `>`), split a choice
 * (`,`) or spell any of them as an HTML entity (`&`: the href's `&#45;&#45;` is read back as `--`); at most 60
 * characters.
 */
function queryAnswer(value: string | undefined): string {
  // a run of hyphens is one: ` --mod` in a sheet's spell name would be an option of the command, typed by nobody
  return (value ?? '').replace(/&/g, ' and ').replace(/[|{}[\]@%#,<>\u0000]/g, ' ').replace(/-{2,}/g, '-').replace(/\s+/g, ' ').trim().slice(0, 60);
}

/** The Magic button's tradition query: the sheet's tradition first, as a query's first choice is its default. */
function traditionChoices(first: string | undefined): string {
  const all = [
    ['divine', 'Divine (Faith),divine'],
    ['axiom', 'Axiom (Logic),axiom'],
    ['other', 'Other (Agility),other'],
  ] as const;
  const lead = all.find(([key]) => key === first);
  return (lead ? [lead, ...all.filter((x) => x !== lead)] : all).map(([, choice]) => choice).join('|');
}

