// The chat as Roll20 keeps it: every posted message once, with who may see it. Scripts' messages come from the
// double's recorder; users' messages are what the double delivered. A viewer sees public messages, whispers to or
// from them, and (GMs) GM rolls; the GM does not see whispers between players, as in Roll20.
import type { ChatMessage, RecordedChat } from 'roll20-double';
import type { ChatEntryView, InlineRollView } from './protocol';

export interface LogEntry {
  readonly seq: number;
  readonly who: string;
  readonly type: ChatEntryView['type'];
  readonly fromScript: boolean;
  readonly content: string;
  readonly inlinerolls: readonly InlineRollView[];
  readonly rolltemplate: string | null;
  /** The player who sent it ('' for a script). */
  readonly sender: string;
  /** Player ids who may see it, or 'all'. */
  readonly audience: 'all' | readonly string[];
  /** For whispers: the name of whoever it went to. */
  readonly to: string | null;
}

export interface Directory {
  gmIds(): string[];
  /** The player a whisper's name means (full display name or first name, any case), if any. */
  playerNamed(name: string): string | undefined;
  playerName(id: string): string;
  playerColour(id: string): string | null;
}

function rolls(list: ChatMessage['inlinerolls']): InlineRollView[] {
  return (list ?? []).map((r) => ({ expression: r.expression, total: r.results.total }));
}

/** A `/r` result's content is the roll's JSON: show the expression and its total. */
function rollText(content: string, origRoll: string | undefined): string {
  try {
    const total = (JSON.parse(content) as { total?: unknown }).total;
    return `rolling ${origRoll ?? '?'} = ${String(total)}`;
  } catch {
    return content;
  }
}

export class ChatLog {
  private readonly entries: LogEntry[] = [];
  private seq = 0;

  constructor(private readonly directory: Directory) {}

  get lastSeq(): number {
    return this.seq;
  }

  /** What a script posted (callback-only messages and `!` commands are shown to nobody). */
  addScript(m: RecordedChat): void {
    if (m.viaCallback || m.type === 'api') return;
    const gms = this.directory.gmIds();
    const audience = m.type === 'whisper' ? m.targets : m.type === 'gmrollresult' ? gms : 'all';
    this.push({
      who: m.who,
      type: m.type,
      fromScript: true,
      content: m.type === 'rollresult' || m.type === 'gmrollresult' ? rollText(m.content, m.origRoll) : m.content,
      inlinerolls: rolls(m.inlinerolls),
      rolltemplate: m.rolltemplate ?? null,
      sender: '',
      audience,
      to: m.type === 'whisper' ? (m.target_name ?? null) : null,
    });
  }

  /** What a player typed, as the double delivered it (`!` commands are shown to nobody). */
  addUser(playerId: string, m: ChatMessage): void {
    if (m.type === 'api') return;
    let audience: 'all' | string[] = 'all';
    if (m.type === 'whisper') {
      const targets = m.target === 'gm' ? this.directory.gmIds() : String(m.target ?? '').split(',').filter(Boolean);
      audience = [playerId, ...targets];
    } else if (m.type === 'gmrollresult') {
      audience = [playerId, ...this.directory.gmIds()];
    }
    this.push({
      who: m.who,
      type: m.type,
      fromScript: false,
      content: m.type === 'rollresult' || m.type === 'gmrollresult' ? rollText(m.content, m.origRoll) : m.content,
      inlinerolls: rolls(m.inlinerolls),
      rolltemplate: m.rolltemplate ?? null,
      sender: playerId,
      audience,
      to: m.type === 'whisper' ? (m.target_name ?? null) : null,
    });
  }

  /**
   * What a player typed while the scripts are disabled: Roll20's chat still posts it, but the double (which parses
   * chat for the scripts) delivers nothing, so it is shown as typed (rolls unrolled). A whisper still goes only to
   * its recipient (an unknown one: to nobody but the sender).
   */
  addUnparsed(playerId: string, who: string, text: string): void {
    if (text.startsWith('!')) return;
    const whisper = /^\/w(?:hisper)?\s+(?:"([^"]*)"|(\S+))\s*([\s\S]*)$/i.exec(text);
    if (!whisper) {
      this.push({ who, type: 'general', fromScript: false, content: text, inlinerolls: [], rolltemplate: null, sender: playerId, audience: 'all', to: null });
      return;
    }
    const name = whisper[1] ?? whisper[2] ?? '';
    const target = name.toLowerCase() === 'gm' ? this.directory.gmIds() : [this.directory.playerNamed(name)].filter((id): id is string => id !== undefined);
    const to = name.toLowerCase() === 'gm' ? 'GM' : name;
    this.push({ who, type: 'whisper', fromScript: false, content: whisper[3] ?? '', inlinerolls: [], rolltemplate: null, sender: playerId, audience: [playerId, ...target], to });
  }

  /** The entries `viewer` may see, after sequence number `since`. */
  visibleTo(viewer: string, since: number): ChatEntryView[] {
    return this.entries
      .filter((e) => e.seq > since && (e.audience === 'all' || e.audience.includes(viewer)))
      .map((e) => ({
        seq: e.seq,
        who: e.who,
        type: e.type,
        fromScript: e.fromScript,
        content: e.content,
        inlinerolls: e.inlinerolls,
        rolltemplate: e.rolltemplate,
        whisper: e.type !== 'whisper' ? null : e.sender === viewer ? `To ${e.to ?? '?'}` : `From ${e.who}`,
        colour: e.sender ? this.directory.playerColour(e.sender) : null,
      }));
  }

  private push(entry: Omit<LogEntry, 'seq'>): void {
    this.seq += 1;
    this.entries.push({ seq: this.seq, ...entry });
  }
}
