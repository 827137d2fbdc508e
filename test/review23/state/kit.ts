// Review 23: stored state edited by hand (a GM, another script, an old version) — the kit of the fuzz and its
// regressions. A real seeded fight is played through the BUILT bundle in the Roll20 double (start, nexts, acts,
// reactions, conditions, timed effects with markers, damage, undo and redo so past and future exist); its stored state
// is then mutated at random JSON paths and the script restarted. The checks below are what must hold whatever JSON
// the script found: no crash and no caught bug; paused with a GM message that names the problem (and then the data
// left as it was) or going on with data that still validates; every token's statusmarkers a well-formed Roll20 list;
// the turn order valid JSON of entries; no player reading a GM-layer token; no stored string reaching a card as HTML.
import type { RecorderMark } from 'roll20-double';
import { plain } from '../../integration/table';
import { anArena, bugLogs, PAGE_KEYS, secrecyViolations, STATE_KEY, type ActorKey, type Arena, type TokenKey } from '../../hardening/arena';
import { load, validateStored } from '../../../src/roll20/store';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { pick, random, resolve, type Input, type Move } from '../../hardening/playing';
import { playEvent } from '../../hardening/table-events';

export { STATE_KEY };

/** A string no generator of the hardening fuzzers uses: a card holding it raw let stored HTML through. */
export const INJECTED = '<u class="fzinj">ZQX</u>';
const INJECTED_RAW = /<u class=(?:"|\\"|&quot;)?fzinj/;

/** A marker tag as Roll20 reads it from a token's `statusmarkers`: a name or Name::id, and a badge. */
export const STATUS_ITEM = /^[\w-]+(::\d+)?(@\d+)?$/;

/** The duration word each rule set reads most. */
export function unitOf(rules: RuleSetId): string {
  return rules === 'rondel' ? 'counts' : rules === 'seconds' ? 'seconds' : 'rounds';
}

/** The arena with the status markers on, and a fight of every token on the page but the Wisp (three on the GM layer). */
export function fightArena(rules: RuleSetId, seed = 7): Arena {
  const a = anArena({ seed });
  a.send('gm', '!rondel config --set statuses=on');
  a.send('gm', '!rondel config --set badges=on');
  a.send('gm', '!rondel config --set countdown=on');
  a.send('gm', `!rondel start --rules ${rules}`, PAGE_KEYS.filter((k) => k !== 'wisp'));
  // the arena remembers the names the fight gives GM-layer tokens, from the stored fight: an edited one may hold a
  // name that is no text, which the script never reads (it pauses); the secrets are then the tokens' own names
  const secrets = a.secrets.bind(a);
  (a as { secrets: Arena['secrets'] }).secrets = () => {
    try {
      return secrets();
    } catch {
      const bag = a.sb.state;
      const kept = bag[STATE_KEY];
      bag[STATE_KEY] = undefined;
      try {
        return secrets();
      } finally {
        bag[STATE_KEY] = kept;
      }
    }
  };
  return a;
}

/** Plays an input of the playing fuzzer as the table would, without the hardening checks (ours are below). */
export function playRaw(a: Arena, input: Input): void {
  switch (input.kind) {
    case 'command':
      a.send(input.actor, input.text, input.selection);
      return;
    case 'press': {
      const p = a.player(input.who);
      if (p) a.sb.driver.tracker.next(p);
      a.sb.flush();
      return;
    }
    case 'delete': {
      const t = a.sb.getObj('graphic', a.ids[input.token]);
      if (t) a.sb.driver.remove(t);
      a.sb.flush();
      return;
    }
    case 'event':
      playEvent(a, input.event);
      a.sb.flush();
      return;
  }
}

/**
 * What a table does while the data may not be readable: the GM's and players' usual commands, a press of the tracker's
 * button, a token deleted (the playing fuzzer's moves read the stored fight, which an edit may have broken).
 */
