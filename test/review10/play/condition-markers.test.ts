// Review 10, the GM at the play table. `!rondel condition --add prone` on the Zombie puts Roll20's `back-pain` marker
// on it (docs/rules.md §11; src/app/model.ts, DEFAULT_CONDITION_MARKERS). The page draws the markers it knows as
// icons and any other tag as a dark disc with its first letter (play/web/page/markers.ts), and it knows none of the
// conditions' markers: the prone Zombie shows a "B", and so would a blind (bleeding-eye), charmed (broken-heart) or
// petrified (broken-skull) token; frightened (screaming) and unconscious (sleepy) share an "S", paralyzed (frozen-orb)
// and restrained (fishing-net) an "F". The tooltip says "back-pain", not "prone". What the GM sees cannot tell prone
// from blind; what they should see: each default condition marker drawn distinctly, its tooltip naming the
// condition, as the flex, guard and hold markers are.
// Screenshot: /tmp/play-rondel-b-condition.png (the "B" on the Zombie).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION_MARKERS } from '../../../src/app/model';

// the page's module is typed against the DOM, which the tests' compiler settings leave out: load it by a name tsc
// does not follow
const PAGE_MARKERS = '../../../play/web/page/markers';
const { markerIcon, markerTitle } = (await import(PAGE_MARKERS)) as {
  markerIcon(tag: string): unknown;
  markerTitle(tag: string, badge: string): string;
};

/** Just enough of the DOM for markers.ts to build its SVG: elements that serialise to a string. */
interface FakeElement {
  tag: string;
  attrs: [string, string][];
  children: FakeElement[];
  textContent: string;
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeElement): FakeElement;
}
function fakeElement(tag: string): FakeElement {
  return {
    tag,
    attrs: [],
    children: [],
    textContent: '',
    setAttribute(name, value) {
      this.attrs.push([name, value]);
    },
    appendChild(child) {
      this.children.push(child);
      return child;
    },
  };
}
const serialise = (e: FakeElement): string => `<${e.tag} ${e.attrs.map(([k, v]) => `${k}="${v}"`).join(' ')}>${e.textContent}${e.children.map(serialise).join('')}</${e.tag}>`;

describe('the play table draws the conditions’ markers', () => {
  const saved = (globalThis as { document?: unknown }).document;
  beforeEach(() => {
    (globalThis as { document?: unknown }).document = { createElementNS: (_ns: string, tag: string) => fakeElement(tag) };
  });
  afterEach(() => {
    (globalThis as { document?: unknown }).document = saved;
  });

  it('each condition’s default marker has a tooltip that names the condition', () => {
    const unnamed = Object.entries(DEFAULT_CONDITION_MARKERS)
      .filter(([condition, tag]) => !markerTitle(tag, '').toLowerCase().includes(condition))
      .map(([condition, tag]) => `${condition} (${tag}): “${markerTitle(tag, '')}”`);
    expect(unnamed).toEqual([]);
  });

  it('no two conditions’ default markers look the same on a token', () => {
    const byLook = new Map<string, string[]>();
    for (const [condition, tag] of Object.entries(DEFAULT_CONDITION_MARKERS)) {
      const look = serialise(markerIcon(tag) as FakeElement);
      byLook.set(look, [...(byLook.get(look) ?? []), condition]);
    }
    const alike = [...byLook.values()].filter((conditions) => conditions.length > 1);
    expect(alike).toEqual([]);
  });
});
