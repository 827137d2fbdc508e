// Review 20i (injection): `text` (src/render/html.ts) drops the bidi controls a player could type and isolates each
// run of right-to-left letters (FSI … PDI), so that a name "keeps its place in `سيف الدين: 2d10` instead of taking the
// colon and the numbers into its own direction". Its list of right-to-left letters stops at the Basic Multilingual
// Plane (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFC): the right-to-left scripts above it (Adlam, used today for
// Fula; Hanifi Rohingya; Mende Kikakui; Old scripts such as Phoenician, Kharoshthi…) are strong right-to-left letters
// left un-isolated. A token named in Adlam then takes the script's own numbers after it into its direction: in the tie
// line "…: NAME 15, Aldric 10" the chat shows the roll on the other side of the name ("15 NAME"), as close to the
// previous name as to its own. Safe: a name in any right-to-left script is isolated as a Hebrew or Arabic one is.
import { expect, it } from 'vitest';
import { aTable } from '../../integration/table';

const FSI = '\u2068';
const PDI = '\u2069';

it.each([
  ['Hebrew (isolated today)', '\u05d0\u05d1'],
  ['Adlam', '\u{1E900}\u{1E922}\u{1E901}'],
  ['Hanifi Rohingya', '\u{10D00}\u{10D01}'],
])('a token named in %s is isolated from the script’s words and numbers around it', (_script, name) => {
  const t = aTable();
  t.sb.setProps(t.tokens.goblin, { name });
  t.sb.dice.queue(5, 5); // Goblin and Zombie both at count 5: a tie line with their d20s
  const out = t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.zombie]);
  const card = out.find((m) => m.type !== 'whisper')!.content;
  expect(card).toContain(name);
  // every time the name is shown, it is shown isolated
  const shown = card.split(name).length - 1;
  const isolated = card.split(`${FSI}${name}${PDI}`).length - 1;
  expect({ shown, isolated }).toEqual({ shown, isolated: shown });
  t.sb.assertNoCrash();
});
