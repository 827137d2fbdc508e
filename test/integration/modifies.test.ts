// Roll20's one-click install shows a GM what a script changes (script.json `modifies`). Through the built bundle in
// the double: a fight that turns on every option that writes something (each turn indicator, the counter on the
// map, badges, countdown, status and condition markers, damage to a bar, conditions on a sheet, macros and token
// actions, the help handout) writes nothing the list does not name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aTable, type Table } from './table';

const META = JSON.parse(readFileSync(join(__dirname, '..', '..', 'build', 'script.json'), 'utf8')) as { modifies: Record<string, string> };

/** Whether `modifies` names a write of `key` to an object of `type` (a `type.*` entry names every key). */
function named(modifies: Record<string, string>, type: string, key: string): boolean {
  const access = modifies[`${type}.${key}`] ?? modifies[`${type}.*`];
  return access !== undefined && access.split(',').includes('write');
}

/** What the script wrote or made in `play`, as `type.key` (a made object as `type.*`). */
function written(t: Table, play: () => void): string[] {
  const mark = t.sb.recorder.mark();
  play();
  const since = t.sb.recorder.since(mark);
  const out = new Set<string>();
  for (const w of since.writes) if (w.origin === 'script') out.add(`${w.type}.${w.key.replace(/^_/, '')}`);
  for (const o of since.created) if (o.origin === 'script') out.add(`${o.type}.*`);
  return [...out].sort();
}

function applyButton(chat: readonly { content: string }[]): string | undefined {
  for (const m of chat) {
    const found = /href="(!rondel apply --roll \d+)"/.exec(m.content);
    if (found) return found[1];
  }
  return undefined;
}

const IMAGE = 'https://s3.amazonaws.com/files.d20.io/images/123/abc/thumb.png?1700000000';

/** A short fight with every writing option on, under one turn indicator. */
function fight(t: Table, indicator: string): void {
  for (const o of ['badges=on', 'countdown=on', 'statuses=on', 'countertext=on', 'autodamage=on', `indicatorimage=${IMAGE}`, `indicator=${indicator}`]) {
    t.say(t.gm, `!rondel config --set ${o}`);
  }
  const all = Object.values(t.tokens);
  t.say(t.gm, '!rondel start', all);
  t.say(t.gm, '!rondel macros', [t.tokens.aldric, t.tokens.goblin]);
  t.say(t.gm, '!rondel help');
  t.say(t.gm, '!rondel condition --add prone,stunned', [t.tokens.lira]);
  t.say(t.sam, '!rondel react', [t.tokens.kess]);
  for (let i = 0; i < 12; i += 1) t.say(t.gm, i % 3 === 0 ? '!rondel act guard' : '!rondel next');
  // attacks until one hits (seeded dice): its damage goes to the Goblin's bar
  let apply: string | undefined;
  for (let i = 0; i < 20 && apply === undefined; i += 1) {
    apply = applyButton(t.say(t.gm, `!rondel attack --token ${t.tokens.aldric.id} --target ${t.tokens.goblin.id} --dice 2 --damage 3`));
  }
  if (apply) t.say(t.gm, apply);
  t.say(t.gm, '!rondel condition --remove prone', [t.tokens.lira]);
  t.say(t.gm, '!rondel undo 2');
  t.say(t.gm, '!rondel end --confirm');
}

describe('script.json names what the script writes', () => {
  it.each(['ring', 'aura', 'tint', 'graphic'])('a fight with every writing option on and the %s indicator', (indicator) => {
    const t = aTable();
    const body = t.sb.addAttribute(t.characters.aldric, 'body_points', { current: 20, max: 20 });
    t.tokens.aldric.set({ bar1_link: body.id, bar1_value: 20, bar1_max: 20 });
    t.tokens.goblin.set({ bar1_value: 30 });
    const writes = written(t, () => fight(t, indicator));
    t.sb.assertNoCrash();
    // the fight did write the kinds of thing the list is about (a scenario that wrote nothing would prove nothing)
    expect(writes).toEqual(expect.arrayContaining(['campaign.turnorder', 'graphic.statusmarkers', 'graphic.bar1_value', 'attribute.current', 'macro.*']));
    expect(writes.filter((w) => !named(META.modifies, ...(w.split('.') as [string, string])))).toEqual([]);
  });

  it('the check itself refuses a write the list does not name', () => {
    expect(named({ 'graphic.statusmarkers': 'read,write' }, 'graphic', 'aura1_color')).toBe(false);
    expect(named({ 'graphic.*': 'read' }, 'graphic', 'aura1_color')).toBe(false);
    expect(named({ 'macro.*': 'read,write' }, 'macro', 'action')).toBe(true);
  });
});
