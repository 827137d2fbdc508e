// From the last session's list (a new GM's review): in 20-second rounds `set --count` on a combatant that has already
// acted this round gives it another action this round, without a word. The GM may mean it (docs/rules.md §9.2: set
// puts a combatant at a second of this round); a slip should not pass silently. The GM is now told, and the
// players' card is unchanged. In 10-second rounds set never grants a turn (ruling 39), and the rondel has no rounds.
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../integration/table';
import type { RecordedChat } from 'roll20-double';

const gmOnly = (t: ReturnType<typeof aTable>, chat: RecordedChat[]): string =>
  chat.filter((m) => m.type === 'whisper' && m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');
const toPlayers = (t: ReturnType<typeof aTable>, chat: RecordedChat[]): string =>
  chat.filter((m) => m.type !== 'whisper' || !m.targets.includes(t.gm.id)).map((m) => plain(m.content)).join('\n');

/** The name of the combatant due now, read off the tracker's first row. */
function dueName(t: ReturnType<typeof aTable>): string {
  return String(t.tracker().find(([name]) => !/Round|Count/.test(name))?.[0]);
}

describe('set --count on a combatant with no action left this round', () => {
  it('20-second rounds: the GM is told it gives another action, and undo takes it back', () => {
    const t = aTable({ seed: 11 });
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    t.say(t.gm, '!rondel next');
    const name = dueName(t);
    const token = Object.values(t.tokens).find((x) => x.get('name') === name);
    if (!token) throw new Error(`no token ${name}`);
    t.say(t.gm, `!rondel act combat --token ${token.id}`);
    expect(t.tracker().find(([n]) => n === name)?.[1]).not.toBe(20);
    const chat = t.say(t.gm, `!rondel set --count 20 --token ${token.id}`);
    t.sb.assertNoCrash();
    expect(gmOnly(t, chat)).toContain(`${name} had no action left this round: this gives it another, at second 20. !rondel undo takes it back.`);
    expect(toPlayers(t, chat)).not.toMatch(/no action left/);
    expect(t.tracker().find(([n]) => n === name)?.[1]).toBe(20);
    t.say(t.gm, '!rondel undo');
    expect(t.tracker().find(([n]) => n === name)?.[1]).not.toBe(20);
  });

  it('20-second rounds: a combatant still to act is only moved, with no such word', () => {
    const t = aTable({ seed: 11 });
    t.say(t.gm, '!rondel start --rules seconds', Object.values(t.tokens));
    const chat = t.say(t.gm, `!rondel set --count 20 --token ${t.tokens.zombie.id}`);
    expect(chat.map((m) => plain(m.content)).join('\n')).not.toMatch(/no action left/);
  });

  it.each(['rondel', 'rounds'])('%s: never said', (rules) => {
    const t = aTable({ seed: 11 });
    t.say(t.gm, `!rondel start --rules ${rules}`, Object.values(t.tokens));
    const name = dueName(t);
    const token = Object.values(t.tokens).find((x) => x.get('name') === name);
    if (!token) throw new Error(`no token ${name}`);
    const acted = t.say(t.gm, `!rondel act combat --token ${token.id}`);
    expect(acted.map((m) => plain(m.content)).join('\n')).not.toMatch(/is not one of|Usage/);
    if (rules === 'rounds') t.say(t.gm, '!rondel next');
    const chat = t.say(t.gm, `!rondel set --count 30 --token ${token.id}`);
    t.sb.assertNoCrash();
    expect(chat.map((m) => plain(m.content)).join('\n')).not.toMatch(/no action left/);
  });
});
