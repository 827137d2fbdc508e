// Fix 11 (rounds), 3: `!rondel start` over a running fight asks first, with a Start a new fight button
// (`!rondel start --confirm --asked`) that does nothing once that fight has moved on (docs/rules.md ruling 88). But
// once the fight had ended, the old button, still in the GM's chat, started a fight (under the rule set the button
// named, with whatever tokens were selected): its question was gone, yet it acted. It should be refused as a stale
// End or Trigger button is ("that button is from an earlier question … type !rondel start"), while a typed
// `!rondel start` (with or without --confirm) still starts a fight when none is running.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from '../../integration/table';

const said = (out: ReturnType<Table['say']>): string => out.map((m) => plain(m.content)).join('\n');
const hrefs = (out: ReturnType<Table['say']>): string[] => out.flatMap((m) => [...m.content.matchAll(/href="([^"]*)"/g)].map((x) => (x[1] as string).replace(/&quot;/g, '"')));

describe('an old Start a new fight button, pressed when no fight is running', () => {
  it('is refused with words that say what to type, and starts nothing', () => {
    const t = aTable();
    const tokens = [t.tokens.aldric, t.tokens.lira];
    t.say(t.gm, '!rondel start', tokens);
    const button = hrefs(t.say(t.gm, '!rondel start --rules rounds', tokens)).find((h) => h.includes('start --confirm --asked')) as string;
    expect(button).toBe('!rondel start --confirm --asked --rules rounds');
    t.say(t.gm, '!rondel end --confirm');
    const pressed = said(t.say(t.gm, button, tokens));
    expect(pressed).toMatch(/That button is from an earlier question/);
    expect(pressed).toMatch(/!rondel start/);
    expect(pressed).not.toMatch(/The fight begins/);
    expect(t.tracker()).toEqual([]);
  });

  it('leaves a typed start alone: with no fight running, it starts one, with or without --confirm', () => {
    const t = aTable();
    expect(said(t.say(t.gm, '!rondel start', [t.tokens.aldric]))).toMatch(/The fight begins/);
    t.say(t.gm, '!rondel end --confirm');
    expect(said(t.say(t.gm, '!rondel start --confirm', [t.tokens.aldric]))).toMatch(/The fight begins/);
  });
});
