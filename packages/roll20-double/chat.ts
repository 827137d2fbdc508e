import { evaluateRoll, type DieRoller, type RollResults } from './roll-engine';

export type ChatType = 'general' | 'rollresult' | 'gmrollresult' | 'emote' | 'whisper' | 'desc' | 'api' | 'direct';

export interface InlineRoll {
  expression: string;
  results: RollResults;
  rollid: string;
  signature: string;
}

/** The `chat:message` object (spec §7.1). Optional keys are absent, never undefined, when not applicable. */
export interface ChatMessage {
  who: string;
  playerid: string;
  type: ChatType;
  content: string;
  origRoll?: string;
  inlinerolls?: InlineRoll[];
  rolltemplate?: string;
  target?: string;
  target_name?: string;
  selected?: Array<{ _id: string; _type: string }>;
}

export interface WhisperTarget {
  target: string;
  target_name: string;
  /** Player ids the whisper reaches. */
  targets: string[];
}

/** What message building needs from the sandbox. */
export interface ChatEnv {
  whisperTarget(name: string): WhisperTarget | undefined;
  rollDie: DieRoller;
  nextRollId(): string;
  /** Resolves the inside of `@{…}` (e.g. `Aldric|perception|max`), or undefined. */
  attribute(reference: string): string | undefined;
  /** Resolves the inside of `%{…}` (`Aldric|Attack`, or `selected|Attack`) to the ability's action, or undefined. */
  ability(reference: string): string | undefined;
  /** Reports a problem (unknown whisper target, unresolved reference); the sandbox warns or throws. */
  problem(message: string): void;
}

/** How deep ability calls in abilities are followed. */
const MAX_ABILITY_DEPTH = 5;

export interface BuiltMessage {
  msg: ChatMessage;
  targets: string[];
}

const COMMANDS: ReadonlyArray<readonly [RegExp, ChatType]> = [
  [/^\/(?:w|whisper)\s+/i, 'whisper'],
  [/^\/direct\s?/i, 'direct'],
  [/^\/(?:em|me)\s+/i, 'emote'],
  [/^\/desc\s+/i, 'desc'],
  [/^\/(?:gr|gmroll)\s+/i, 'gmrollresult'],
  [/^\/(?:r|roll)\s+/i, 'rollresult'],
];

/**
 * An ability call is its action, read before anything else in the message (its type too: a token action whose action
 * is `!rondel status` is an API command) and before the references and rolls in it; one in an action is called too, as
 * Roll20 does, a few deep (a loop of calls stops there and is reported). A `/direct` message is raw HTML: not read.
 */
function calledAbilities(input: string, env: ChatEnv): string {
  if (!input.includes('%{') || /^\/direct\b/i.test(input)) return input;
  let body = input;
  for (let depth = 0; body.includes('%{'); depth += 1) {
    if (depth === MAX_ABILITY_DEPTH) {
      env.problem(`%{…}: ability calls more than ${MAX_ABILITY_DEPTH} deep`);
      break;
    }
    let called = false;
    body = body.replace(/%\{([^}]*)\}/g, (whole, ref: string) => {
      const action = env.ability(ref);
      if (action === undefined) {
        env.problem(`${whole}: no such ability`);
        return whole;
      }
      called = true;
      return action;
    });
    if (!called) break;
  }
  return body;
}

/** Parses chat input into the message Roll20 would dispatch (one message; multi-line input is not split). */
export function buildMessage(input: string, who: string, playerid: string, env: ChatEnv): BuiltMessage {
  let type: ChatType = 'general';
  let body = calledAbilities(input, env);
  let whisper: WhisperTarget | undefined;
  // an API command of several lines reaches the scripts as one message, its lines joined by `<br/>` and the newline
  // (as Roll20 sends a multi-line macro or chat entry: scripts take `<br/>\n` out)
  if (body.startsWith('!')) {
    type = 'api';
    if (body.includes('\n')) body = body.replace(/\r?\n/g, '<br/>\n');
  }
  else {
    for (const [re, t] of COMMANDS) {
      const m = re.exec(body);
      if (m === null) continue;
      type = t;
      body = body.slice(m[0].length);
      if (t === 'whisper') {
        const quoted = /^"([^"]*)"\s*/.exec(body);
        const name = quoted ? (quoted[1] ?? '') : (/^\S+/.exec(body)?.[0] ?? '');
        body = quoted ? body.slice(quoted[0].length) : body.slice(name.length).replace(/^\s+/, '');
        whisper = env.whisperTarget(name);
        if (whisper === undefined) env.problem(`/w ${name}: no player or character with that name`);
      }
      break;
    }
  }

  // direct messages are raw HTML: nothing is parsed
  if (type !== 'direct') body = body.replace(/@\{([^}]*)\}/g, (whole, ref: string) => {
    const value = env.attribute(ref);
    if (value === undefined) {
      env.problem(`${whole}: no such attribute`);
      return whole;
    }
    return value;
  });

  const msg: ChatMessage = { who, playerid, type, content: body };
  if (type === 'direct') return { msg, targets: [] };

  const template = /&\{template:([^}]*)\}\s*/.exec(msg.content);
  if (template) {
    msg.rolltemplate = template[1] ?? '';
    msg.content = msg.content.replace(template[0], '');
  }

  if (type === 'rollresult' || type === 'gmrollresult') {
    const results = evaluateRoll(msg.content, env.rollDie);
    msg.origRoll = msg.content;
    msg.content = JSON.stringify(results);
  } else {
    const inlinerolls: InlineRoll[] = [];
    msg.content = msg.content.replace(/\[\[(.+?)\]\](?!\])/g, (_whole, expr: string) => {
      inlinerolls.push({ expression: expr.trim(), results: evaluateRoll(expr, env.rollDie), rollid: env.nextRollId(), signature: 'roll20-double' });
      return `$[[${inlinerolls.length - 1}]]`;
    });
    if (inlinerolls.length > 0) msg.inlinerolls = inlinerolls;
  }

  if (whisper !== undefined) {
    msg.target = whisper.target;
    msg.target_name = whisper.target_name;
  }
  return { msg, targets: whisper?.targets ?? [] };
}
