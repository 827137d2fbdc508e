// Cases from review: what a GM runs into at a real table.
import { describe, expect, it } from 'vitest';
import { aTable, plain, type Table } from './table';

const KEY = 'EnchantedRealmsCombat';

function present(t: Table): { counter: number; combatants: { id: string; name: string; nextAt: number }[] } {
  return (t.sb.state[KEY] as { fight: { timeline: { present: { counter: number; combatants: { id: string; name: string; nextAt: number }[] } } } }).fight.timeline.present;
}

const all = (replies: { content: string }[]) => replies.map((r) => plain(r.content)).join('\n');

describe('at the table', () => {
  it('a new start begins a new history: undo cannot mix two fights on two pages', () => {
    const t = aTable();
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const elsewhere = t.sb.addToken({ pageid: t.otherPage.id, name: 'Wolf' });
    t.sb.dice.queue(4);
    t.say(t.gm, '!rondel start --confirm', [elsewhere]);
    expect(plain(t.say(t.gm, '!rondel undo')[0]?.content ?? '')).toContain('nothing to undo');
    expect(t.sb.turnOrder().every((e) => e._pageid === t.otherPage.id)).toBe(true);
  });

  it('the tracker’s next button works right after another script wrote the tracker silently', () => {
    const t = aTable();
    t.sb.dice.queue(5, 6);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    const order = [...t.sb.turnOrder(), { id: '-1', pr: 1, custom: 'Round', _pageid: t.page.id }];
    t.sb.campaign.set('turnorder', JSON.stringify(order)); // another script: no event
    expect(t.sb.driver.tracker.next(t.gm)).toBe(true);
    t.sb.flush();
    expect(present(t).counter).toBe(3);
    expect(t.tracker().map((e) => e[0])).toContain('Round');
  });

  it('a GM with a stray selection acts for the due combatant', () => {
    const t = aTable();
    t.sb.dice.queue(1, 6);
    t.say(t.gm, '!rondel start', [t.tokens.goblin, t.tokens.aldric]);
    const stray = t.sb.addToken({ pageid: t.page.id, name: 'Tree' });
    const replies = t.say(t.gm, '!rondel act dash', [stray]);
    expect(all(replies)).toContain('Goblin: Dash');
  });

  it('a React token action for a character with two tokens in the fight asks which, and a selection settles it', () => {
    const t = aTable();
    const twin = t.sb.addToken({ pageid: t.page.id, name: 'Aldric (2)', represents: t.characters.aldric.id });
    t.sb.dice.queue(5, 9);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, twin]);
    const ask = t.say(t.pat, `!rondel react --char ${t.characters.aldric.id}`);
    expect(plain(ask[0]?.content ?? '')).toContain('has 2 tokens in the fight: select the one that reacts');
    const done = t.say(t.pat, `!rondel react --char ${t.characters.aldric.id}`, [twin]);
    expect(all(done)).toContain('Aldric (2) reacts');
  });

  it('unknown !combat verbs are left to the other script that uses !combat; !rondel ones are answered', () => {
    const t = aTable();
    expect(t.say(t.gm, '!combat begin')).toHaveLength(0);
    expect(plain(t.say(t.gm, '!rondel begin')[0]?.content ?? '')).toContain('Unknown command “begin”');
  });

  it('a joiner’s line shows the count it joined at, and the start card shows the order', () => {
    const t = aTable();
    t.sb.dice.queue(5, 6);
    const start = t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    expect(all(start)).toContain('Order: Aldric (3), Goblin (6)');
    t.say(t.gm, '!rondel next');
    t.sb.dice.queue(4);
    const joined = t.say(t.gm, '!rondel add', [t.tokens.zombie]);
    expect(all(joined)).toContain('Zombie joins: count 3 + d12 (4) → count 7');
  });
});

describe('tokens on the GM layer stay secret', () => {
  function hiddenGoblin(): Table {
    const t = aTable();
    t.sb.setProps(t.tokens.goblin, { layer: 'gmlayer' });
    t.sb.dice.queue(6, 1);
    t.say(t.gm, '!rondel start', [t.tokens.aldric, t.tokens.goblin]);
    return t;
  }

  it('a player’s status does not say a hidden combatant is due', () => {
    const t = hiddenGoblin();
    const status = plain(t.say(t.pat, '!rondel status')[0]?.content ?? '');
    expect(status).toContain('Waiting for the next turn.');
    expect(status).not.toContain('you can see is due at');
    expect(status).not.toContain('Goblin');
    expect(plain(t.say(t.gm, '!rondel status')[0]?.content ?? '')).toContain('Due now: Goblin');
  });

  it('the end summary names hidden combatants to the GM only', () => {
    const t = hiddenGoblin();
    const replies = t.say(t.gm, '!rondel end --confirm');
    expect(all(replies.filter((r) => r.type !== 'whisper'))).not.toContain('Goblin');
    expect(all(replies.filter((r) => r.type === 'whisper'))).toContain('Goblin');
  });

  it('deleting a hidden token does not announce it to the players', () => {
    const t = hiddenGoblin();
    const mark = t.sb.recorder.mark();
    t.sb.driver.remove(t.tokens.goblin);
    t.sb.flush();
    const said = t.sb.recorder.since(mark).chat;
    expect(all(said.filter((r) => r.type !== 'whisper'))).not.toContain('Goblin');
    expect(all(said.filter((r) => r.targets.includes(t.gm.id)))).toContain('Goblin');
  });
});
