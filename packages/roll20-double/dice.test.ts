import { describe, expect, it } from 'vitest';
import { createSandbox, DoubleFault, evaluateRoll, RollSyntaxError } from './index';
import { booted, runInSandbox } from './test-helpers';

/** A die roller that hands out `values` in order. */
const scripted = (...values: number[]) => {
  const queue = [...values];
  return (sides: number): number => {
    const v = queue.shift();
    if (v === undefined || v > sides) throw new Error(`unexpected d${sides}`);
    return v;
  };
};

describe('the roll engine', () => {
  it.each([
    ['1d20+2', [13], 15],
    ['2d6', [3, 4], 7],
    ['d6', [6], 6],
    ['3', [], 3],
    ['2d6-1', [1, 1], 1],
    ['(1d4+1)*2', [3], 8],
    ['10/4', [], 2.5],
    ['floor(7/2)', [], 3],
    ['-1d4+5', [2], 3],
    ['4d6kh3', [1, 5, 3, 6], 14],
    ['2d20kl1', [17, 4], 4],
    ['4d6dl1', [2, 2, 6, 5], 13],
    ['1d20+5[STR]', [10], 15],
    ['1d8 + 2 [bonus]', [8], 10],
  ])('%s with dice %j totals %d', (expr, dice, total) => {
    expect(evaluateRoll(expr, scripted(...dice)).total).toBe(total);
  });

  it('results are Roll20-shaped: R parts for dice, M parts for math, d marks dropped dice', () => {
    expect(evaluateRoll('2d20kh1+3', scripted(5, 12))).toEqual({
      type: 'V',
      resultType: 'sum',
      total: 15,
      rolls: [
        { type: 'R', dice: 2, sides: 20, mods: { keep: { end: 'h', count: 1 } }, results: [{ v: 5, d: true }, { v: 12 }] },
        { type: 'M', expr: '+3' },
      ],
    });
  });

  it.each(['1d20+', '2d', 'abc', '(1d6', '1d0'])('%j is a roll syntax error', (expr) => {
    expect(() => evaluateRoll(expr, () => 1)).toThrow(RollSyntaxError);
  });
});

describe('queued and scripted dice', () => {
  it('queued values feed randomInteger and inline rolls, in order', () => {
    const { sb } = booted('');
    sb.dice.queue(5, 2, 19);
    runInSandbox(sb, `log(randomInteger(6) + ',' + randomInteger(4)); sendChat('x', '[[1d20]]');`);
    expect(sb.recorder.logs).toEqual(['5,2']);
    expect(sb.recorder.chat[0]?.inlinerolls?.[0]?.results.total).toBe(19);
    expect(sb.dice.remaining()).toBe(0);
  });

  it('queueFloats feeds Math.random inside the context', () => {
    const { sb } = booted('');
    sb.dice.queueFloats(0.25, 0.5);
    expect(runInSandbox(sb, `[Math.random(), Math.random()].join()`)).toBe('0.25,0.5');
  });

  it('a forced value out of range for the die is thrown to the test, not recorded as a crash', () => {
    const { sb, gm } = booted(`on('chat:message', function () { try { randomInteger(6); } catch (e) { log('swallowed'); } });`);
    sb.dice.queue(7);
    expect(() => sb.driver.chat(gm, '!roll')).toThrow(/7 cannot come from a d6/);
    expect(sb.recorder.crashes).toEqual([]);
  });

  it.each([0, -1, 2.5])('dice.queue(%d) is a test error', (value) => {
    expect(() => createSandbox().dice.queue(value)).toThrow(DoubleFault);
  });

  it('script mode fails when the scripted dice are over-consumed', () => {
    const { sb, gm } = booted(`on('chat:message', function () { randomInteger(6); randomInteger(6); });`);
    sb.dice.script(3);
    expect(() => sb.driver.chat(gm, '!roll')).toThrow(/used up/);
  });

  it('expectConsumed fails when queued dice were left unrolled', () => {
    const { sb, gm } = booted(`on('chat:message', function () { randomInteger(6); });`);
    sb.dice.script(3, 4);
    sb.driver.chat(gm, '!roll');
    expect(() => sb.dice.expectConsumed()).toThrow(/1 queued result\(s\) were never rolled: 4/);
  });

  it('expectConsumed passes when every scripted die was rolled', () => {
    const { sb, gm } = booted(`on('chat:message', function () { randomInteger(6); });`);
    sb.dice.script(3);
    sb.driver.chat(gm, '!roll');
    expect(() => sb.dice.expectConsumed()).not.toThrow();
  });
});
