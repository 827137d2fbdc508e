// Entry points one at a time (src/roll20/one-at-a-time.ts): a call made while one runs waits, in order, and at most
// MAX_WAITING wait; the rest are dropped and logged, so observers answering each other cannot hang the sandbox.
import { expect, it } from 'vitest';
import { MAX_WAITING, oneAtATime } from '../../src/roll20/one-at-a-time';

it('a call made while another runs runs after it, in the order asked, and nested asks wait their turn too', () => {
  const order: string[] = [];
  const s = oneAtATime(() => undefined);
  const inner = s.one((x: string) => order.push(`inner ${x}`));
  const pair = s.two((x: string, y: number) => {
    order.push(`pair ${x}${y}`);
    inner('from pair');
  });
  const outer = s.none(() => {
    order.push('outer start');
    inner('a');
    pair('b', 2);
    order.push('outer end');
  });
  outer();
  expect(order).toEqual(['outer start', 'outer end', 'inner a', 'pair b2', 'inner from pair']);
  // nothing is left waiting: the next call runs at once
  inner('later');
  expect(order.at(-1)).toBe('inner later');
});

it('past MAX_WAITING waiting calls the rest are dropped and logged, and the wrapper is free again afterwards', () => {
  const logged: string[] = [];
  let ran = 0;
  const s = oneAtATime((line) => logged.push(line));
  const tick = s.none(() => {
    ran += 1;
  });
  const burst = s.none(() => {
    for (let i = 0; i < MAX_WAITING + 5; i += 1) tick();
  });
  burst();
  expect(ran).toBe(MAX_WAITING);
  expect(logged).toHaveLength(5);
  tick();
  expect(ran).toBe(MAX_WAITING + 1);
});

it('an entry point that throws (never, guarded; but if) leaves the wrapper free', () => {
  const s = oneAtATime(() => undefined);
  const boom = s.none(() => {
    throw new Error('x');
  });
  expect(() => boom()).toThrow('x');
  let ran = false;
  s.none(() => {
    ran = true;
  })();
  expect(ran).toBe(true);
});
