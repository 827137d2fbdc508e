// The Roll20 adapter played live, its source installed in this process on the double (test/support/in-process.ts): a
// fight as the table sees it, through chat, the tracker, the tokens and a restart. The integration tests play the
// same through the built bundle; these are the ones a mutation run of src/roll20 sees.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';
import { plain } from '../support/plain';
import { installScript } from '../../src/roll20/script';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const fight = (): LiveTable => (t = liveFight());

const ring = (t: LiveTable): DoubleObject => {
  const paths = t.sb.allObjs('path');
  expect(paths).toHaveLength(1);
  return paths[0] as DoubleObject;
};
const at = (o: DoubleObject): unknown[] => [o.get('left'), o.get('top'), o.get('layer')];
const order = (t: LiveTable): [string, unknown][] => t.sb.turnOrder().map((e) => [e.id === '-1' ? String(e.custom) : String(t!.sb.getObj('graphic', e.id)?.get('name') ?? e.id), e.pr]);
const texts = (chats: readonly { content: string }[]): string[] => chats.map((c) => plain(c.content));

describe('a fight at the table, the adapter live', () => {
  it('start: the card in public, the tracker in the rondel’s order, the ring under the one due, the first menu to its player', () => {
    t = liveTable();
    const { aldric, lira, goblin, zombie } = t.tokens;
    const said = t.say(t.gm, '!rondel start', [aldric, lira, goblin, zombie]);
    expect(said[0]?.type).toBe('direct');
    expect(texts(said)[0]).toMatch(/^Rondel count 1\nThe fight begins\./);
    expect(order(t)).toEqual([['Lira', 1], ['Aldric', 1], ['Count', 1], ['Zombie', 9], ['Goblin', 12]]);
    expect(at(ring(t))).toEqual([175, 105, 'map']);
    const menu = said.find((c) => c.type === 'whisper');
    expect(menu?.target).toBe(t.sam.id);
    expect(plain(menu?.content ?? '')).toMatch(/^Lira: your action count 1/);
    t.sb.assertNoCrash();
  });

  it('next: one object update per turn change (the ring), none when the turn does not change', () => {
    t = fight();
    const r = ring(t);
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([r.id]);
    expect(at(r)).toEqual([105, 105, 'map']);
    // count 3, a movement window: nobody due, the ring where no player sees it
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([r.id]);
    expect(r.get('layer')).toBe('gmlayer');
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([]);
    expect(t.updated(() => t!.say(t!.gm, '!rondel next'))).toEqual([r.id]);
    expect(at(r)).toEqual([315, 105, 'map']);
    expect(order(t)[0]).toEqual(['Zombie', 9]);
    expect(order(t)[1]).toEqual(['Count · move', 9]);
  });

  it('a token nobody controls has its menu whispered to the GM', () => {
    t = fight();
    for (let i = 0; i < 3; i += 1) t.say(t.gm, '!rondel next');
    const said = t.say(t.gm, '!rondel next');
    expect(said.filter((c) => c.type === 'whisper').map((c) => [c.target, plain(c.content).split('\n')[0]])).toEqual([['gm', 'Zombie: your action count 9']]);
  });

  it('a player acts for their own token, and only then does the fight move on', () => {
    t = fight();
    t.say(t.gm, '!rondel next');
    // Aldric is Pat's and due: Sam may not act for him
    const refused = t.say(t.sam, `!rondel act guard --token ${t.tokens.aldric.id}`);
    expect(refused.every((c) => c.type === 'whisper' && c.target === t!.sam.id)).toBe(true);
    expect(order(t)[0]).toEqual(['Aldric', 1]);
    const acted = t.say(t.pat, `!rondel act guard --token ${t.tokens.aldric.id}`);
    expect(texts(acted)[0]).toContain('Aldric: Full Guard');
    expect(order(t).find(([n]) => n === 'Aldric')?.[1]).toBeGreaterThan(1);
    expect(order(t)[0]?.[0]).not.toBe('Aldric');
  });

  it('a player’s next is refused, and nothing moves', () => {
    t = fight();
    const before = JSON.stringify(t.sb.turnOrder());
    const said = t.say(t.pat, '!rondel next');
    expect(said).toHaveLength(1);
    expect(said[0]?.target).toBe(t.pat.id);
    expect(JSON.stringify(t.sb.turnOrder())).toBe(before);
  });

  it('a reaction puts the flex marker on the token, and it goes when the flex ends', () => {
    t = fight();
    const goblin = t.tokens.goblin;
    t.say(t.gm, `!rondel react --token ${goblin.id} --note parry`);
    const marked = String(goblin.get('statusmarkers'));
    expect(marked).not.toBe('');
    for (let i = 0; i < 12; i += 1) t.say(t.gm, '!rondel next');
    expect(String(goblin.get('statusmarkers'))).toBe('');
  });
});

