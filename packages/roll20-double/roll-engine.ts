/**
 * A small Roll20-like dice expression engine: NdS, kh/kl/dh/dl, + - * / %, parentheses, constants,
 * floor/ceil/round/abs, and `[labels]`. It returns Roll20-shaped results (spec §7.3): `{type:'V',
 * resultType:'sum', total, rolls}` where rolls are R (dice), M (math text) and L (label) parts.
 */

export interface DieResult {
  v: number;
  d?: true;
}
export type RollPart =
  | { type: 'R'; dice: number; sides: number; mods?: Record<string, unknown>; results: DieResult[] }
  | { type: 'M'; expr: string }
  | { type: 'L'; text: string };

export interface RollResults {
  type: 'V';
  resultType: 'sum';
  total: number;
  rolls: RollPart[];
}

export class RollSyntaxError extends Error {
  override name = 'RollSyntaxError';
}

type Token =
  | { kind: 'num'; value: number; text: string }
  | { kind: 'dice'; count: number; sides: number; keep?: { mode: 'kh' | 'kl' | 'dh' | 'dl'; n: number }; text: string }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '%' | '(' | ')' | ','; text: string }
  | { kind: 'fn'; name: 'floor' | 'ceil' | 'round' | 'abs'; text: string }
  | { kind: 'label'; text: string };

const DICE = /^(\d*)d(\d+)(?:(kh|kl|dh|dl|k|d)(\d+))?/i;
const NUM = /^\d+(?:\.\d+)?/;
const FN = /^(floor|ceil|round|abs)\(/i;

function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  let s = expr;
  while (s.length > 0) {
    const ws = /^\s+/.exec(s);
    if (ws) {
      s = s.slice(ws[0].length);
      continue;
    }
    const label = /^\[([^\]]*)\]/.exec(s);
    if (label) {
      tokens.push({ kind: 'label', text: label[1] ?? '' });
      s = s.slice(label[0].length);
      continue;
    }
    const fn = FN.exec(s);
    if (fn) {
      tokens.push({ kind: 'fn', name: (fn[1] ?? '').toLowerCase() as 'floor', text: `${fn[1] ?? ''}` });
      s = s.slice(fn[0].length - 1); // leave the '(' for the parser
      continue;
    }
    const dice = DICE.exec(s);
    if (dice) {
      const count = dice[1] === '' || dice[1] === undefined ? 1 : Number(dice[1]);
      const sides = Number(dice[2]);
      if (sides < 1) throw new RollSyntaxError(`a die needs at least one side: ${dice[0]}`);
      const token: Token = { kind: 'dice', count, sides, text: dice[0] };
      if (dice[3] !== undefined) {
        const raw = dice[3].toLowerCase();
        const mode = raw === 'k' ? 'kh' : raw === 'd' ? 'dl' : (raw as 'kh');
        token.keep = { mode, n: Number(dice[4]) };
      }
      tokens.push(token);
      s = s.slice(dice[0].length);
      continue;
    }
    const num = NUM.exec(s);
    if (num) {
      tokens.push({ kind: 'num', value: Number(num[0]), text: num[0] });
      s = s.slice(num[0].length);
      continue;
    }
    const c = s.charAt(0);
    if ('+-*/%(),'.includes(c)) {
      tokens.push({ kind: 'op', op: c as '+', text: c });
      s = s.slice(1);
      continue;
    }
    throw new RollSyntaxError(`unexpected "${s}" in roll "${expr}"`);
  }
  return tokens;
}

/** Rolls one die of `sides` sides, returning 1..sides. */
export type DieRoller = (sides: number) => number;

