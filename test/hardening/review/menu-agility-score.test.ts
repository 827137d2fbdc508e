// The Roll20 world's menu read (src/roll20/world.ts menuSheetOf) takes the Agility score when agility_mod has no
// object, as readSheet does: a menu's prefilled --mod then matches what act reads, and no GM notice follows.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('the menu prefills the Agility modifier from the score', () => {
  it('a character with agility 8 and no agility_mod gets a Hide/Skill query defaulting to 3', () => {
    const t = aTable();
    const ch = t.sb.addCharacter({
      name: 'Scoreonly',
      controlledby: t.pat.id,
      attributes: { perception: 4, movement_tier: 'red_fox', movement_tier_current: 'red_fox', initiative_adjustment: 0, weapon_speed: 0, agility: 8, casting_time: 0 },
    });
    const tok = t.sb.addToken({ pageid: t.page.id, name: 'Scoreonly', represents: ch.id });
    t.sb.dice.queue(1);
    const chat = t.say(t.gm, '!rondel start', [tok]);
    const menus = chat.filter((m) => /your action/.test(plain(m.content)));
    expect(menus.length).toBeGreaterThan(0);
    const html = menus.map((m) => m.content).join('\n');
    expect(html).toContain('Modifier (Agility 3)|3');
  });
});
