// Review 10, the play table as a player. Sam opens Lira's sheet (the demo's elf *archer*, whose active weapon is a
// Longbow) and presses Attack on the Longbow row, picking Goblin 1. The card reads
// "Lira attacks Goblin 1 Longbow / Melee, 1d20 vs Defense 10": the demo campaign writes the bow's row without its
// reach, so the sheet's default, Melee, applies (play/web/campaign.ts, completeSheet). Besides the wrong word, the
// rules then treat a bow shot as melee: against a prone target it gets advantage instead of disadvantage
// (docs/rules.md §11, prone: melee attacks against it at advantage, ranged at disadvantage). What Sam should see: a
// ranged attack ("Ranged, …"), as the README's attack row says reach comes from the sheet's weapon.
// Screenshot: /tmp/play-player-e-attack.png
import { describe, expect, it } from 'vitest';
import { Session } from '../../../play/web/session';

function sessionWithSam() {
  const session = new Session({ seed: 11 });
  const sam = session.players().find((p) => session.playerName(p.id) === 'Sam');
  if (!sam) throw new Error('no Sam in the demo campaign');
  const token = (name: string) => {
    const t = session.tokens().find((x) => x.get('name') === name);
    if (!t) throw new Error(`no token ${name}`);
    return t;
  };
  const lastScriptCard = () => session.chat.visibleTo(sam.id, 0).filter((e) => e.fromScript).map((e) => e.content).pop() ?? '';
  return { session, sam: sam.id, token, lastScriptCard };
}

describe('the demo’s archer shoots her longbow', () => {
  it('Lira’s Longbow attack, as her sheet’s Attack button sends it, is a ranged attack', () => {
    const { session, sam, token, lastScriptCard } = sessionWithSam();
    const lira = token('Lira');
    const goblin = token('Goblin 1');
    // what the Attack button of her active weapon sends once its target is picked (the row's flags are empty for the
    // active weapon: the script reads its dice, damage and reach from the sheet)
    session.say(sam, `!rondel attack --char ${String(lira.get('represents'))} --target ${goblin.id} --weapon Longbow`, [lira.id]);
    const card = lastScriptCard();
    expect(card).toContain('Lira');
    expect(card).toContain('Longbow');
    expect(card).not.toMatch(/Melee/);
    expect(card).toMatch(/Ranged/);
  });
});
