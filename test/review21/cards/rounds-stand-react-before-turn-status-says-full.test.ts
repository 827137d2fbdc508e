// Review 21 (consistency between surfaces, 10-second rounds). A prone combatant whose turn is still to come stands up
// as its reaction of the round (`!rondel stand --react`, on another's turn). Standing takes half its movement, and a
// turn still to come "has what is left" (docs/rules.md ruling 90). When its turn comes, its menu, `status` and its
// tread badge all say so: "Move up to 5 hexes." for an Orange Lion (10). But `status` asked between the reaction and
// that turn says "10 hexes on its turn", though docs/rules.md §9.3 has status say "what each may still move this round
// ... on its turn for those still to act". The table plans Kess's 10-hex charge from status, and her turn then gives 5.
import { describe, expect, it } from 'vitest';
import type { RecordedChat } from 'roll20-double';
import { aTable, plain } from '../../integration/table';

const words = (ms: readonly RecordedChat[]) => ms.map((m) => plain(m.content)).join('\n');
const kessRow = (status: string) => status.split('\n').find((l) => /Kess · /.test(l)) ?? '';

describe('10-second rounds: a stand by reaction before its turn, as status and the turn say it', () => {
  it('status says before the turn what the turn then gives', () => {
    const t = aTable({ badges: true, seed: 3 });
    const T = t.tokens;
    t.say(t.gm, '!rondel start --rules rounds', [T.aldric, T.lira, T.kess, T.goblin]);
    // seed 3: Aldric (10) is due, Kess (9) acts next
    expect(t.tracker().slice(0, 2).map((r) => r[0])).toEqual(['Aldric', 'Kess']);
    t.say(t.gm, '!rondel condition --add prone', [T.kess]);
    expect(words(t.say(t.sam, '!rondel stand --react', [T.kess]))).toContain('Kess stands up');

    const before = kessRow(words(t.say(t.gm, '!rondel status')));

    t.say(t.gm, '!rondel next');
    expect(t.tracker()[0]?.[0]).toBe('Kess');
    const menu = words(t.say(t.sam, '!rondel menu', [T.kess]));
    const during = kessRow(words(t.say(t.gm, '!rondel status')));
    // on its turn every surface says 5: the menu, status, the badge
    expect(menu).toContain('Move up to 5 hexes.');
    expect(during).toContain('5 hexes now');
    expect(t.markers(T.kess)).toContain('tread@5');
    // before it, status promised the whole 10
    expect(before).toContain('5 hexes on its turn');
  });
});
