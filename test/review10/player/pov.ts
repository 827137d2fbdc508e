// What one player sees in chat since a mark: public cards and whispers to them, as plain text with the buttons'
// commands read back.
import type { DoubleObject, RecordedChat } from 'roll20-double';
import type { RecorderMark } from 'roll20-double/recorder';
import { plain, type Table } from '../../integration/table';

const decode = (s: string): string =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The chat one player reads since a mark. */
export function seenBy(t: Table, who: DoubleObject, mark: RecorderMark): RecordedChat[] {
  return t.sb.recorder.since(mark).chat.filter((m) => !m.viaCallback && (m.type !== 'whisper' || m.targets.includes(who.id)));
}

/** The buttons in some chat, as [label, command]. */
export function buttons(msgs: readonly RecordedChat[]): [string, string][] {
  const out: [string, string][] = [];
  for (const m of msgs) for (const b of m.content.matchAll(/<a[^>]*href="(![^"]*)"[^>]*>(.*?)<\/a>/g)) out.push([plain(b[2] ?? ''), decode(b[1] ?? '')]);
  return out;
}

/** The chat as a transcript. */
export function transcript(msgs: readonly RecordedChat[]): string {
  return msgs
    .map((m) => {
      const bs = buttons([m]).map(([l, c]) => `   [${l}] → ${c}`);
      return `${m.type === 'whisper' ? '(whisper) ' : ''}${m.who}: ${plain(m.content)}${bs.length ? '\n' + bs.join('\n') : ''}`;
    })
    .join('\n');
}
