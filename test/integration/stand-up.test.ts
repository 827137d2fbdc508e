// `!rondel stand` (docs/rules.md §14 ruling 90): a prone player gets up without the GM, when the rule set allows it,
// and is told when it can otherwise. Beside review 10's own test (test/review10/player/prone-cannot-stand-up.test.ts).
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';
import { buttons, seenBy } from '../review10/player/pov';

const text = (msgs: readonly { content: string }[]): string => msgs.map((m) => plain(m.content)).join('\n');
const status = (t: Table): string => text(t.say(t.gm, '!rondel status'));

describe('standing up from prone', () => {
  it('rondel: outside a window it is refused with the next window and --react; as a reaction it is up at the end of the next count', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    const refused = text(t.say(t.pat, '!rondel stand', [t.tokens.aldric]));
    expect(refused).toMatch(/^Rondel\n/);
    expect(refused).toContain('Not now: Aldric stands up at a movement window (the next: count 3), or now as a reaction');
    expect(refused).toContain('!rondel stand --react');
    const reacted = text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]));
    expect(reacted).toContain('Aldric reacts: stands up. Flex until count 9.');
    expect(reacted).toMatch(/Aldric: Standing up, /);
    expect(status(t)).toMatch(/Aldric[^\n]*prone/i);
    // a second reaction while the flex shows is refused, as react is
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]))).toContain('flex marker shows until count 9');
    for (let i = 0; i < 6 && /Aldric[^\n]*prone/i.test(status(t)); i += 1) t.say(t.gm, '!rondel next --step');
    expect(status(t)).not.toMatch(/Aldric[^\n]*prone/i);
  });

  it('rondel: at a window the player is whispered a Stand up button; standing takes the window', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    const mark = t.sb.recorder.mark();
    let guard = 0;
    while (!/Movement window/i.test(text(t.sb.recorder.since(mark).chat)) && guard++ < 10) t.say(t.gm, '!rondel next --step');
    const offered = buttons(seenBy(t, t.pat, mark)).find(([label]) => label === 'Stand up');
    expect(offered?.[1]).toBe(`!rondel stand --token ${t.tokens.aldric.id} --fight 1`);
    // the window's public card has no button of it
    expect(t.sb.recorder.since(mark).chat.filter((m) => m.type !== 'whisper').some((m) => m.content.includes('stand --token'))).toBe(false);
    const up = text(t.say(t.pat, offered?.[1] ?? ''));
    expect(up).toContain('Aldric stands up: no longer prone.');
    expect(up).toContain('Aldric: now no move at this movement window.');
    expect(text(t.say(t.pat, offered?.[1] ?? ''))).toContain('Aldric is not prone');
  });

  it('20-second rounds: at a movement moment, and otherwise as its reaction of the round', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules seconds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    t.say(t.gm, '!rondel add', [t.tokens.borin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.borin]);
    // second 1 is a movement moment
    const at = text(t.say(t.pat, '!rondel stand', [t.tokens.aldric]));
    expect(at).toContain('Aldric stands up: no longer prone.');
    expect(at).toContain('Aldric: now no move at this moment.');
    t.say(t.gm, '!rondel next --step');
    const later = text(t.say(t.pat, '!rondel stand', [t.tokens.borin]));
    expect(later).toMatch(/^20-second rounds\n/);
    expect(later).toContain('Not now: Borin stands up at a movement moment (the next: round 1, second 6), or now as its reaction of the round: !rondel stand --react.');
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.borin]))).toContain('Borin stands up: no longer prone.');
    expect(text(t.say(t.pat, '!rondel react', [t.tokens.borin]))).toMatch(/already reacted/);
  });

  it('10-second rounds: on its own turn, for half its movement; on another’s only as its reaction', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone --rounds 3', [t.tokens.aldric]);
    expect(text(t.say(t.pat, '!rondel stand', [t.tokens.aldric]))).toContain('Not now: Aldric stands up on its own turn (in round 1), for half its movement, or now as its reaction of the round: !rondel stand --react.');
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn
    const menu = plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '');
    expect(menu).toContain('Prone: crawl up to 4 hexes, or stand up for half your movement.');
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]))).toContain('own turn: it stands up as part of it');
    const up = text(t.say(t.pat, '!rondel stand', [t.tokens.aldric]));
    expect(up).toContain('Aldric stands up: no longer prone.');
    expect(up).toContain('Aldric: now 4 hexes this turn.');
    // the timed prone went with it: nothing lifts or names it later
    expect(text(t.say(t.gm, '!rondel effect --remove prone', [t.tokens.aldric]))).toContain('No effect “prone”');
  });

  it('10-second rounds: knocked prone during its turn, the player is whispered a Stand up button', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn
    const mark = t.sb.recorder.mark();
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    const seen = seenBy(t, t.pat, mark);
    expect(text(seen)).toContain('Aldric is prone: it may stand up on its turn, for half its movement.');
    expect(buttons(seen)).toContainEqual(['Stand up', `!rondel stand --token ${t.tokens.aldric.id} --fight 1`]);
    expect(text(t.say(t.pat, `!rondel stand --token ${t.tokens.aldric.id}`))).toContain('Aldric: now 4 hexes this turn.');
  });

  it('held fast, it cannot get up: unconscious (which holds prone for good) is refused with the reason', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.lira]);
    t.say(t.gm, '!rondel condition --add unconscious', [t.tokens.aldric]);
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]))).toContain('Aldric is unconscious and cannot stand up.');
  });

  it('a player stands up only a token they control', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.goblin]);
    expect(text(t.say(t.pat, '!rondel stand --react', [t.tokens.goblin]))).toContain('You do not control Goblin.');
  });
});

