// Review 9, a new GM's first evening: every attack at a player character whose sheet shows Defense 10 (its base 10,
// no armour: the sheet's own defaults, so its workers never write a `defense` attribute) tells the GM "Aldric has no
// Defense on a sheet: 10 was used", and the card everyone reads says "vs Defense 10 (default)". The number is right;
// the words are not: Aldric has a sheet, it shows Defense 10, and the GM goes looking for a fault that is not there.
// (The play table's demo campaign has the real sheet's defaults installed, as a Roll20 game with the sheet has.)
import { describe, expect, it } from 'vitest';
import { Session } from '../../../play/web/session';
import { buildView } from '../../../play/web/view';

describe('an attack at a character whose sheet shows its default Defense', () => {
  it('neither the card nor the GM’s notes call it a missing Defense', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    const goblin = session.tokens().find((t) => t.get('name') === 'Goblin 1');
    const aldric = session.tokens().find((t) => t.get('name') === 'Aldric');
    if (!goblin || !aldric) throw new Error('the demo campaign has Goblin 1 and Aldric');
    // Aldric's sheet: Defense base 10, armour 0, as the sheet shows them
    const character = session.campaign.characters.find((c) => c.get('name') === 'Aldric');
    const read = (name: string) => session.sb.findObjs({ type: 'attribute', characterid: character?.id ?? '', name })[0]?.get('current');
    expect(read('defense_base') ?? '10').toBe('10');
    session.say(gm, `!rondel attack --token ${goblin.id} --target ${aldric.id}`, []);
    const said = JSON.stringify(buildView(session, gm, 0).chat).replace(/<[^>]+>/g, '');
    expect(said).toMatch(/Goblin 1 attacks Aldric/);
    expect(said).not.toMatch(/no Defense on a sheet/);
    expect(said).not.toMatch(/Defense 10 \(default\)/);
  });
});
