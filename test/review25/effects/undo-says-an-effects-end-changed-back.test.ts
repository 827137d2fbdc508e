// Review 25 (effects, undo). docs/rules.md §12: an effect's end "is announced like any other event and is undone by
// undo"; §15: "Undo and redo say what they changed ... a timed effect". The GM renews Bless on Aldric (a visible token),
// and the card tells everyone its new end ("Aldric: Bless, until count 21."); an undo of that step put the old end
// back (count 6) but said nothing of it, and, having said nothing the players see, was whispered to the GM alone: the
// table went on believing Bless lasts until count 21. The same for a timed condition timed again, and in every rule set.
import { expect, it } from 'vitest';
import { plain } from '../../integration/table';
import type { Arena } from '../../hardening/arena';
import { ask, fightWithDue } from '../../hardening/hidden/helpers';

/** What Sam (a player who controls neither token) reads of the GM's command. */
function samReads(a: Arena, text: string): string {
  const mark = a.sb.recorder.mark();
  ask(a, 'gm', text);
  const sam = a.player('sam')!.id;
  return a.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && m.type !== 'api' && (m.type !== 'whisper' || m.targets.includes(sam)))
    .map((m) => plain(m.content))
    .join('\n');
}

const cases = [
  { rules: 'rondel', first: '--counts 5', again: '--counts 20', back: /Aldric: Bless lasts until count \d+ again\./, forth: /Aldric: Bless lasts until count \d+ again\./ },
  { rules: 'seconds', first: '--seconds 5', again: '--rounds 2', back: /Aldric: Bless lasts until round 1, second \d+ again\./, forth: /Aldric: Bless lasts until round 3 begins again\./ },
  { rules: 'rounds', first: '--rounds 1', again: '--actions 2', back: /Aldric: Bless lasts until round 2 begins again\./, forth: /Aldric: Bless lasts for 2 more actions again\./ },
] as const;

for (const c of cases) {
  it(`${c.rules}: undo and redo of a renewed effect tell the table its end`, () => {
    const a = fightWithDue(c.rules, 'aldric', ['goblin']);
    ask(a, 'gm', `!rondel effect --add Bless ${c.first} --token ${a.ids.aldric}`);
    ask(a, 'gm', `!rondel effect --add Bless ${c.again} --token ${a.ids.aldric}`);
    expect(samReads(a, '!rondel undo')).toMatch(c.back);
    expect(samReads(a, '!rondel redo')).toMatch(c.forth);
  });
}

it('rondel: undo of a timed condition timed again tells the table its old end', () => {
  const a = fightWithDue('rondel', 'aldric', ['goblin']);
  ask(a, 'gm', `!rondel condition --add prone --counts 3 --token ${a.ids.aldric}`);
  ask(a, 'gm', `!rondel condition --add prone --counts 9 --token ${a.ids.aldric}`);
  expect(samReads(a, '!rondel undo')).toMatch(/Aldric: prone lasts until count \d+ again\./);
});

it('an undo that changes no effect’s end says nothing of the effect', () => {
  const a = fightWithDue('rondel', 'aldric', ['goblin']);
  ask(a, 'gm', `!rondel effect --add Bless --counts 20 --token ${a.ids.aldric}`);
  ask(a, 'gm', `!rondel condition --add blind --token ${a.ids.goblin}`);
  expect(samReads(a, '!rondel undo')).not.toMatch(/Bless/);
});
