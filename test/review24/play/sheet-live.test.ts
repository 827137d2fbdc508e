// A character sheet open at the play table was painted when it opened and after its own edits only. What the Mod
// script wrote meanwhile never showed: Pat, with Aldric's sheet open, went on seeing 14 body points and no
// conditions after the GM applied 4 damage and made Aldric prone (Roll20 keeps an open sheet up to date).
import { describe, expect, it } from 'vitest';
import { available, playPages } from '../../support/play-pages';

describe.skipIf(!available && !process.env.CI)('an open sheet at the play table', () => {
  const pages = playPages();

  it('shows the body points and conditions the script writes while it is open, and keeps what is being typed', async () => {
    const { server, page } = await pages.open({ width: 1440, height: 900 });
    page.setDefaultTimeout(10_000);
    const { session } = server;
    const gm = session.campaign.gm.id;
    const id = (name: string) => session.tokens().find((t) => t.get('name') === name)?.id ?? '';
    session.say(gm, '!rondel start', session.tokens().filter((t) => t.get('layer') === 'objects').map((t) => t.id));
    await page.goto(`${server.url}?as=Pat`);
    await page.locator('[data-testid="token"][data-name="Aldric"]').dblclick();
    const sheet = page.locator('[data-testid="sheet"]');
    const body = sheet.locator('[name="attr_body_points"]');
    await expect.poll(() => body.inputValue()).toBe('14');
    // Pat starts typing a note in another field, then the GM acts
    const resist = sheet.locator('[name="attr_resistances"]');
    await resist.fill('fi');

    session.say(gm, '!rondel condition --add prone', [id('Aldric')]);
    session.say(gm, `!rondel apply --roll ${applyRoll(session, gm, id('Aldric'))}`, []);
    const character = session.sb.findObjs({ type: 'character', name: 'Aldric' })[0]?.id ?? '';
    const attr = (name: string) => String(session.sb.findObjs({ type: 'attribute', characterid: character, name })[0]?.get('current') ?? '');
    expect(attr('body_points')).not.toBe('14');
    expect(attr('conditions')).toMatch(/prone/i);

    await expect.poll(() => body.inputValue()).toBe(attr('body_points'));
    await expect.poll(() => sheet.locator('[name="attr_conditions"]').evaluate((el) => (el as unknown as { value?: string }).value ?? el.textContent)).toMatch(/prone/i);
    // what Pat was typing is still there
    expect(await resist.inputValue()).toBe('fi');
  });
});

/** Makes an attack on the target that hits, and gives back its Apply button's roll number. */
function applyRoll(session: import('../../../play/web/session').Session, gm: string, target: string): string {
  const goblin = session.tokens().find((t) => t.get('name') === 'Goblin 1')?.id ?? '';
  for (let i = 0; i < 20; i++) {
    const seen = session.chat.visibleTo(gm, 0).at(-1)?.seq ?? 0;
    session.say(gm, `!rondel attack --target ${target} --token ${goblin} --mod 30`, []);
    const apply = session.chat.visibleTo(gm, seen).map((e) => /!rondel apply --roll (\d+)/.exec(e.content)?.[1]).find(Boolean);
    if (apply) return apply;
  }
  throw new Error('no attack hit');
}