export function evaluateRoll(expr: string, rollDie: DieRoller): RollResults {
  const tokens = tokenize(expr);
  const parts: RollPart[] = [];
  let mathText = '';
  const flushMath = (): void => {
    if (mathText !== '') parts.push({ type: 'M', expr: mathText });
    mathText = '';
  };
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isOp = (t: Token | undefined, op: string): boolean => t !== undefined && t.kind === 'op' && t.op === op;
  const skipLabels = (): void => {
    for (let t = peek(); t !== undefined && t.kind === 'label'; t = peek()) {
      flushMath();
      parts.push({ type: 'L', text: t.text });
      pos += 1;
    }
  };

  const parseExpr = (): number => {
    let value = parseTerm();
    for (;;) {
      skipLabels();
      const t = peek();
      if (isOp(t, '+') || isOp(t, '-')) {
        pos += 1;
        mathText += (t as { text: string }).text;
        const rhs = parseTerm();
        value = isOp(t, '+') ? value + rhs : value - rhs;
      } else return value;
    }
  };
  const parseTerm = (): number => {
    let value = parseFactor();
    for (;;) {
      skipLabels();
      const t = peek();
      if (isOp(t, '*') || isOp(t, '/') || isOp(t, '%')) {
        pos += 1;
        mathText += (t as { text: string }).text;
        const rhs = parseFactor();
        value = isOp(t, '*') ? value * rhs : isOp(t, '/') ? value / rhs : value % rhs;
      } else return value;
    }
  };
  const parseFactor = (): number => {
    skipLabels();
    const t = peek();
    if (t === undefined) throw new RollSyntaxError(`unexpected end of roll "${expr}"`);
    pos += 1;
    switch (t.kind) {
      case 'num':
        mathText += t.text;
        return t.value;
      case 'dice': {
        flushMath();
        const results: DieResult[] = [];
        for (let i = 0; i < t.count; i += 1) results.push({ v: rollDie(t.sides) });
        const part: RollPart = { type: 'R', dice: t.count, sides: t.sides, results };
        if (t.keep !== undefined) {
          const { mode, n } = t.keep;
          const order = results.map((r, i) => ({ v: r.v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
          // indices to drop: for keep-highest n, drop the lowest count-n, etc.
          const dropCount = mode === 'kh' || mode === 'kl' ? Math.max(0, t.count - n) : Math.min(t.count, n);
          const dropLowest = mode === 'kh' || mode === 'dl';
          const dropped = dropLowest ? order.slice(0, dropCount) : order.slice(order.length - dropCount);
          for (const d of dropped) {
            const r = results[d.i];
            if (r) r.d = true;
          }
          part.mods = mode === 'kh' || mode === 'kl' ? { keep: { end: mode === 'kh' ? 'h' : 'l', count: n } } : { drop: { end: mode === 'dh' ? 'h' : 'l', count: n } };
        }
        parts.push(part);
        return results.reduce((sum, r) => sum + (r.d ? 0 : r.v), 0);
      }
      case 'op':
        if (t.op === '-') {
          mathText += '-';
          return -parseFactor();
        }
        if (t.op === '+') {
          mathText += '+';
          return parseFactor();
        }
        if (t.op === '(') {
          mathText += '(';
          const v = parseExpr();
          if (!isOp(peek(), ')')) throw new RollSyntaxError(`missing ")" in roll "${expr}"`);
          pos += 1;
          mathText += ')';
          return v;
        }
        throw new RollSyntaxError(`unexpected "${t.op}" in roll "${expr}"`);
      case 'fn': {
        mathText += t.name;
        const v = parseFactor(); // the '(' group
        return t.name === 'floor' ? Math.floor(v) : t.name === 'ceil' ? Math.ceil(v) : t.name === 'round' ? Math.round(v) : Math.abs(v);
      }
      case 'label':
        throw new RollSyntaxError(`unexpected label in roll "${expr}"`);
    }
  };

  const total = parseExpr();
  skipLabels();
  if (pos < tokens.length) throw new RollSyntaxError(`unexpected "${tokens[pos]?.text ?? ''}" in roll "${expr}"`);
  flushMath();
  return { type: 'V', resultType: 'sum', total, rolls: parts };
}
