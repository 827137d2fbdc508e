// The API buttons the script has posted in an arena, with who can see each (fuzz 11): a person presses one they were
// shown, fresh or long stale, answers its Roll20 queries (`?{Prompt|default}`), and now and then forges one (another
// roll, round, turn or token; an `--asked` no ask was made for).
import type { RecorderMark } from 'roll20-double';
import { PEER, type Arena } from './arena';

export interface SeenButton {
  /** The command the button sends, its HTML entities read back, its queries still in it. */
  readonly command: string;
  /** The player ids that saw it (a whisper's targets); null: posted for everyone. */
  readonly readers: readonly string[] | null;
  /** Its place among the buttons of the arena: the higher, the newer. */
  readonly serial: number;
}

/** The most buttons kept per arena: the oldest go first (a stale button is still among the last few hundred). */
const MOST_KEPT = 300;

interface Seen {
  mark: RecorderMark;
  list: SeenButton[];
  serial: number;
}

const seenIn = new WeakMap<Arena, Seen>();

const ENTITIES: Readonly<Record<string, string>> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", '#39': "'" };

/** An href's text as Roll20 hands it to the chat: numeric and named entities read back. */
export function unescapeHref(href: string): string {
  return href
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&(quot|amp|lt|gt|apos);/g, (_, n: string) => ENTITIES[n] ?? '');
}

/** Every button posted since the last look, added to the arena's list; the list, oldest first. */
export function buttonsSeen(a: Arena): readonly SeenButton[] {
  let seen = seenIn.get(a);
  if (!seen) {
    // from the arena's beginning: a mark taken now would miss what was posted before the first look
    seen = { mark: firstMark(a), list: [], serial: 0 };
    seenIn.set(a, seen);
  }
  const fresh = a.sb.recorder.since(seen.mark).chat;
  seen.mark = a.sb.recorder.mark();
  for (const m of fresh) {
    if (m.viaCallback || m.speakingAs === PEER || m.type === 'api' || !m.content.includes('href="!')) continue;
    const readers = m.type === 'whisper' ? m.targets : null;
    for (const match of m.content.matchAll(/href="(![^"]*)"/g)) {
      seen.serial += 1;
      seen.list.push({ command: unescapeHref(match[1] as string), readers, serial: seen.serial });
    }
  }
  if (seen.list.length > MOST_KEPT) seen.list.splice(0, seen.list.length - MOST_KEPT);
  return seen.list;
}

/** A mark at the very beginning of the recording: everything recorded is after it. */
function firstMark(a: Arena): RecorderMark {
  return Object.fromEntries(Object.keys(a.sb.recorder.mark()).map((k) => [k, 0])) as unknown as RecorderMark;
}

type Random = () => number;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** What a person types into a query's box when it asks for text: mostly its default, now and then something else. */
const TYPED = ['', '3', '-1', '0', '99', 'x', '<b>bold</b>', '[[1d20]]', '--token x', 'Fireball', '\u202eevil', '1000001'] as const;

/**
 * The command a press sends: each `?{Prompt|…}` answered as Roll20 asks it. One option: a box with that default
 * (kept mostly, else typed over); several: a drop-down of `label,value` (or bare) choices.
 */
export function answerQueries(r: Random, command: string): string {
  return command.replace(/\?\{([^{}]*)\}/g, (_, inner: string) => {
    const options = inner.split('|').slice(1);
    if (options.length <= 1) return r() < 0.8 ? (options[0] ?? '') : pick(r, TYPED);
    const chosen = pick(r, options);
    const comma = chosen.indexOf(',');
    return comma === -1 ? chosen : chosen.slice(comma + 1);
  });
}

/** A button's command with one of its values forged: a roll, round, turn or place that never was, another token. */
export function forge(r: Random, command: string, ids: readonly string[]): string {
  const numbers = ['0', '-1', '1', '2', '7', '999999', '1000001', 'x', '', '3.5', '$[[0]]'];
  const forgeries: (() => string)[] = [
    () => command.replace(/(--(?:roll|readied|turn|from|count)[ =])(\S*)/, (_, f: string, v: string) => `${f}${r() < 0.5 && /^-?\d+$/.test(v) ? String(Number(v) + pick(r, [-2, -1, 1, 2, 40])) : pick(r, numbers)}`),
    () => command.replace(/(--(?:token|due)[ =])(\S*)/, (_, f: string) => `${f}${pick(r, [...ids, '-Mnotatoken00000000', 'Goblin', 'Shade', ''])}`),
    () => (/--asked/.test(command) ? command.replace(/--asked/, pick(r, ['--asked no', '--asked 7', '--asked --asked', ''])) : `${command} --asked`),
    () => command.replace(/ --\w+(?:[ =][^-\s]\S*)?/, ''),
  ];
  return pick(r, forgeries)();
}
