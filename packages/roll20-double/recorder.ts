import type { CrashPhase } from './errors';
import type { ChatMessage, InlineRoll } from './chat';

export type Origin = 'script' | 'user' | 'setup';

/** A message a script sent with `sendChat`. */
export interface RecordedChat {
  speakingAs: string;
  who: string;
  type: ChatMessage['type'];
  content: string;
  target?: string;
  target_name?: string;
  /** Player ids the whisper reaches ('gm' resolves to every GM); [] for anything but a whisper. */
  targets: string[];
  playerid: string;
  rolltemplate?: string;
  inlinerolls?: InlineRoll[];
  origRoll?: string;
  options?: { noarchive?: boolean; use3d?: boolean };
  /** True when sent with a callback: nothing was posted, the parsed message went to the callback. */
  viaCallback: boolean;
  /** Virtual time of the call. */
  at: number;
}

export interface RecordedWrite {
  id: string;
  type: string;
  key: string;
  before: unknown;
  after: unknown;
  origin: Origin;
}

export interface RecordedObject {
  id: string;
  type: string;
  origin: Origin;
}

export interface RecordedCrash {
  error: unknown;
  message: string;
  stack: string;
  phase: CrashPhase;
}

export interface RecordedFx {
  kind: 'spawnFx' | 'spawnFxBetweenPoints' | 'spawnFxWithDefinition' | 'sendPing' | 'playJukeboxPlaylist' | 'stopJukeboxPlaylist' | 'setDefaultTokenForCharacter';
  args: unknown[];
}

export interface RecordedZorder {
  kind: 'toFront' | 'toBack';
  id: string;
}

/** A fault the test injected that fired (faults.ts). */
export interface RecordedFault {
  call: string;
  effect: 'throw' | 'nothing' | 'remove';
  id: string | undefined;
  type: string | undefined;
  keys: string[];
  /** The thrown error's message (effect throw). */
  message?: string;
  /** Virtual time of the call. */
  at: number;
}

export interface RecorderMark {
  readonly chat: number;
  readonly delivered: number;
  readonly writes: number;
  readonly created: number;
  readonly removed: number;
  readonly logs: number;
  readonly warnings: number;
  readonly crashes: number;
  readonly effects: number;
  readonly faults: number;
}

export interface RecordedSince {
  chat: RecordedChat[];
  delivered: ChatMessage[];
  writes: RecordedWrite[];
  created: RecordedObject[];
  removed: RecordedObject[];
  logs: string[];
  warnings: string[];
  crashes: RecordedCrash[];
  effects: RecordedFx[];
  faults: RecordedFault[];
}

/** Everything observable the scripts did, append-only and in order. */
export class Recorder {
  readonly chat: RecordedChat[] = [];
  /** Every chat:message dispatched to the scripts (user messages and posted script messages). */
  readonly delivered: ChatMessage[] = [];
  readonly writes: RecordedWrite[] = [];
  readonly created: RecordedObject[] = [];
  readonly removed: RecordedObject[] = [];
  readonly logs: string[] = [];
  readonly warnings: string[] = [];
  readonly crashes: RecordedCrash[] = [];
  /** spawnFx*, sendPing, jukebox and default-token calls. */
  readonly effects: RecordedFx[] = [];
  readonly zorder: RecordedZorder[] = [];
  /** Injected faults that fired, in order (sb.faults). */
  readonly faults: RecordedFault[] = [];

  /** Whispers a script posted that reach `player` (callback-only messages excluded). */
  whispersTo(player: { id: string }): RecordedChat[] {
    return this.chat.filter((m) => !m.viaCallback && m.type === 'whisper' && m.targets.includes(player.id));
  }

  /** Messages a script posted that everyone sees: not whispers, not api commands, not GM rolls, not callbacks. */
  publicChat(): RecordedChat[] {
    return this.chat.filter((m) => !m.viaCallback && m.type !== 'whisper' && m.type !== 'api' && m.type !== 'gmrollresult');
  }

  /**
   * Drops everything recorded so far (a long run reads each command's record and needs no more of it). A mark taken
   * before means nothing afterwards: take a new one.
   */
  forget(): void {
    for (const list of [this.chat, this.delivered, this.writes, this.created, this.removed, this.logs, this.warnings, this.crashes, this.effects, this.zorder, this.faults]) list.length = 0;
  }

  mark(): RecorderMark {
    return {
      chat: this.chat.length,
      delivered: this.delivered.length,
      writes: this.writes.length,
      created: this.created.length,
      removed: this.removed.length,
      logs: this.logs.length,
      warnings: this.warnings.length,
      crashes: this.crashes.length,
      effects: this.effects.length,
      faults: this.faults.length,
    };
  }

  since(mark: RecorderMark): RecordedSince {
    return {
      chat: this.chat.slice(mark.chat),
      delivered: this.delivered.slice(mark.delivered),
      writes: this.writes.slice(mark.writes),
      created: this.created.slice(mark.created),
      removed: this.removed.slice(mark.removed),
      logs: this.logs.slice(mark.logs),
      warnings: this.warnings.slice(mark.warnings),
      crashes: this.crashes.slice(mark.crashes),
      effects: this.effects.slice(mark.effects),
      faults: this.faults.slice(mark.faults),
    };
  }
}
