// Review 9, a new GM's first evening, as a player: Borin's sheet has a chosen spell, Bless (the play table's demo
// campaign). His sheet's Magic and Cast buttons send its name (README, Install: "Cast and Magic send the spell's
// name"), but the whispered menu's Magic button asks "Spell" with an empty answer: a player who presses Magic and
// keeps the answers offered casts a nameless spell ("Borin: Magic", "Borin's spell takes effect now"). The menu
// already offers the chosen spell's tradition first (README, At the table: Spells); its name should be offered too.
import { describe, expect, it } from 'vitest';
import { Session } from '../../../play/web/session';
import { buildView } from '../../../play/web/view';

/** A button's command with every ?{…} question answered as the prompt offers it (its default, or its first choice). */
function withDefaults(command: string): string {
  return command.replace(/\?\{([^}]*)\}/g, (_all, body: string) => {
    const parts = body.split('|').slice(1);
    const first = parts[0] ?? '';
    return first.includes(',') ? first.slice(first.indexOf(',') + 1) : first;
  });
}

describe.each(['rondel', 'seconds', 'rounds'])('%s: the menu’s Magic button and the sheet’s chosen spell', (rules) => {
  it('pressing Magic and keeping the offered answers casts the chosen spell, by its name', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    const alex = session.campaign.players.find((p) => p.get('_displayname') === 'Alex' || p.get('displayname') === 'Alex');
    const borin = session.tokens().find((t) => t.get('name') === 'Borin');
    if (!alex || !borin) throw new Error('the demo campaign has Alex and Borin');
    session.say(gm, `!rondel start --rules ${rules}`, [borin.id]);
    // alone in the fight, Borin is due at the first turn that comes
    for (let i = 0; i < 3 && !JSON.stringify(buildView(session, alex.id, 0).chat).includes('Borin: your action'); i++) session.say(gm, '!rondel next', []);
    const menu = JSON.stringify(buildView(session, alex.id, 0).chat);
    expect(menu).toContain('Borin: your action');
    const magic = /(!rondel act magic[^"\\]*)/.exec(menu.replace(/&#45;/g, '-').replace(/&#63;/g, '?').replace(/&#123;/g, '{').replace(/&#125;/g, '}').replace(/&#124;/g, '|'))?.[1];
    expect(magic, 'Borin’s menu has a Magic button').toBeDefined();
    const before = buildView(session, alex.id, 0).chatSeq;
    session.say(alex.id, withDefaults(String(magic)), [borin.id]);
    const after = JSON.stringify(buildView(session, alex.id, before).chat).replace(/<[^>]+>/g, '');
    expect(after).toMatch(/Borin: Magic/);
    expect(after).toContain('Bless');
  });
});