export function blindInput(a: Arena, seed: number): Input {
  const r = random(seed);
  const actor = pick(r, ['gm', 'gm', 'gm', 'pat', 'sam', 'robin', 'api'] as const);
  const token = pick(r, PAGE_KEYS);
  const roll = pick(r, [0, 1, 2]);
  if (roll === 0) return { kind: 'press', who: actor === 'api' ? 'gm' : actor };
  const text = pick(r, [
    '!rondel status',
    '!rondel next',
    '!combat next',
    '!rondel menu',
    '!rondel undo',
    '!rondel redo',
    '!rondel act guard',
    '!rondel act dash',
    '!rondel react',
    '!rondel stand',
    `!rondel condition --add prone --token ${a.ids[token]}`,
    `!rondel effect --add Bless --counts 2 --marker blue --token ${a.ids[token]}`,
    `!rondel attack --token ${a.ids.goblin} --target ${a.ids[token]} --damage 2 --mod 20`,
    `!rondel remove --token ${a.ids[token]}`,
    '!rondel end --confirm',
    '!rondel help',
  ]);
  return { kind: 'command', actor, text, selection: actor === 'gm' || actor === 'api' ? [] : [token] };
}

/** A move of the playing fuzzer when the stored data validates (its helpers read it), else a blind input. */
export function inputFor(a: Arena, m: Move): Input {
  const seed = 'seed' in m ? m.seed : 1;
  if (validateStored(stored(a)).length) return blindInput(a, seed);
  try {
    return resolve(a, m);
  } catch {
    return blindInput(a, seed);
  }
}

export function stored(a: Arena): unknown {
  return a.sb.state[STATE_KEY];
}

/** Puts `value` in state as a GM's or another script's edit would (no event), then restarts the sandbox. */
export function storeAndRestart(a: Arena, value: unknown): void {
  a.sb.state[STATE_KEY] = JSON.parse(JSON.stringify(value)) as unknown;
  a.sb.restart();
  a.sb.flush();
}

/** The problem the script paused with since `mark` (its log line), or null when it went on. */
export function pausedWith(a: Arena, mark: RecorderMark): string | null {
  const line = a.sb.recorder.since(mark).logs.find((l) => / paused: /.test(l));
  return line === undefined ? null : line.replace(/^.* paused: /, '');
}

/** Whether the GM was told since `mark` that the script is paused, with the problem (a repair card). */
export function gmToldPaused(a: Arena, mark: RecorderMark): boolean {
  return a.sb.recorder
    .since(mark)
    .chat.some((m) => m.type === 'whisper' && m.targets.includes(a.gm.id) && /is paused: \S/.test(plain(m.content)) && m.content.includes('!rondel repair'));
}

// ---------------------------------------------------------------------------------------------------------------
// the invariants

/** Tokens whose statusmarkers is not a well-formed Roll20 list. */
export function markerViolations(a: Arena): string[] {
  const out: string[] = [];
  for (const g of a.sb.allObjs('graphic')) {
    const raw = g.get('statusmarkers');
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw !== 'string') {
      out.push(`${String(g.get('name'))}: statusmarkers is ${typeof raw}`);
      continue;
    }
    const bad = raw.split(',').filter((item) => !STATUS_ITEM.test(item));
    if (bad.length) out.push(`${String(g.get('name'))}: statusmarkers ${JSON.stringify(raw.slice(0, 200))} has ${bad.map((b) => JSON.stringify(b.slice(0, 60))).join(', ')}`);
  }
  return out;
}

/** The tracker is '' or JSON text of a list of entries: an id, a pr, and a custom text when there is one. */
export function turnOrderViolations(a: Arena): string[] {
  const raw = a.sb.campaign.get('turnorder');
  if (raw === '' || raw === undefined || raw === null) return [];
  if (typeof raw !== 'string') return [`the turn order is a ${typeof raw}`];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [`the turn order is not JSON: ${raw.slice(0, 120)}`];
  }
  if (!Array.isArray(list)) return [`the turn order is not a list: ${raw.slice(0, 120)}`];
  const out: string[] = [];
  list.forEach((e: unknown, i) => {
    const x = e as Record<string, unknown> | null;
    if (x === null || typeof x !== 'object' || Array.isArray(x)) return void out.push(`turn order [${i}] is not an entry`);
    if (typeof x.id !== 'string' || x.id === '') out.push(`turn order [${i}].id is ${JSON.stringify(x.id)}`);
    const pr = x.pr;
    if (!(typeof pr === 'string' || (typeof pr === 'number' && Number.isFinite(pr)))) out.push(`turn order [${i}].pr is ${JSON.stringify(pr)}`);
    if (x.custom !== undefined && typeof x.custom !== 'string') out.push(`turn order [${i}].custom is ${JSON.stringify(x.custom)}`);
  });
  return out;
}

