// Names and notes full of HTML and Roll20 markup reach chat escaped and trimmed, in every card and menu (issue 8).
import { describe, expect, it } from 'vitest';
import { createSandbox, type DoubleObject, type RecordedChat } from 'roll20-double';
import { BUNDLE, plain } from '../integration/table';

const IMG = '<img src=x onerror=alert(1)>';
const QUOTES = `"Quoted" O'Neil & <b>Sons</b>`;
const ROLLS = '[[1d20]] @{x} %{x|y}';
const TEMPLATE = '&{template:default} {{name=x}} ?{q}';
const LONG = 'L'.repeat(500);

/** What must never reach chat outside an API button's href: it would run, roll, look up or ask. */
const DANGEROUS = ['<img', '<script', '<b>Sons', '[[', ']]', '@{', '%{', '&{', '?{', '{{', '}}', '$[['];

function scene() {
  const sb = createSandbox({ seed: 11 });
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const mallory = sb.addPlayer({ name: '<script>alert(1)</script>' });
  const quinn = sb.addPlayer({ name: `Quinn [[1d20]] @{x}` });
  const page = sb.addPage({ name: 'Battle' });
  const sheet = { perception: 6, perception_mod: 2, movement_tier: 'red_fox', movement_tier_current: 'red_fox', weapon_speed: 0, agility_mod: 1, logic_mod: 0, faith_mod: 0, casting_time: 0, initiative_adjustment: 0 };
  const c1 = sb.addCharacter({ name: IMG, controlledby: mallory.id, attributes: sheet });
  const c2 = sb.addCharacter({ name: TEMPLATE, controlledby: quinn.id, attributes: sheet });
  const tokens: DoubleObject[] = [
    sb.addToken({ pageid: page.id, name: '', represents: c1.id }), // shown by its character's name
    sb.addToken({ pageid: page.id, name: QUOTES, represents: c2.id }),
    sb.addToken({ pageid: page.id, name: ROLLS }),
    sb.addToken({ pageid: page.id, name: TEMPLATE }),
    sb.addToken({ pageid: page.id, name: LONG }),
  ];
  sb.loadFile(BUNDLE);
  sb.boot();
  const say = (who: DoubleObject, text: string, selected: DoubleObject[] = []): RecordedChat[] => {
    const mark = sb.recorder.mark();
    sb.driver.chat(who, text, selected.length ? { selected } : {});
    return sb.recorder.since(mark).chat;
  };
  return { sb, gm, mallory, quinn, page, tokens, say };
}

function outsideHrefs(html: string): string {
  return html.replace(/href="[^"]*"/g, 'href=""');
}