describe('the words of review 10', () => {
  it('without a fight a refusal takes the game’s default rule set as its title', () => {
    const t = aTable();
    t.say(t.gm, '!rondel config --set rules=rounds');
    const answer = t.say(t.pat, '!rondel menu', [t.tokens.aldric]);
    expect(text(answer)).toBe('10-second rounds\nNo fight is running.');
  });

  it('10-second rounds: after its action the player is told the turn goes on, and how to end it', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next');
    const said = t.say(t.pat, '!rondel act combat --token Aldric');
    const after = text(said);
    expect(after).toContain('Aldric’s turn goes on: Aldric may still move, then end the turn with !rondel done (or the tracker’s next-turn button).');
    // with the End the turn button of that turn, whispered to Pat alone
    const ends = said.flatMap((m) => [...m.content.matchAll(/href="(!rondel done [^"]*)"/g)].map((b) => ({ to: m.targets, command: (b[1] as string).replace(/&amp;/g, '&') })));
    expect(ends).toEqual([{ to: [t.pat.id], command: expect.stringMatching(new RegExp(`^!rondel done --turn \\d+ --due ${t.tokens.aldric.id} --fight \\d+$`)) }]);
    const command = (ends[0] as { command: string }).command;
    const before = status(t);
    expect(before).toMatch(/Due now: Aldric/);
    t.say(t.pat, command);
    expect(status(t)).not.toMatch(/Due now: Aldric/);
    // pressed again, after the turn it names is over: nothing happens
    const mid = status(t);
    expect(text(t.say(t.pat, command))).toMatch(/nothing was done/);
    expect(status(t)).toBe(mid);
  });

  it('help stand speaks the rule set of the fight', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira]);
    expect(text(t.say(t.pat, '!rondel help stand'))).toContain('on its own turn, for half its movement');
    expect(text(t.say(t.pat, '!rondel stand --help'))).toContain('on its own turn, for half its movement');
  });
});

describe('standing up as the round’s reaction in 10-second rounds (page 000, ruling 90)', () => {
  it('before its turn: prone lifted, the reaction spent, and its turn has half its movement left', () => {
    const t = aTable();
    t.say(t.gm, '!rondel start --rules rounds', [t.tokens.aldric, t.tokens.lira, t.tokens.goblin, t.tokens.zombie]);
    t.say(t.gm, '!rondel condition --add prone', [t.tokens.aldric]);
    const up = text(t.say(t.pat, '!rondel stand --react', [t.tokens.aldric]));
    expect(up).toContain('Aldric reacts: stands up');
    expect(up).toContain('Aldric stands up: no longer prone.');
    expect(text(t.say(t.pat, '!rondel react --note parry', [t.tokens.aldric]))).toContain('already reacted in round 1');
    for (let i = 0; i < 3; i++) t.say(t.gm, '!rondel next'); // Aldric's turn
    expect(plain(t.sb.recorder.whispersTo(t.pat).at(-1)?.content ?? '')).toContain('Move up to 4 hexes.');
  });
});