/** Cards since `mark` that hold the injected HTML as markup. */
export function injectionViolations(a: Arena, mark: RecorderMark): string[] {
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.type !== 'api' && INJECTED_RAW.test(m.content))
    .map((m) => `${m.type} ${m.targets.length ? `to ${m.targets.join(',')}` : ''} holds stored HTML: ${m.content.slice(Math.max(0, m.content.search(INJECTED_RAW) - 120), m.content.search(INJECTED_RAW) + 60)}`);
}

export interface Watch {
  /** The problem the script paused with at the restart, or null. */
  readonly paused: string | null;
  /** The stored data as the restart found it (JSON text). */
  readonly found: string;
}

/**
 * After the restart: the script paused (the GM told, with the problem) or went on with data that validates. Returns
 * the violations, and the watch the later checks use.
 */
export function checkRestart(a: Arena, mark: RecorderMark): { violations: string[]; watch: Watch } {
  const out: string[] = [];
  const paused = pausedWith(a, mark);
  if (paused !== null) {
    if (!gmToldPaused(a, mark)) out.push(`paused (${paused}) without a repair card for the GM`);
    if (!/\S/.test(paused)) out.push('paused with no problem named');
  }
  out.push(...common(a, mark));
  return { violations: out, watch: { paused, found: JSON.stringify(stored(a) ?? null) } };
}

/** After an input: the checks of every step, and the pause kept (the data untouched) or the data still valid. */
export function checkStep(a: Arena, mark: RecorderMark, watch: Watch, typed?: { readonly actor: ActorKey; readonly text: string }): string[] {
  const out = common(a, mark, typed);
  const now = stored(a);
  if (watch.paused !== null) {
    if (JSON.stringify(now ?? null) !== watch.found) out.push(`paused (${watch.paused}), yet the stored data changed`);
  } else {
    // as the next start-up reads it (an option missing or unreadable takes its default there)
    const next = load(now);
    if (!next.ok) out.push(`went on, and now stores data the next start-up cannot read: ${next.problem}`);
  }
  return out;
}

/**
 * Objects of the table the script removed or moved that it did not make: the turn indicator and the counter text are
 * the script's own (recorded as made by it); a token, or a text of the GM's, is never its to take away or to move.
 */
export function foreignObjectViolations(a: Arena, mark: RecorderMark): string[] {
  const { recorder } = a.sb;
  const own = new Set(recorder.created.filter((o) => o.origin === 'script').map((o) => o.id));
  const seen = recorder.since(mark);
  const name = (id: string): string => String(a.sb.getObj('graphic', id)?.get('name') ?? Object.entries(a.ids).find(([, v]) => v === id)?.[0] ?? id);
  const out: string[] = [];
  for (const o of seen.removed) if (o.origin === 'script' && !own.has(o.id)) out.push(`the script removed the ${o.type} ${name(o.id)}, which it did not make`);
  const placed = new Set(['left', 'top', 'width', 'height', 'layer', 'imgsrc', 'scaleX', 'scaleY', 'text', 'rotation']);
  for (const w of seen.writes) {
    if (w.origin !== 'script' || own.has(w.id) || !placed.has(w.key)) continue;
    // the GM's layer moves are the table's, the script writes a token's layer never
    out.push(`the script set ${w.key} of the ${w.type} ${name(w.id)} (${JSON.stringify(w.before)} → ${JSON.stringify(w.after)}), which it did not make`);
  }
  return out;
}

function common(a: Arena, mark: RecorderMark, typed?: { readonly actor: ActorKey; readonly text: string }): string[] {
  const out: string[] = [];
  const seen = a.sb.recorder.since(mark);
  out.push(...foreignObjectViolations(a, mark));
  out.push(...seen.crashes.map((c) => `crash (${c.phase}): ${c.message}`));
  out.push(...bugLogs(seen.logs));
  out.push(...markerViolations(a));
  out.push(...turnOrderViolations(a));
  out.push(...secrecyViolations(a, mark, typed));
  out.push(...injectionViolations(a, mark));
  return out;
}

export const SELECT_ALL: readonly TokenKey[] = PAGE_KEYS;
