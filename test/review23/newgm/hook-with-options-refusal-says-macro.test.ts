// Review 23 (a new GM, README vs the replies): a hook command with `--` options of its own is refused without saying
// what to do. README, Hooks and a turn timer: "A command with `--` options of its own cannot be typed after `--set`:
// put it in a macro and name the macro (`#Name`)." A GM who follows the README's own hook example with a TokenMod
// command (`!rondel config --set hook.turn=!token-mod --ids {token} --set statusmarkers|red`) is told only
// "config has no option --ids; it takes --set, --reset. --set is given twice." — which reads as if the hook were
// malformed, and never mentions the macro way round. The refusal should point at `#Name` (a macro), as the README does;
// and nothing may be set.
import { expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

it('a hook typed with -- options of its own is refused with the macro way round (#Name), and nothing is set', () => {
  const t = aTable();
  const reply = t.say(t.gm, '!rondel config --set hook.turn=!token-mod --ids {token} --set statusmarkers|red');
  const text = reply.map((m) => plain(m.content)).join('\n');
  expect(reply.every((m) => m.type === 'whisper' && m.targets.includes(t.gm.id))).toBe(true);
  // the refusal points at a macro, as the README does
  expect(text).toMatch(/macro/i);
  expect(text).toMatch(/#/);
  // nothing was set
  const card = t.say(t.gm, '!rondel config').map((m) => plain(m.content)).join('\n');
  expect(card).toMatch(/hook\.turn: none/);
  t.sb.assertNoCrash();
});

it('a hook with one stray option (-- after the command) is refused the same helpful way', () => {
  const t = aTable();
  const text = t.say(t.gm, '!rondel config --set hook.window=!spotlight {token} --all').map((m) => plain(m.content)).join('\n');
  expect(text).toMatch(/macro/i);
});
