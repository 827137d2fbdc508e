// What the browser table's server and page say to each other (JSON over HTTP). Types only: the server builds these,
// the page reads them. Everything in a view is already filtered for its viewer, the way Roll20 filters what a
// player's browser receives.

export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly gm: boolean;
  /** A colour for the player's chat name and tokens (Roll20 gives every player one). */
  readonly colour: string;
}

export interface MarkerView {
  readonly tag: string;
  /** The badge digit, or '' for none. */
  readonly badge: string;
}

/** One of a token's bars as Roll20 draws it over the token: `value` of `max`, as a filled fraction. */
export interface BarView {
  /** 1, 2 or 3: Roll20 colours them green, blue and red by default. */
  readonly bar: 1 | 2 | 3;
  readonly value: number;
  readonly max: number;
}

export interface TokenView {
  readonly id: string;
  readonly name: string;
  /** Roll20 coordinates: the token's centre in pixels, 70 per grid unit. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly layer: 'objects' | 'gmlayer' | 'map';
  /** The raw `statusmarkers` string, exactly as the token holds it. */
  readonly statusmarkers: string;
  readonly markers: readonly MarkerView[];
  /** The viewer controls the token (GM: every token): it may select and move it. */
  readonly mine: boolean;
  /** The character the token represents, when the viewer may open its sheet. */
  readonly sheet: string | null;
  /** The top entry of the turn tracker is this token. */
  readonly current: boolean;
  /** The token's auras this viewer sees, slot 1 then slot 2 (Roll20 draws both; the script's indicator borrows the second). */
  readonly auras: readonly AuraView[];
  readonly tint: string | null;
  /** The colour of the token's disc: its controller's colour, or grey for the GM's. */
  readonly colour: string;
  /**
   * The bars drawn over the token: those with a number of a positive max, for the GM every one, for players only those
   * the token shows them (`showplayers_bar1` …). A bar a viewer may not see is not sent at all.
   */
  readonly bars: readonly BarView[];
}

export interface AuraView {
  readonly slot: 1 | 2;
  /** Beyond the token's edge, in page units (5 ft a grid unit). */
  readonly radius: number;
  readonly colour: string;
  readonly square: boolean;
}

export interface TrackerRowView {
  /** The entry's index in the real turn order (players may see fewer rows than there are entries). */
  readonly index: number;
  /** A token id, or '-1' for a custom entry. */
  readonly id: string;
  readonly name: string;
  readonly pr: string;
  readonly formula: string;
  readonly custom: boolean;
  /** The token is on the GM layer (only the GM sees such rows). */
  readonly hidden: boolean;
}

export interface TrackerView {
  /** Roll20 opens the tracker on `initiativepage`; closed, players do not see it. */
  readonly open: boolean;
  readonly rows: readonly TrackerRowView[];
  /** The viewer may press next turn now (the GM, or the controller of the top token). */
  readonly canNext: boolean;
  /** The viewer may reorder, add custom entries and remove rows (the GM). */
  readonly canArrange: boolean;
}

export interface InlineRollView {
  readonly expression: string;
  readonly total: number;
}

export interface ChatEntryView {
  readonly seq: number;
  readonly who: string;
  readonly type: 'general' | 'whisper' | 'emote' | 'desc' | 'direct' | 'rollresult' | 'gmrollresult' | 'system';
  /** Sent by a script: its content is the script's own HTML, shown as Roll20 shows it. */
  readonly fromScript: boolean;
  /** The message text (HTML when fromScript; plain text to escape otherwise), `$[[n]]` marking inline rolls. */
  readonly content: string;
  readonly inlinerolls: readonly InlineRollView[];
  readonly rolltemplate: string | null;
  /** For whispers: "To Pat" for the sender, "From Rondel" for a recipient. */
  readonly whisper: string | null;
  /** The sender's colour (players), for the name. */
  readonly colour: string | null;
}

export interface ConsoleView {
  /** Every script is disabled after an uncaught exception until the scripts are saved again (restart). */
  readonly disabled: boolean;
  readonly lines: readonly { readonly kind: 'log' | 'crash' | 'restart'; readonly text: string }[];
}

export interface RuleSetView {
  readonly id: string;
  readonly label: string;
}

export interface DrawingView {
  readonly id: string;
  readonly left: number;
  readonly top: number;
  readonly size: number;
  readonly stroke: string;
  readonly layer: 'map' | 'gmlayer' | 'objects';
}

/** A text object a script wrote on the page (the rondel's clock with `countertext=on`); left and top are its centre. */
export interface TextView {
  readonly id: string;
  readonly left: number;
  readonly top: number;
  readonly text: string;
  readonly size: number;
  readonly colour: string;
  readonly layer: 'map' | 'gmlayer' | 'objects';
}

export interface View {
  readonly version: number;
  readonly viewer: PlayerView;
  readonly players: readonly PlayerView[];
  readonly page: { readonly id: string; readonly name: string; readonly width: number; readonly height: number };
  readonly tokens: readonly TokenView[];
  /** Drawings scripts placed on the page (the rondel's turn ring), as circles: centre, size, colour, layer. */
  readonly drawings?: readonly DrawingView[];
  readonly texts?: readonly TextView[];
  readonly tracker: TrackerView;
  /** Chat entries after the `since` the page asked with, oldest first. */
  readonly chat: readonly ChatEntryView[];
  /** The highest chat sequence number there is (whether or not this viewer sees it). */
  readonly chatSeq: number;
  /** The Mod (API) console of the Scripts page: the GM's only (null for players). */
  readonly console: ConsoleView | null;
  readonly ruleSets: readonly RuleSetView[];
  /** The game's default rule set (`config --set rules=…`): a bare `!rondel start` uses it. */
  readonly defaultRuleSet: string;
  /** What each marker tag the script may set means, as the GM configured the markers (the tokens' tooltips). */
  readonly markerMeanings?: Readonly<Record<string, string>>;
}

/** The sheet of one character as its workers left it, for painting. */
export interface SheetView {
  readonly character: string;
  readonly name: string;
  readonly globals: Readonly<Record<string, string>>;
  readonly sections: Readonly<Record<string, readonly { readonly id: string; readonly values: Readonly<Record<string, string>> }[]>>;
}

export type TrackerRequest =
  | { readonly op: 'next' }
  | { readonly op: 'drag'; readonly from: number; readonly to: number; readonly id: string }
  | { readonly op: 'edit'; readonly index: number; readonly id: string; readonly pr: string }
  | { readonly op: 'remove'; readonly index: number; readonly id: string }
  | { readonly op: 'add'; readonly tokens: readonly string[] }
  | { readonly op: 'custom'; readonly name: string; readonly pr: string; readonly formula: string };

/** What every POST answers: ok, or the reason it was refused (shown to the user). */
export type Reply<T = object> = ({ readonly ok: true } & T) | { readonly ok: false; readonly error: string };
