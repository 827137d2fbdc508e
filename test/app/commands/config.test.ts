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
    const lines = card.text.split('\n');
    expect(lines[0]).toBe('Rondel options');
    expect(lines).toEqual(
      expect.arrayContaining([
        'rules: rondel (a new fight’s rule set: Cool-Down Rondel) [change]',
        'flex: auto (flex marker: Flex::42) [change]',
        'guard: bolt-shield (Full Guard marker) [change]',
        'hold: stopwatch (holding marker) [change]',
        'dash: fluffy-wing (dash marker) [change]',
        'move: tread (movement badge marker) [change]',
        'announce: everyone (who sees the cards) [gm]',
        'passed: guard (a passed-over turn becomes Full Guard) [reset]',
        'alias: none (an extra command word) [change]',
        'trackeredits: ask (tracker edits are put back, the GM adopts them) [adopt]',
        'reroll: off (10-second rounds: initiative every round) [turn on]',
        'pattern.TIER: hexes per movement window',
        '■ black_tower: 1/0/1/0 (Black Tower)',
        '■ purple_lightning: 6/6/6/6 (Purple Lightning)',
        '[edit a tier][Reset the pattern][Reset everything]',
        'By hand: !rondel config --set key=value, with the words above.',
      ]),
    );
    expect(lines.filter((l) => l.startsWith('■ '))).toHaveLength(9);
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands).toEqual(
      expect.arrayContaining([
        '!rondel config --set rules=?{Rule set|Cool-Down Rondel,rondel|20-second rounds,seconds|10-second rounds,rounds}',
        '!rondel config --set flex=?{Marker tag (auto: a custom marker named Flex)|auto}',
        '!rondel config --set guard=?{Marker tag|bolt-shield}',
        '!rondel config --set hold=?{Marker tag|stopwatch}',
        '!rondel config --set dash=?{Marker tag|fluffy-wing}',
        '!rondel config --set move=?{Marker tag|tread}',
        '!rondel config --set announce=gm',
        '!rondel config --set passed=reset',
        '!rondel config --set alias=?{Command word (none to remove)|er}',
        '!rondel config --set trackeredits=adopt',
        '!rondel config --set reroll=on',
      ]),
    );
    // every button sets or resets an option the card names
    for (const command of commands) expect(command).toMatch(/^!rondel config --(set [a-z.?{|}A-Z]|reset (pattern|all)$)/);
    expect(commands.slice(-2)).toEqual(['!rondel config --reset pattern', '!rondel config --reset all']);
  });

  it('every switch reads and offers the other way once set', () => {
    const config = { announce: 'gm', passedOver: 'reset', alias: 'er', trackerEdits: 'adopt', rerollEachRound: true, flexMarker: 'sun' } as const;
    const outcome = say(aContext({ config }), '!er config', { words: ['er'] });
    const lines = onlyMessage(outcome).text.split('\n');
    expect(lines).toContain('flex: sun (flex marker) [change]');
    expect(lines).toContain('announce: gm (who sees the cards) [everyone]');
    expect(lines).toContain('passed: reset (a passed-over turn becomes Reset) [guard]');
    expect(lines).toContain('alias: er (!er works too) [change]');
    expect(lines).toContain('trackeredits: adopt (tracker edits are adopted) [ask]');
    expect(lines).toContain('reroll: on (10-second rounds: initiative every round) [turn off]');
    const commands = buttons(outcome.messages[0]?.html ?? '');
    expect(commands).toContain('!er config --set announce=everyone');
    expect(commands).toContain('!er config --set passed=guard');
    expect(commands).toContain('!er config --set trackeredits=ask');
    expect(commands).toContain('!er config --set reroll=off');
  });

  it('with no custom Flex marker, the automatic flex marker is lightning-helix', () => {
    expect(onlyMessage(say(aContext(), '!rondel config')).text).toContain('flex: auto (flex marker: lightning-helix) [change]');
  });

  it('--set stores the option and shows the options as they are now', () => {
    const outcome = say(aContext(), '!rondel config --set announce=gm');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, announce: 'gm' });
    expect(onlyMessage(outcome).text).toContain('announce: gm (who sees the cards) [everyone]');
  });

  it('--reset puts an option back', () => {
    const outcome = say(aContext({ config: { announce: 'gm', alias: 'er' } }), '!rondel config --reset announce');
    expect(outcome.stored?.config).toEqual({ ...DEFAULT_CONFIG, alias: 'er' });
  });

  it('a value that does not fit is refused, with the usage', () => {
    expect(refusalOf(say(aContext(), '!rondel config --set announce=bards'))).toBe('Rondel\nannounce takes everyone or gm.\nUsage: !rondel config [--set key=value] [--reset key]');
    expect(refusalOf(say(aContext(), '!rondel config --reset colour'))).toContain('Unknown option “colour”.');
  });
});
