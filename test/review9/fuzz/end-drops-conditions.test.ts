// Review 9, a new GM's first evening: `!rondel end` clears every condition with the fight (their markers, and the
// `conditions` text the sheet shows), and its card says only "Its tracker entries and markers are cleared". A PC left
// unconscious or poisoned at the end of the fight shows "None" on the sheet afterwards, and conditions cannot be set
// again outside a fight ("No fight is running"). Neither README nor docs/rules.md says conditions end with the fight.
// The end card should at least name the conditions still on, so the GM can carry them on (or they outlive the fight).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('the end of a fight and the conditions still on', () => {
  it('the end card names who was still unconscious or poisoned', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', Object.values(t.tokens));
    t.say(t.gm, '!rondel condition --add unconscious, poisoned', [t.tokens.lira]);
    const sheet = () => t.sb.findObjs({ type: 'attribute', name: 'conditions', characterid: t.characters.lira.id })[0]?.get('current');
    expect(String(sheet())).toMatch(/Unconscious/);
    const end = t.say(t.gm, '!rondel end --confirm').map((m) => plain(m.content)).join('\n');
    // either the conditions outlive the fight (the sheet still shows them), or the GM is told what they were
    const kept = /Unconscious/.test(String(sheet() ?? '')) && /Poisoned/.test(String(sheet() ?? ''));
    const told = /Lira[^\n]*unconscious/i.test(end) && /Lira[^\n]*poisoned/i.test(end);
    expect(kept || told).toBe(true);
  });
});
