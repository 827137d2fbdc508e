// Fuzz 11 (found by the generated-play fuzzer’s table events, shrunk by hand; fixed: a rename, a deletion and an
// answer now read other scripts’ writes first, as a command does). Another script writes the tracker
// (GroupInitiative rolls everyone's initiative, or clears it); Roll20 fires no event for a script's write
// (/work/shared/ROLL20.md, "Events", "The turn tracker"). Before the rondel's next look, the GM renames a token by hand
// (change:graphic), or deletes one (destroy:graphic), or a player mistypes a command (answered, not run). The script
// answers that by writing the tracker from the fight, over the other script's write, and never tells the GM: no "turn
// tracker" notice, no Adopt buttons. The GM sees GroupInitiative's rolls vanish and the rondel's values back, with no
// word why. (The cause, as read: src/roll20/commit.ts `commit` writes the fight's projection whatever the tracker
// holds; only onChat's command path and onTurnOrder reconcile another script's write first.)
// What they should see: what a command or a press of next gives them in the same place (the comparison test below,
// which passes): "Rondel: turn tracker · The turn tracker was changed outside the rondel …" and an Adopt button per
// changed value (docs/rules.md §13, "Changes found after the fact": "other edits are handled as above, and the GM is
// told"; "An unreadable tracker … is rebuilt from the fight, and the GM is told").
import { describe, expect, it } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, type Arena } from '../../hardening/arena';
import type { RecorderMark } from 'roll20-double/recorder';

/** A rondel fight of Aldric, Goblin and Lira, then GroupInitiative's roll: every token's value 17, sorted. */
function afterGroupInitiative(): Arena {
  const a = anArena();
  a.send('gm', '!rondel start', ['aldric', 'goblin', 'lira']);
  const rolled = a.sb.turnOrder().map((e) => (e.id === '-1' ? e : { ...e, pr: 17 }));
  // a script's write: no event reaches the rondel
  a.sb.campaign.set('turnorder', JSON.stringify(rolled.sort((x, y) => Number(y.pr) - Number(x.pr))));
  a.sb.flush();
  return a;
}

const toldTheGm = (a: Arena, mark: RecorderMark): string[] =>
  a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.type === 'whisper' && m.targets.includes(a.gm.id))
    .map((m) => plain(m.content))
    .filter((text) => /^[^\n:]*: turn tracker/.test(text));

describe('another script’s tracker write is never dropped without a word to the GM', () => {
  it('a token renamed by hand before the next command: the GM is told of the other script’s write', () => {
    const a = afterGroupInitiative();
    const mark = a.sb.recorder.mark();
    a.sb.driver.setProps(a.sb.getObj('graphic', a.ids.goblin)!, { name: 'Goblin Chief' });
    a.send('gm', '!rondel status');
    expect(toldTheGm(a, mark).join('\n')).toMatch(/turn tracker was changed outside the rondel/);
  });

  it('a token deleted before the next command: the GM is told of the other script’s write', () => {
    const a = afterGroupInitiative();
    const mark = a.sb.recorder.mark();
    a.sb.driver.remove(a.sb.getObj('graphic', a.ids.lira)!);
    a.send('gm', '!rondel status');
    expect(toldTheGm(a, mark).join('\n')).toMatch(/turn tracker was changed outside the rondel/);
  });

  it('a mistyped command answered before the next one: the GM is told of the other script’s write', () => {
    const a = afterGroupInitiative();
    const mark = a.sb.recorder.mark();
    // a player's typo is answered with a refusal, and the tracker is written from the fight there and then
    a.send('sam', '!rondel stauts');
    a.send('gm', '!rondel status');
    expect(toldTheGm(a, mark).join('\n')).toMatch(/turn tracker was changed outside the rondel/);
  });

  it('(for comparison, passes today) with no event between, the next command tells the GM and offers Adopt', () => {
    const a = afterGroupInitiative();
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel status');
    const told = toldTheGm(a, mark).join('\n');
    expect(told).toMatch(/turn tracker was changed outside the rondel/);
    expect(told).toMatch(/Adopt/);
  });
});
