// The turn indicator's shape and place, live from the adapter's source in this process (test/support/in-process.ts):
// the ring drawn and scaled to the due token, the image sized to it, nowhere players look when nobody is due, a
// resized or pasted-over token, the counter on the GM layer when the table is told nothing, and what a repair takes
// off the map.
import { afterEach, describe, expect, it } from 'vitest';
import type { DoubleObject } from 'roll20-double';
import { liveFight, liveTable, type LiveTable } from '../support/in-process';

let t: LiveTable | undefined;
afterEach(() => {
  t?.dispose();
  t = undefined;
});

const ring = (t: LiveTable): DoubleObject => {
  const paths = t.sb.allObjs('path');
  expect(paths).toHaveLength(1);
  return paths[0] as DoubleObject;
};

describe('the ring', () => {
  it('is a transparent circle in the ring’s colour, nobody’s, scaled to 1.35 times the due token', () => {
    t = liveTable();
    const { aldric, lira } = t.tokens;
    t.sb.setProps(lira, { width: 140, height: 100 });
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const r = ring(t);
    expect([r.get('stroke'), r.get('fill'), r.get('stroke_width'), r.get('controlledby'), r.get('width'), r.get('height')]).toEqual(['#f2b705', 'transparent', 6, '', 100, 100]);
    expect(JSON.parse(String(r.get('_path')))[0]).toEqual(['M', 0, 50]);
    expect([r.get('scaleX'), r.get('scaleY')]).toEqual([1.89, 1.89]);
    t.say(t.gm, '!rondel next');
    expect([r.get('left'), r.get('scaleX')]).toEqual([105, 0.945]);
  });

  it('follows the due token when it is resized, and does nothing for a token not due', () => {
    t = liveFight();
    const r = ring(t);
    expect(t.updated(() => t!.sb.driver.setProps(t!.tokens.goblin, { width: 280 }))).toEqual([]);
    t.sb.driver.setProps(t.tokens.lira, { width: 140 });
    t.sb.flush();
    expect(r.get('scaleX')).toBe(1.89);
  });

  it('a ring deleted by hand is drawn again, on the fight’s page, when the turn moves on', () => {
    t = liveFight();
    const first = ring(t);
    t.sb.driver.remove(first);
    t.sb.flush();
    t.say(t.gm, '!rondel next');
    const again = ring(t);
    expect(again.id).not.toBe(first.id);
    expect([again.get('_pageid'), again.get('left'), again.get('layer')]).toEqual([t.page.id, 105, 'map']);
  });
});

describe('an image in place of the ring', () => {
  it('sized to the due token, and made again when the GM picks another image', () => {
    t = liveTable();
    t.say(t.gm, '!rondel config --set indicatorimage=https://s3.amazonaws.com/files.d20.io/images/1/a/thumb.png?1');
    t.say(t.gm, '!rondel config --set indicator=graphic');
    const { aldric, lira } = t.tokens;
    t.say(t.gm, '!rondel start', [aldric, lira]);
    const image = (): DoubleObject[] => t!.sb.allObjs('graphic').filter((g) => g.get('name') === 'Rondel turn');
    const first = image()[0] as DoubleObject;
    expect([first.get('width'), first.get('height'), first.get('isdrawing'), first.get('_pageid')]).toEqual([94.5, 94.5, true, t.page.id]);
    t.say(t.gm, '!rondel config --set indicatorimage=https://s3.amazonaws.com/files.d20.io/images/2/b/thumb.png?2');
    t.say(t.gm, '!rondel next');
    expect(image()).toHaveLength(1);
    expect(image()[0]?.id).not.toBe(first.id);
    expect(String(image()[0]?.get('imgsrc'))).toContain('/images/2/b/');
  });
});

describe('the counter text', () => {
  it('is on the GM layer when the table is told nothing, and goes when the option is turned off', () => {
    t = liveFight('countertext=on', 'announce=gm');
    const counter = t.sb.allObjs('text')[0] as DoubleObject;
    expect([counter.get('text'), counter.get('layer'), counter.get('color'), counter.get('font_size')]).toEqual(['Count 1', 'gmlayer', '#f2b705', 26]);
    t.say(t.gm, '!rondel config --set announce=all');
    t.say(t.gm, '!rondel next');
    expect(counter.get('layer')).toBe('map');
    t.say(t.gm, '!rondel config --set countertext=off');
    expect(t.sb.allObjs('text')).toHaveLength(0);
  });
});

describe('a repair', () => {
  it('takes the old fight’s ring and counter off the map and gives a marked token its own aura back; what is no longer the script’s stays', () => {
    t = liveFight('countertext=on');
    const KEY = 'EnchantedRealmsCombat';
    const own = t.sb.addObject('path', { pageid: t.page.id, stroke: '#000000', path: '[]' });
    t.say(t.gm, '!rondel config --set indicator=aura');
    const lira = t.tokens.lira;
    expect(lira.get('aura2_color')).toBe('#f2b705');
    const stored = t.sb.state[KEY] as Record<string, unknown>;
    t.sb.state[KEY] = { ...stored, config: 'broken' };
    t.sb.restart();
    t.sb.flush();
    t.say(t.gm, '!rondel repair --confirm');
    expect(t.sb.allObjs('text')).toHaveLength(0);
    expect(lira.get('aura2_color')).not.toBe('#f2b705');
    expect(t.sb.allObjs('path').map((p) => p.id)).toEqual([own.id]);
  });
});
