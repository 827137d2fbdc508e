// Review 9b (integrity of today's fixes): the fix for "Adopt of a token added at 0" (src/app/reconcile.ts, proposal)
// rules that Roll20's Add Turn value 0 "is no value, and adopting it brings the token in at its roll"; the GM's Adopt
// card says so: "Goblin was put into the tracker at 0 (adopted, it joins at its roll)". With trackeredits=adopt the
// same edit takes another path (the `joining` branch of reconcile), which still places the token at the tracker's
// value when it is accepted: in 10-second rounds the Goblin joins at its roll (d10: 7) and is then set to initiative 0
// ("Goblin initiative: 7 → 0."), so it acts last every round; in the rondel and 20-second rounds 0 happens to be
// refused and the token joins at its roll. The same click gives a different fight by the option, and against the
// ruling. Fix: in reconcile's adopt branch place the token only at a value > 0, as `proposal` does
// (`if (edit.count !== null && edit.count > 0)`).
import { describe, expect, it } from 'vitest';
import { aTable } from '../../integration/table';

function goblinAfterAddTurn(mode: 'ask' | 'adopt'): number | string | undefined {
  const t = aTable();
  t.say(t.gm, `!rondel config --set trackeredits=${mode}`);
  t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.kess]);
  // Roll20's Add Turn (token menu) puts the token in at 0
  t.sb.driver.tracker.add({ id: t.tokens.goblin.id, pr: 0, _pageid: t.page.id });
  t.sb.flush();
  if (mode === 'ask') {
    const html = t.sb.recorder.chat.filter((m) => m.targets.includes(t.gm.id)).map((m) => m.content).join('');
    const href = /href="(!rondel add[^"]*)"/.exec(html)?.[1] ?? '';
    expect(href).not.toBe('');
    t.say(t.gm, href.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&amp;/g, '&'));
  }
  t.sb.assertNoCrash();
  return t.tracker().find(([name]) => name === 'Goblin')?.[1];
}

describe('10-second rounds: a token put into the tracker with Add Turn (at 0), adopted', () => {
  it('with trackeredits=adopt the token joins at its roll, as the Adopt button brings it in (not at initiative 0)', () => {
    const asked = goblinAfterAddTurn('ask');
    expect(Number(asked)).toBeGreaterThan(0);
    const adopted = goblinAfterAddTurn('adopt');
    expect(Number(adopted), 'adopted directly, the Goblin was set to initiative 0').toBeGreaterThan(0);
    expect(Number(adopted)).toBe(Number(asked));
  });
});
