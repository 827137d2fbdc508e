// Review 13a, a long evening: tidying the journal between fights, the GM deletes the handout "Help: Enchanted Realms
// Combat". Later a player runs `!rondel help`, whose card ends "Everything: the handout Help: Enchanted Realms
// Combat." (README "Commands": the handout holds every command with all its options). The handout is gone, and
// nothing brings it back: the script writes it only when its version changes (src/roll20/app.ts, helpVersion), so a
// Save Script (the sandbox's restart) leaves the journal without it and the help card points at nothing. At start-up
// the script should write the handout again when it is missing, not only when the version changed (or the help card
// should not name a handout that does not exist).
import { expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';

const HELP = 'Help: Enchanted Realms Combat';

it('a Save Script brings back a deleted help handout that the help card names', () => {
  const t = aTable({ seed: 9 });
  const handout = t.sb.findObjs({ type: 'handout', name: HELP })[0];
  expect(handout).toBeDefined();
  t.sb.driver.remove(handout!);
  t.sb.restart();
  t.sb.flush();
  t.sb.assertNoCrash();
  const help = plain(t.say(t.pat, '!rondel help').map((m) => m.content).join('\n'));
  expect(help).toContain(`the handout ${HELP}`);
  expect(t.sb.findObjs({ type: 'handout', name: HELP })).toHaveLength(1);
});
