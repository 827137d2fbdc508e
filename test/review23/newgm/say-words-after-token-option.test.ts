// Review 23 (a new GM, refusals that tell what to do): `say` with the speaker named first. The help card lists
// `--token: the token’s id or name, instead of selecting it` under `!rondel say <words>`, and README says "`--token`
// takes a token's name as well as its id". A GM voicing an NPC types `!rondel say --token Goblin Halt!` and is told
// "say needs the words to say, like !rondel say Halt!" — but the words were typed: they were read into the token's
// name ("Goblin Halt!"). Nothing was held (right), but the refusal is false and does not say what to do (the words go
// before `--token`, or: no token is called "Goblin Halt!"). `!rondel say Halt! --token Goblin` works.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('say --token NAME words: the refusal does not claim no words were given, and says how to name the speaker', () => {
  const t = aTable();
  t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.goblin]);
  const reply = t.say(t.gm, '!rondel say --token Goblin Halt!').map((m) => plain(m.content)).join('\n');
  if (/Held/.test(reply)) return; // held for the Goblin: also right
  expect(reply).not.toMatch(/needs the words/);
  // it names the real problem: the token (its name as read) or where the words go
  expect(reply).toMatch(/Goblin Halt!|before --token|words first/);
  t.sb.assertNoCrash();
});

it('the words first, then --token, hold the speech as the help shows (verified, passing)', () => {
  const t = aTable();
  t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.goblin]);
  const reply = t.say(t.gm, '!rondel say Halt! --token Goblin').map((m) => plain(m.content)).join('\n');
  expect(reply).toMatch(/Held: it is said after second 20/);
});
