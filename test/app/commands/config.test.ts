import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/app/model';
import { aContext, aWorld, buttons, onlyMessage, refusalOf, say } from '../fakes';

const withFlex = () => aWorld({ customMarkers: [{ name: 'Flex', tag: 'Flex::42' }] });

describe('config: the GM’s options', () => {
  it('shows every option with its value and a button to change it, to the GM alone', () => {
    const outcome = say(aContext({ world: withFlex() }), '!rondel config');
    const card = onlyMessage(outcome);
    expect(outcome.stored).toBeUndefined();
    expect(card.to).toEqual({ player: 'gm' });
    expect(card.text.split('\n')).toEqual([
      'Rondel options',
      'Rule set of a new fight: Cool-Down Rondel [change]',
      'Flex marker: Flex::42 (automatic) [change]',
      'Full Guard marker: bolt-shield [change]',
      'Holding marker: stopwatch [change]',
      'Dash marker: fluffy-wing [change]',
      'Movement badge: tread, on [turn off][tag]',
      'Announcements: everyone [GM only]',
      'A passed-over turn becomes: Full Guard [switch]',
      'Extra command word: none [change]',
      'Tracker edits: put back, the GM adopts [switch]',
      '10-second rounds re-roll initiative every round: no [switch]',
      'Movement pattern (hexes per window)',
      'Black Tower: 1 / 0 / 1 / 0 [edit]',
      'Gray Yak: 1 / 1 / 1 / 0 [edit]',
      'Brown Cow: 2 / 1 / 1 / 1 [edit]',
      'Red Fox: 2 / 2 / 2 / 2 [edit]',
      'Orange Lion: 3 / 3 / 2 / 2 [edit]',
      'Yellow Bird: 3 / 3 / 3 / 3 [edit]',
      'Green Horse: 4 / 4 / 4 / 4 [edit]',
      'Blue Gryphon: 5 / 5 / 5 / 5 [edit]',
      'Purple Lightning: 6 / 6 / 6 / 6 [edit]',
      '[Reset the pattern][Reset everything]',
    ]);
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands.slice(0, 13)).toEqual([
      '!rondel config --set rules=?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}',
      '!rondel config --set flex=?{Marker tag|lightning-helix}',
      '!rondel config --set guard=?{Marker tag|bolt-shield}',
      '!rondel config --set hold=?{Marker tag|stopwatch}',
      '!rondel config --set dash=?{Marker tag|fluffy-wing}',
      '!rondel config --set badges=off',
      '!rondel config --set move=?{Marker tag|tread}',
      '!rondel config --set announce=gm',
      '!rondel config --set passed=reset',
      '!rondel config --set alias=?{Command word (none to remove)|er}',
      '!rondel config --set trackeredits=adopt',
      '!rondel config --set reroll=on',
      '!rondel config --set pattern.black_tower=?{Hexes per window, slash-separated|1/0/1/0}',
    ]);
    expect(commands.slice(-2)).toEqual(['!rondel config --reset pattern', '!rondel config --reset all']);
  });

  it('every switch reads and offers the other way once set', () => {
    const config = { movementBadges: false, announce: 'gm', passedOver: 'reset', alias: 'er', trackerEdits: 'adopt', rerollEachRound: true, flexMarker: 'sun' } as const;
    const outcome = say(aContext({ config }), '!er config', { words: ['er'] });
    const lines = onlyMessage(outcome).text.split('\n');
    expect(lines).toContain('Flex marker: sun [change]');
    expect(lines).toContain('Movement badge: tread, off [turn on][tag]');
    expect(lines).toContain('Announcements: GM only [everyone]');
    expect(lines).toContain('A passed-over turn becomes: Reset [switch]');
    expect(lines).toContain('Extra command word: !er [change]');
    expect(lines).toContain('Tracker edits: adopted directly [switch]');
    expect(lines).toContain('10-second rounds re-roll initiative every round: yes [switch]');
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands).toContain('!er config --set badges=on');
    expect(commands).toContain('!er config --set announce=everyone');
    expect(commands).toContain('!er config --set passed=guard');
    expect(commands).toContain('!er config --set trackeredits=ask');
    expect(commands).toContain('!er config --set reroll=off');
  });

  it('with no custom Flex marker, the automatic flex marker is lightning-helix', () => {
    expect(onlyMessage(say(aContext(), '!rondel config')).text).toContain('Flex marker: lightning-helix (automatic) [change]');
  });

  it('--set stores the option and shows the options as they are now', () => {
    const outcome = say(aContext(), '!rondel config --set announce=gm');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, announce: 'gm' });
    expect(onlyMessage(outcome).text).toContain('Announcements: GM only [everyone]');
  });

  it('--reset puts an option back', () => {
    const outcome = say(aContext({ config: { announce: 'gm', alias: 'er' } }), '!rondel config --reset announce');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, alias: 'er' });
  });

  it('a value that does not fit is refused, with the usage', () => {
    expect(refusalOf(say(aContext(), '!rondel config --set announce=bards'))).toBe('Rondel\nannounce takes everyone (all) or gm.\nUsage: !rondel config [--set key=value] [--reset key]');
    expect(refusalOf(say(aContext(), '!rondel config --reset colour'))).toContain('Unknown option “colour”.');
  });
});
