// Review 20s2, exploration kept as a regression (passes on the current code with its defaults): a fight played twice
// from the same seed and the same dice, once with a GM-layer token in it (A) and once without (B). The GM plays the
// hidden token's turns and pokes it between turns (react, trigger, say, conditions, timed effects) in A only; every
// other command goes to both, undo/redo reach the same visible step. What the players read (cards, whispers, button
// commands, hook lines) must be the same multiset of lines whenever both clocks agree, and so must the tracker without
// the hidden row. Clock-move lines are dropped (the accepted tell). Knobs: RULES=rounds|seconds, HID=shade|lurker|mirage,
// N, S0 (seeds), ANN=gm, CFG="k=v;k=v", HOOKS=1, ADJ/PMOD (the Mirage's initiative adjustment / Perception modifier).
// In 20-second rounds use HID=mirage ADJ=-40 (no initiative ties with the hidden token, which would desync the d20s).
import { it } from 'vitest';
import { anArena, fightNow, type Arena, type ActorKey, type TokenKey } from '../../hardening/arena';
import { plain } from '../../integration/table';

const PLAYERS: ActorKey[] = ['pat', 'sam', 'robin'];

function linesFor(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): string[] {
  const out: string[] = [];
  const ids = PLAYERS.map((p) => a.player(p)!.id);
  for (const m of a.sb.recorder.since(mark).chat) {
    if (m.viaCallback || m.type === 'api' || m.type === 'gmrollresult') continue;
    const who = m.type === 'whisper' ? PLAYERS.filter((_, i) => m.targets.includes(ids[i]!)) : ['all'];
    if (who.length === 0) continue;
    const hrefs = [...m.content.matchAll(/href="([^"]*)"/g)].map((x) => `[${x[1]}]`);
    for (const l of plain(m.content).split('\n')) {
      if (/^(10|20)-second rounds( round \d+(, second \d+)?)?$/.test(l) || l.trim() === '') continue;
      // the clock's moves: an accepted tell (it stops where only a hidden token has something)
      if (/^led by /.test(l)) continue;
      if (/^Round \d+, second \d+( → (round \d+, )?second \d+)?$/.test(l)) continue;
      out.push(`${who.join(',')}: ${l.replace(/(undid|redid) \d+ steps?/, '$1 N steps')}`);
    }
    for (const h of hrefs) out.push(`${who.join(',')}: ${h}`);
  }
  return out;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const VIS: TokenKey[] = ['aldric', 'lira', 'kess', 'goblin', 'wisp'];
const OWNER: Record<string, ActorKey> = { aldric: 'pat', lira: 'sam', kess: 'sam', goblin: 'gm', wisp: 'robin' };
const NAME: Record<string, string> = { aldric: 'Aldric', lira: 'Lira', kess: 'Kess', goblin: 'Goblin', wisp: 'Wisp' };

function cur(a: Arena): string | undefined {
  const f = fightNow(a);
  return f ? f.rs.current(f.state)?.id : undefined;
}
function pastLen(a: Arena): string {
  return JSON.stringify(a.fight()?.timeline.present);
}
function futLen(a: Arena): number {
  return (a.fight()?.timeline as unknown as { future?: unknown[] })?.future?.length ?? -1;
}

function hash(key: string, sides: number, n: number, seed: number): number {
  let h = 2166136261 ^ seed;
  for (const ch of `${key}|${sides}|${n}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0);
}
const COUNTS = new WeakMap<Arena, Map<number, number>>();
function install(x: Arena, seed: number): (key: string) => void {
  const counts = new Map<number, number>();
  COUNTS.set(x, counts);
  (x.sb.dice as unknown as { roll: (s: number) => number }).roll = (sides: number) => {
    const n = counts.get(sides) ?? 0;
    counts.set(sides, n + 1);
    return 1 + (hash('', sides, n, seed) % sides);
  };
  return () => undefined;
}
/** The Shade's own initiative dice (seen in the GM's whisper) are not counted: A's visible dice stay B's. */
function unroll(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): void {
  const counts = COUNTS.get(a)!;
  for (const m of a.sb.recorder.since(mark).chat) {
    const n = (plain(m.content).match(new RegExp(`${HNAME}: 2d10`, 'g')) ?? []).length;
    const n1 = (plain(m.content).match(new RegExp(`${HNAME}: d10 `, 'g')) ?? []).length;
    if (n || n1) counts.set(10, (counts.get(10) ?? 0) - 2 * n - n1);
  }
}

const HID = (process.env.HID ?? 'shade') as TokenKey;
const HNAME = HID === 'shade' ? 'Shade' : HID === 'mirage' ? 'Mirage' : 'Lurker';
const RULES = (process.env.RULES ?? 'rounds') as 'rounds' | 'seconds';

it.each(Array.from({ length: Number(process.env.N ?? 20) }, (_, i) => i + Number(process.env.S0 ?? 1)))('seed %i', (seed) => {
  const r = rng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const A = anArena({ seed });
  const B = anArena({ seed });
  if (process.env.ADJ) {
    const ch = A.extra.mirageCharacter;
    const at = A.sb.allObjs('attribute').find((x) => x.get('_characterid') === ch.id && x.get('name') === 'initiative_adjustment');
    A.sb.driver.setProps(at!, { current: Number(process.env.ADJ) });
  }
  if (process.env.PMOD) {
    const ch = A.extra.mirageCharacter;
    const at = A.sb.allObjs('attribute').find((x) => x.get('_characterid') === ch.id && x.get('name') === 'perception_mod');
    A.sb.driver.setProps(at!, { current: Number(process.env.PMOD) });
  }
  const keyA = install(A, seed);
  const keyB = install(B, seed);
  keyA('start');
  keyB('start');
  if (process.env.HOOKS) {
    for (const x of [A, B]) {
      x.sb.driver.create('macro', { name: 'TurnCue', action: '/em Turn of {name} at {count}\n/w Sam psst {name}\nA plain {round}', _playerid: x.gm.id });
      x.sb.driver.create('macro', { name: 'RoundCue', action: '/em Round {round} begins\n/em led by {name}', _playerid: x.gm.id });
      x.sb.driver.create('macro', { name: 'WinCue', action: '/em Window at {count}\n/w Pat window {name}', _playerid: x.gm.id });
      for (const c of ['hook.turn=#TurnCue', 'hook.round=#RoundCue', 'hook.window=#WinCue']) x.send('gm', `!rondel config --set ${c}`);
    }
  }
  if (process.env.ANN) for (const x of [A, B]) x.send('gm', `!rondel config --set announce=${process.env.ANN}`);
  if (process.env.CFG) for (const x of [A, B]) for (const c of process.env.CFG.split(';')) x.send('gm', `!rondel config --set ${c}`);
  for (const x of [A, B]) x.send('gm', `!rondel start --rules ${RULES}`, VIS);
  keyA('add');
  const sa: string[] = [];
  const sb: string[] = [];
  const mk0 = A.sb.recorder.mark();
  const m = mk0;
  A.send('gm', `!rondel add --token ${A.ids[HID]} --count 20`);
  A.sb.flush();
  sa.push(...linesFor(A, m));
  unroll(A, mk0);
  for (const sides of [10, 20]) COUNTS.get(A)!.set(sides, COUNTS.get(B)!.get(sides) ?? 0);
  let hiddenSteps = 0;
  let lastBefore: { a: string; b: string } | null = null;
  let lastUndo: { a: number; b: number } | null = null;
  const log: string[] = [];
  const clock = (x: Arena): number => {
    const f = fightNow(x)!;
    return f.rs.clock(f.state);
  };
  const hiddenTurn = () => {
    // A's clock stopped where only the Shade has something (an effect's end): the GM moves on
    for (let g = 0; g < 5 && cur(A) !== A.ids[HID] && clock(A) < clock(B) && cur(A) === undefined; g += 1) {
      const mk3 = A.sb.recorder.mark();
      A.send('gm', '!rondel next');
      A.sb.flush();
      unroll(A, mk3);
      sa.push(...linesFor(A, mk3));
      log.push(`A-hidden: !rondel next (catch up) -> A ${clock(A)} ${cur(A) ?? '-'}`);
      lastUndo = null;
    }
    // B's clock behind A's where B has nobody due (a hidden turn's end moved A on): B's GM moves on too
    for (let g = 0; g < 5 && clock(B) < clock(A) && cur(B) === undefined; g += 1) {
      const mk4 = B.sb.recorder.mark();
      B.send('gm', '!rondel next');
      B.sb.flush();
      sb.push(...linesFor(B, mk4));
      log.push(`B: !rondel next (catch up) -> B ${clock(B)} ${cur(B) ?? '-'}`);
    }
    // the GM plays the Shade's turn, or touches it between turns
    let guard = 0;
    while (cur(A) === A.ids[HID] && guard++ < 6) {
      const ops = RULES === 'rounds'
        ? ['!rondel act combat --token ${HNAME}', '!rondel act ready --token ${HNAME} --note w', '!rondel act defense --token ${HNAME}', '!rondel act magic --token ${HNAME} --note Veil --duration 1 rounds', '!rondel condition --add prone --token ${HNAME}', '!rondel effect --add Haste --token ${HNAME} --rounds 1', '!rondel done --token ${HNAME}', '!rondel next']
        : ['!rondel act combat --token ${HNAME}', '!rondel say boo --token ${HNAME}', '!rondel act magic --token ${HNAME} --note Veil --cast 3 --duration 1 rounds', '!rondel condition --add prone --token ${HNAME}', '!rondel effect --add Haste --token ${HNAME} --seconds 5', '!rondel next'];
      const t = pick(ops).replace(/\$\{HNAME\}/g, HNAME);
      const p0 = pastLen(A);
      const mk = A.sb.recorder.mark();
      keyA(`h${log.length}`);
      A.send('gm', t);
      A.sb.flush();
      A.sb.assertNoCrash();
      unroll(A, mk);
      const l = linesFor(A, mk);
      log.push(`A-hidden: ${t}`);
      sa.push(...l);
      if (pastLen(A) !== p0) {
        hiddenSteps += 1;
        lastUndo = null;
      }
      if (cur(A) === A.ids[HID] && guard >= 4) {
        const mk2 = A.sb.recorder.mark();
        A.send('gm', '!rondel next');
        A.sb.flush();
        unroll(A, mk2);
        sa.push(...linesFor(A, mk2));
        log.push('A-hidden: !rondel next (forced)');
        hiddenSteps += 1;
        lastUndo = null;
      }
    }
  };
  for (let step = 0; step < 60; step += 1) {
    hiddenTurn(); hiddenTurn(); hiddenTurn();
    const due = cur(B);
    const dueKey = VIS.find((k) => B.ids[k] === due);
    const k = pick(VIS);
    const owner = OWNER[k]!;
    let cmd: { actor: ActorKey; text: string; sel?: TokenKey[]; undo?: boolean; redo?: boolean; secret?: boolean } | null = null;
    const roll = r();
    const actions = RULES === 'rounds' ? ['combat', 'magic', 'skill', 'move', 'defense', 'ready'] : ['combat', 'magic', 'skill', 'move'];
    if (roll < 0.3 && dueKey) {
      const act = pick(actions);
      const extra = act === 'magic' ? pick([' --note Shield --duration 2 rounds', ' --note Bolt --cast 25', ' --note Ward --cast 2 --duration 1 rounds', '']) : act === 'ready' ? ' --note if they come' : '';
      cmd = { actor: OWNER[dueKey]!, text: `!rondel act ${act}${extra} --token ${NAME[dueKey]}` };
    } else if (roll < 0.42 && dueKey) cmd = { actor: OWNER[dueKey]!, text: RULES === 'rounds' ? `!rondel done --token ${NAME[dueKey]}` : '!rondel next' };
    else if (roll < 0.5) cmd = { actor: 'gm', text: '!rondel next' };
    else if (roll < 0.56) cmd = { actor: owner, text: `!rondel react --token ${NAME[k]}` };
    else if (roll < 0.6) cmd = { actor: owner, text: RULES === 'rounds' ? `!rondel trigger --token ${NAME[k]}` : `!rondel say hi --token ${NAME[k]}` };
    else if (roll < 0.64) cmd = { actor: pick(['pat', 'sam', 'robin'] as ActorKey[]), text: '!rondel status' };
    else if (roll < 0.67) cmd = { actor: owner, text: `!rondel menu --token ${NAME[k]}` };
    else if (roll < 0.72) cmd = { actor: 'gm', text: `!rondel condition --add ${pick(['prone', 'blinded', 'stunned', 'unconscious'])} --token ${NAME[k]}${pick(['', ' --rounds 1', ' --actions 1'])}` };
    else if (roll < 0.75) cmd = { actor: 'gm', text: `!rondel condition --remove ${pick(['prone', 'blinded', 'stunned', 'unconscious'])} --token ${NAME[k]}` };
    else if (roll < 0.78) cmd = { actor: 'gm', text: `!rondel effect --add Bless --token ${NAME[k]} ${pick(['--rounds 1', '--actions 1', '--rounds 2'])}` };
    else if (roll < 0.81) cmd = { actor: owner, text: `!rondel stand${pick(['', ' --react'])} --token ${NAME[k]}` };
    else if (roll < 0.85) cmd = { actor: 'gm', text: `!rondel set --count ${1 + Math.floor(r() * (RULES === 'rounds' ? 14 : 19))} --token ${NAME[k]}` };
    else if (roll < 0.9) cmd = { actor: 'gm', text: 'undo', undo: true };
    else if (roll < 0.93) cmd = { actor: 'gm', text: 'redo', redo: true };
    else if (roll < 0.97) cmd = { actor: 'gm', text: `!rondel act combat --token Goblin` };
    else cmd = { actor: 'gm', text: '!rondel status' };
    if (!cmd) continue;
    if (cmd.redo && (!lastUndo || futLen(A) < lastUndo.a || futLen(B) < lastUndo.b)) continue;
    let ta = cmd.text;
    let tb = cmd.text;
    if (cmd.undo) {
      if (lastBefore === null) continue;
      const back = (x: Arena, target: string): number => {
        const st = x.history();
        const pi = st.length - 1 - futLen(x);
        for (let j = pi - 1; j >= 0; j -= 1) if (JSON.stringify(st[j]) === target) return pi - j;
        return -1;
      };
      const na = back(A, lastBefore.a);
      const nb = back(B, lastBefore.b);
      if (na < 1 || nb < 1) continue;
      ta = `!rondel undo ${na}`;
      tb = `!rondel undo ${nb}`;
    }
    if (cmd.redo) {
      ta = `!rondel redo ${lastUndo!.a}`;
      tb = `!rondel redo ${lastUndo!.b}`;
    }
    const pa = pastLen(A);
    const pb = pastLen(B);
    const fa = futLen(A);
    const fb = futLen(B);
    const ma = A.sb.recorder.mark();
    const mb = B.sb.recorder.mark();
    keyA(`v${step}`);
    keyB(`v${step}`);
    A.send(cmd.actor, ta, cmd.sel);
    B.send(cmd.actor, tb, cmd.sel);
    A.sb.flush();
    B.sb.flush();
    A.sb.assertNoCrash();
    B.sb.assertNoCrash();
    unroll(A, ma);
    log.push(`${cmd.actor}: ${ta} | ${tb}   [A ${clock(A)} ${cur(A) ?? '-'} | B ${clock(B)} ${cur(B) ?? '-'}]`);
    const la = linesFor(A, ma);
    const lb = linesFor(B, mb);
    sa.push(...la);
    sb.push(...lb);
    if (cmd.undo) {
      const da = futLen(A) - fa;
      const db = futLen(B) - fb;
      lastUndo = da > 0 && db > 0 ? { a: da, b: db } : null;
      lastBefore = null;
      hiddenSteps = 0;
    } else if (cmd.redo) {
      lastBefore = null;
      lastUndo = null;
      hiddenSteps = 0;
    } else if (pastLen(A) !== pa || pastLen(B) !== pb) {
      lastBefore = { a: pa, b: pb };
      lastUndo = null;
      hiddenSteps = 0;
      // a step that changed the fight only in A (hidden work) would desync
    }
    if (r() < 0.2) {
      const t0 = pick(RULES === 'rounds'
        ? ['!rondel react --token ${HNAME}', '!rondel trigger --token ${HNAME}', '!rondel condition --add prone --token ${HNAME} --rounds 1', '!rondel effect --add Veil --token ${HNAME} --actions 1', '!rondel condition --remove prone --token ${HNAME}', '!rondel stand --token ${HNAME}']
        : ['!rondel react --token ${HNAME}', '!rondel say grr --token ${HNAME}', '!rondel condition --add prone --token ${HNAME} --seconds 4', '!rondel effect --add Veil --token ${HNAME} --actions 1', '!rondel stand --token ${HNAME}', '!rondel stand --react --token ${HNAME}']);
      const t = t0.replace(/\$\{HNAME\}/g, HNAME);
      const mk = A.sb.recorder.mark();
      keyA(`i${log.length}`);
      const pi = pastLen(A);
      A.send('gm', t);
      A.sb.flush();
      A.sb.assertNoCrash();
      unroll(A, mk);
      if (pastLen(A) !== pi) lastUndo = null;
      log.push(`A-inter: ${t}`);
      sa.push(...linesFor(A, mk));
    }
    hiddenTurn(); hiddenTurn(); hiddenTurn();
    // compare the streams so far, as multisets (the card split at a hidden turn reorders lines: an accepted tell)
    if (cur(A) !== A.ids[HID] && clock(A) === clock(B)) {
      const xa = [...sa].sort();
      const xb = [...sb].sort();
      if (JSON.stringify(xa) !== JSON.stringify(xb)) {
        const ca = new Map<string, number>();
        for (const l of xa) ca.set(l, (ca.get(l) ?? 0) + 1);
        for (const l of xb) ca.set(l, (ca.get(l) ?? 0) - 1);
        const d = [...ca].filter(([, n]) => n !== 0).map(([l, n]) => `${n > 0 ? 'A+' : 'B+'}${Math.abs(n)} ${l}`);
        throw new Error(`seed ${seed}: streams differ\n${d.join('\n')}\n--- A tail:\n${sa.slice(-15).join('\n')}\n--- B tail:\n${sb.slice(-15).join('\n')}\n--- log:\n${log.slice(process.env.FULL ? 0 : -14).join('\n')}`);
      }
    }
    const trk = (x: Arena) => JSON.stringify(x.tracker().filter((e) => !String(e[0]).startsWith('-M') || true).filter((e) => e[0] !== A.ids[HID] && e[0] !== HNAME));
    if (clock(A) === clock(B) && cur(A) !== A.ids[HID] && trk(A) !== trk(B)) throw new Error(`seed ${seed}: tracker differs\nA: ${trk(A)}\nB: ${trk(B)}\n--- log:\n${log.slice(-12).join('\n')}`);
  }
});
