import { describe, expect, it } from 'vitest';
import { markersAtStartNotice, MOST_NAMED } from '../../src/app/markers-at-start';
import { markerTags } from '../../src/app/config';
import { DEFAULT_CONFIG } from '../../src/app/model';
import { plain } from '../support/plain';

const tags = markerTags(DEFAULT_CONFIG, []);
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

describe('the notice of the tags a start took off', () => {
  it('names each tag with what it means to the fight, and leaves a tag the fight gives no meaning bare', () => {
    const html = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['sleepy', 'stopwatch', 'fluffy-wing', 'tread', 'lightning-helix', 'odd'] }], 4);
    expect(plain(html)).toContain('Goblin: sleepy (unconscious), stopwatch (holding), fluffy-wing (dashing), tread (a movement badge), lightning-helix (a reaction (flex)), odd');
    expect(plain(html).split('\n')[0]).toBe('Rondel: markers at the start');
    // Full Guard's tag, with its status markers on
    const guard = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: [tags.guard] }], 4);
    expect(plain(guard)).toContain(`Goblin: ${tags.guard} (Full Guard)`);
  });

  it('a tag that marks a condition and one of the fight’s own markers reads as the condition (the button carries it)', () => {
    const config = { ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, prone: 'bolt-shield' } };
    const html = markersAtStartNotice('Rondel', config, markerTags(config, []), [{ id: 't1', name: 'Goblin', tags: ['bolt-shield'] }], 4);
    expect(plain(html)).toContain('Goblin: bolt-shield (prone)');
    expect(hrefs(html)).toEqual(['!rondel condition --add prone --token t1 --fight 4']);
  });

  it('one Keep button per token with conditions, each condition once, stamped with the fight', () => {
    const config = { ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, stunned: 'sleepy' } };
    const html = markersAtStartNotice('Rondel', config, markerTags(config, []), [
      { id: 't1', name: 'Goblin', tags: ['sleepy', 'back-pain'] },
      { id: 't2', name: 'Orc', tags: ['bolt-shield'] },
    ], 9);
    // two conditions share a tag: the first in the list of conditions is the one it means
    expect(hrefs(html)).toEqual(['!rondel condition --add stunned,prone --token t1 --fight 9']);
    expect(plain(html)).toContain('Goblin: sleepy (stunned), back-pain (prone) Keep: stunned, prone');
  });

  it('without a fight serial the button carries none', () => {
    expect(hrefs(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['sleepy'] }], undefined))).toEqual(['!rondel condition --add unconscious --token t1']);
  });

  it(`names ${MOST_NAMED} tokens and counts the rest`, () => {
    const many = Array.from({ length: MOST_NAMED + 3 }, (_, i) => ({ id: `t${i}`, name: `Goblin ${i}`, tags: ['sleepy'] }));
    const text = plain(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, many, 1));
    expect(text).toContain(`Goblin ${MOST_NAMED - 1}: sleepy`);
    expect(text).not.toContain(`Goblin ${MOST_NAMED}:`);
    expect(text).toContain('…and 3 more.');
    expect(hrefs(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, many, 1))).toHaveLength(MOST_NAMED);
  });

  it(`names exactly ${MOST_NAMED} tokens with no "and more"`, () => {
    const eight = Array.from({ length: MOST_NAMED }, (_, i) => ({ id: `t${i}`, name: `Goblin ${i}`, tags: ['sleepy'] }));
    expect(plain(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, eight, 1))).not.toMatch(/and \d+ more/);
  });

  it('a condition whose marker is turned off, and a marker of the fight’s set to none, give no meaning to a bare tag', () => {
    const config = { ...DEFAULT_CONFIG, conditionMarkers: { ...DEFAULT_CONFIG.conditionMarkers, unconscious: '' } };
    const none = { ...markerTags(config, []), hold: '' };
    const html = markersAtStartNotice('Rondel', config, none, [{ id: 't1', name: 'Goblin', tags: ['sleepy', 'stopwatch'] }], 1);
    expect(plain(html)).toContain('Goblin: sleepy, stopwatch');
    expect(hrefs(html)).toEqual([]);
  });

  it('the hint says what Keep does and how to carry one by hand', () => {
    const text = plain(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['sleepy'] }], 1));
    expect(text).toContain('Keep puts the condition on in the fight, marker and all.');
    expect(text).toContain('!rondel condition --add NAME');
    expect(text).toContain('Markers the fight uses were already on these tokens');
  });

  it('a timed effect’s marker is named by its effect, with no Keep, and the hint says where that tag comes from', () => {
    const effects = [{ name: 'Bless', marker: 'angel-outfit' }];
    const html = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['angel-outfit'] }], 1, 'join', effects);
    expect(plain(html)).toContain('Goblin: angel-outfit (the marker of the timed effect Bless)');
    expect(plain(html)).toContain('A timed effect’s marker is the one its effect --marker gave');
    expect(hrefs(html)).toEqual([]);
    // no effect's tag among those taken: no such hint
    expect(plain(markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['sleepy'] }], 1, 'join', effects))).not.toContain('timed effect');
  });

  it('a tag both a condition’s and an effect’s is read as the condition’s', () => {
    const html = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['sleepy'] }], 1, 'join', [{ name: 'Nap', marker: 'sleepy' }]);
    expect(plain(html)).toContain('sleepy (unconscious)');
    expect(hrefs(html)).toHaveLength(1);
  });
  it('the whole notice of newcomers: an effect’s marker beside a bare tag, a condition’s beside another, the hint once', () => {
    const html = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['angel-outfit', 'odd'] }, { id: 't2', name: 'Orc', tags: ['sleepy', 'red'] }], 3, 'join', [
      { name: 'B'.repeat(50), marker: 'angel-outfit' },
    ]);
    expect(plain(html).split('\n')).toEqual([
      'Rondel: markers of newcomers',
      'Markers the fight uses were already on these tokens as they joined, and were taken off as the fight has none of them:',
      // the effect's name cut to 40 characters
      `Goblin: angel-outfit (the marker of the timed effect ${'B'.repeat(40)}), odd`,
      'Orc: sleepy (unconscious), red Keep: unconscious',
      'Keep puts the condition on in the fight, marker and all. To carry one in by hand: !rondel condition --add NAME. If another script set them, give the fight other tags: !rondel config. A timed effect’s marker is the one its effect --marker gave: give that effect another marker, or another script’s tag goes on showing it.',
    ]);
    expect(hrefs(html)).toEqual(['!rondel condition --add unconscious --token t2 --fight 3']);
  });

  it('the whole notice at the start, with no effect’s marker among the tags: the hint ends with config', () => {
    const html = markersAtStartNotice('Rondel', DEFAULT_CONFIG, tags, [{ id: 't1', name: 'Goblin', tags: ['odd'] }], 2, 'start', [{ name: 'Bless', marker: 'angel-outfit' }]);
    expect(plain(html).split('\n')).toEqual([
      'Rondel: markers at the start',
      'Markers the fight uses were already on these tokens, and were taken off as the fight has none of them:',
      'Goblin: odd',
      'Keep puts the condition on in the fight, marker and all. To carry one in by hand: !rondel condition --add NAME. If another script set them, give the fight other tags: !rondel config.',
    ]);
  });
});
