// Review 20i (the double's chat parser): Roll20's chat reads `%{Character|Ability}` in what a script sends (sendChat's
// input takes ability calls as chat typed by a player does), putting the ability's action in its place, rolls and all. The double (packages/roll20-double/chat.ts) models `@{…}`, `[[…]]`
// and `&{template:…}` but leaves `%{…}` as text and says nothing, unlike an unresolved `@{…}`, which it reports. A
// script that let a name or a note reach chat as `%{Aldric|Attack}` would run the ability in Roll20 while every test
// of parse results (`inlinerolls`, warnings) stays green; only the escaping test's search for the raw characters
// would catch it. Safe: the double expands an ability call as Roll20 does (or at least reports it as it reports
// `@{…}`), so a test sees the injection.
import { expect, it } from 'vitest';
import { createSandbox } from 'roll20-double';
import { runInSandbox } from 'roll20-double/test-helpers';

it('a script’s whisper holding %{Character|Ability} is read by the double as an ability call, as Roll20 reads it', () => {
  const sb = createSandbox({ seed: 3 });
  sb.addPlayer({ name: 'Gina', gm: true });
  sb.addCharacter({ name: 'Aldric', abilities: { Attack: 'swings [[1d20]]' } });
  sb.loadScript('on("ready", function () {});');
  sb.boot();
  runInSandbox(sb, `sendChat('Rondel', '/w gm Aldric: %{Aldric|Attack}')`);
  sb.flush();
  const m = sb.recorder.chat.at(-1)!;
  const expanded = !m.content.includes('%{') && (m.inlinerolls?.length ?? 0) === 1;
  const reported = sb.recorder.warnings.some((w) => w.includes('%{Aldric|Attack}'));
  expect({ content: m.content, expandedOrReported: expanded || reported }).toMatchObject({ expandedOrReported: true });
});