describe('escaping names and notes', () => {
  const s = scene();
  const { sb, gm, mallory, quinn, tokens, say } = s;
  const cards: Record<string, RecordedChat[]> = {};
  cards.start = say(gm, '!rondel start', tokens);
  cards.status = [...say(gm, '!rondel status'), ...say(mallory, '!rondel status')];
  cards.help = [...say(gm, '!rondel help'), ...say(quinn, '!rondel help'), ...say(quinn, `!rondel help ${IMG}`), ...say(quinn, '!rondel act --help')];
  cards.errors = [...say(mallory, `!rondel ${IMG}`), ...say(mallory, `!rondel act ${TEMPLATE}`), ...say(gm, `!rondel condition --add ${IMG}`, [tokens[0]!]), ...say(gm, `!rondel config --set ${ROLLS}`)];
  const turns: RecordedChat[] = [];
  for (let i = 0; i < 12; i += 1) {
    turns.push(...say(gm, '!rondel next'));
    turns.push(...say(gm, `!rondel react --note ${IMG} ${ROLLS}`, [tokens[i % tokens.length]!]));
    turns.push(...say(gm, `!rondel act magic --cast 2 --note ${TEMPLATE} ${QUOTES}`));
  }
  cards.turns = turns;
  cards.conditions = [...say(gm, '!rondel condition --add prone', tokens), ...say(gm, '!rondel set --tier 3', [tokens[4]!])];
  cards.config = say(gm, '!rondel config');
  sb.driver.remove(tokens[3]!);
  cards.deleted = sb.recorder.chat.slice(-1);
  cards.end = say(gm, '!rondel end --confirm');
  const all = Object.entries(cards).flatMap(([where, list]) => list.map((m) => [where, m] as const));

  it('the scene ran without a crash and answered every command', () => {
    sb.assertNoCrash();
    for (const [where, list] of Object.entries(cards)) expect(list.length, where).toBeGreaterThan(0);
    expect(sb.recorder.logs.filter((l) => l.includes('bug in'))).toEqual([]);
  });

  it.each(DANGEROUS)('%s never appears in a message the script sent (outside button hrefs)', (needle) => {
    const found = all.filter(([, m]) => outsideHrefs(m.content).includes(needle)).map(([where, m]) => `${where}: ${plain(m.content).slice(0, 200)}`);
    expect(found).toEqual([]);
  });

  it('no message of the script was read as a roll, a roll template or an attribute by Roll20’s chat parser', () => {
    for (const [where, m] of all) expect({ where, rolltemplate: m.rolltemplate, inlinerolls: m.inlinerolls }).toEqual({ where, rolltemplate: undefined, inlinerolls: undefined });
    expect(sb.recorder.warnings.filter((w) => /no such attribute/.test(w) && !/@\{x\}/.test(w))).toEqual([]);
  });

  it('every whisper reaches its player, whatever their name', () => {
    expect(sb.recorder.warnings.filter((w) => w.startsWith('/w '))).toEqual([]);
    expect(all.filter(([, m]) => m.type === 'whisper' && m.targets.length === 0).map(([where]) => where)).toEqual([]);
    expect(sb.recorder.whispersTo(mallory).length).toBeGreaterThan(0);
    expect(sb.recorder.whispersTo(quinn).length).toBeGreaterThan(0);
  });

  it('a 500-character name is cut short everywhere', () => {
    const tooLong = all
      .filter(([, m]) => /L{61}/.test(plain(m.content)))
      .map(([where, m]) => `${where}: ${plain(m.content).split('\n').map((l) => l.replace(/L{61,}/g, (run) => `L×${run.length}`)).join(' | ')}`);
    expect(tooLong).toEqual([]);
  });

  it('renders the start card as plain text', () => {
    expect(plain(cards.start!.find((m) => m.type !== 'whisper')!.content)).toMatchInlineSnapshot(`
      "Rondel count 1
      The fight begins. The counter starts at 1.
      <img src=x onerror=alert(1)>: d12 (7) − 2 Perception → count 5
      "Quoted" O'Neil & <b>Sons</b>: d12 (7) − 2 Perception → count 5
      [[1d20]] @{x} %{x|y}: d12 (8) → count 8
      &{template:default} {{name=x}} ?{q}: d12 (8) → count 8
      LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL…: d12 (11) → count 11
      Tie at count 5, d20 lowest first: "Quoted" O'Neil & <b>Sons</b> 2, <img src=x onerror=alert(1)> 11
      Tie at count 8, d20 lowest first: [[1d20]] @{x} %{x|y} 11, &{template:default} {{name=x}} ?{q} 13
      Order: "Quoted" O'Neil & <b>Sons</b> (5), <img src=x onerror=alert(1)> (5), [[1d20]] @{x} %{x|y} (8), &{template:default} {{name=x}} ?{q} (8), LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL… (11)"
    `);
  });

  it('renders the action menu title and buttons as plain text', () => {
    const menu = turns.find((m) => plain(m.content).includes('your action'));
    expect(plain(menu!.content)).toMatchInlineSnapshot(`
      ""Quoted" O'Neil & <b>Sons</b>: your action count 5
      CombatDashFull GuardHideMagicUse Skill/ObjectHoldResetReact
      Change adds d4 when you switch intent or weapon."
    `);
  });

  it('renders the status card as plain text', () => {
    expect(plain(cards.status![0]!.content)).toMatchInlineSnapshot(`
      "Rondel status
      Count 1
      Nobody is due at count 1.
      Next action count · combatant · movement tier
      5 "Quoted" O'Neil & <b>Sons</b> · Red Fox
      5 <img src=x onerror=alert(1)> · Red Fox
      8 [[1d20]] @{x} %{x|y} · Red Fox
      8 &{template:default} {{name=x}} ?{q} · Red Fox
      11 LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL… · Red Fox"
    `);
  });

  it('renders an echoed unknown command as plain text', () => {
    expect(plain(cards.errors![0]!.content)).toMatchInlineSnapshot(`
      "Rondel
      Unknown command “<img”. !rondel help lists the commands."
    `);
  });

  it('a refusal about a combatant with a 500-character name still says what is wrong', () => {
    const t = scene();
    const long = t.tokens[4]!;
    t.say(t.gm, '!rondel start', [long]);
    t.say(t.gm, '!rondel react', [long]);
    const refusal = t.say(t.gm, '!rondel react', [long]);
    expect(plain(refusal[0]!.content)).toContain('flex marker shows until count');
  });

  it('a player whose name holds a double quote still gets their whispers', () => {
    const t = scene();
    const hat = t.sb.addPlayer({ name: 'Pat "The Hat"' });
    const replies = t.say(hat, '!rondel status');
    expect(replies.map((m) => ({ type: m.type, targets: m.targets }))).toEqual([{ type: 'whisper', targets: [hat.id] }]);
  });
});