describe('the tracker, edited by hand', () => {
  it('an edited value is put back at once, and the GM gets an Adopt button that sets it', () => {
    t = fight();
    const before = JSON.stringify(t.sb.turnOrder());
    const mark = t.sb.recorder.mark();
    t.sb.driver.tracker.edit(3, '5');
    t.sb.flush();
    expect(JSON.stringify(t.sb.turnOrder())).toBe(before);
    const asked = t.sb.recorder.since(mark).chat.filter((c) => c.target === 'gm');
    expect(asked).toHaveLength(1);
    expect(plain(asked[0]?.content ?? '')).toContain('Zombie: next action 9 → 5 in the tracker. Adopt');
    const adopt = /href="([^"]*)"[^>]*>Adopt</.exec(asked[0]?.content ?? '')?.[1];
    expect(adopt).toBe(`!rondel set --token ${t.tokens.zombie.id} --count 5 --asked`);
    t.say(t.gm, (adopt as string).replace(/&quot;/g, '"'));
    expect(order(t).find(([n]) => n === 'Zombie')).toEqual(['Zombie', 5]);
  });

  it('a press of the tracker’s next button by the GM ends the turn as next does', () => {
    t = fight();
    expect(t.sb.driver.tracker.next(t.gm)).toBe(true);
    t.sb.flush();
    expect(order(t)[0]).toEqual(['Aldric', 1]);
    expect(at(ring(t))).toEqual([105, 105, 'map']);
  });
});

describe('tokens changed under the fight', () => {
  it('a deleted token leaves the fight and the tracker; the GM is told', () => {
    t = fight();
    const mark = t.sb.recorder.mark();
    t.sb.driver.remove(t.tokens.goblin);
    t.sb.flush();
    expect(order(t).map(([n]) => n)).not.toContain('Goblin');
    expect(order(t)).toHaveLength(4);
    expect(texts(t.sb.recorder.since(mark).chat.filter((c) => c.target === 'gm')).join('\n')).toContain('Goblin');
  });

  it('the due token moved to the GM layer takes the ring with it', () => {
    t = fight();
    t.sb.driver.setProps(t.tokens.lira, { layer: 'gmlayer' });
    t.sb.flush();
    expect(ring(t).get('layer')).toBe('gmlayer');
  });

  it('the due token moved on the map takes the ring with it', () => {
    t = fight();
    t.sb.driver.move(t.tokens.lira, { left: 455, top: 245 });
    t.sb.flush();
    expect(at(ring(t))).toEqual([455, 245, 'map']);
  });
});

describe('the end, a restart, a second copy', () => {
  it('end: the summary in public, the fight’s entries and the ring gone', () => {
    t = fight();
    t.sb.driver.tracker.add({ id: '-1', pr: 4, custom: 'Torch' });
    t.sb.flush();
    // the GM is asked first; the fight goes on until the button's answer
    expect(t.say(t.gm, '!rondel end').map((c) => [c.target, /href="([^"]*)"/.exec(c.content)?.[1]])).toEqual([['gm', '!rondel end --confirm --asked']]);
    expect(t.sb.allObjs('path')).toHaveLength(1);
    const said = t.say(t.gm, '!rondel end --confirm --asked');
    expect(said.map((c) => [c.type, plain(c.content)])).toEqual([
      ['direct', 'Rondel: the fight is over\nThe fight ends at count 1. Its tracker entries and markers are cleared.\nIn the fight at the end (4): Lira, Aldric, Zombie, Goblin'],
    ]);
    expect(t.sb.allObjs('path')).toHaveLength(0);
    expect(t.sb.turnOrder().map((e) => e.custom)).toEqual(['Torch']);
  });

  it('a restart finds the fight and its ring, and plays on', () => {
    t = fight();
    const r = ring(t);
    t.sb.restart();
    t.sb.assertNoCrash();
    t.say(t.gm, '!rondel next');
    expect(ring(t).id).toBe(r.id);
    expect(order(t)[0]).toEqual(['Aldric', 1]);
  });

  it('a second copy of the script registers nothing and tells the GM; the first plays', () => {
    t = liveTable();
    t.sb.loadInProcess(() => {
      installScript('second', t!.api());
    }, 'a pasted copy');
    t.sb.restart();
    const mark = t.sb.recorder.mark();
    t.sb.flush();
    const told = texts(t.sb.recorder.chat.filter((c) => c.target === 'gm')).join('\n');
    expect(told).toContain('is installed twice');
    expect(told).toContain('vin-process and vsecond');
    const { aldric, lira } = t.tokens;
    const said = t.say(t.gm, '!rondel start', [aldric, lira]);
    // one copy answers: one card
    expect(said.filter((c) => c.type === 'direct')).toHaveLength(1);
    expect(t.sb.recorder.since(mark).crashes).toEqual([]);
  });

  it('a Roll20 call that throws inside a command is caught: the GM is told, nothing is half-written, the next command works', () => {
    t = fight();
    const before = JSON.stringify(t.sb.turnOrder());
    t.sb.faults.once('sendChat');
    t.say(t.gm, '!rondel next');
    t.sb.assertNoCrash();
    expect(t.sb.recorder.logs.join('\n')).toMatch(/Rondel|Enchanted/);
    t.say(t.gm, '!rondel next');
    expect(JSON.stringify(t.sb.turnOrder())).not.toBe(before);
  });
});
