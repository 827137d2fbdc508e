// Fix 11 (rounds), 4: the options card (`!rondel config`) showed "passed: guard (a passed-over turn becomes Full Guard)
// [reset]". A GM reads the [reset] button as "reset this option" (the card's own Reset buttons put options back to
// their defaults), not as "make a passed-over turn a Reset"; "passed-over" is the script's jargon, and the card did not
// say that the option is the rondel's alone (docs/rules.md ruling 7). So were "announce: everyone [gm]" and
// "trackeredits: ask [adopt]": a button named by a bare value. Each line should say what the option is, its value, and
// what the button does ("switch to Reset"), and the words `--set` takes back stay (key: value).
import { describe, expect, it } from 'vitest';
import { configCard } from '../../../src/app/commands/config';
import { setOption } from '../../../src/app/config';
import { DEFAULT_CONFIG, type Config } from '../../../src/app/model';
import { plain } from '../../integration/table';

/** Each button of a card as [its label, the command it sends]. */
function buttons(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [plain(m[2] as string), (m[1] as string).replace(/&quot;/g, '"')]);
}

function lineOf(config: Config, key: string): string {
  return plain(configCard(config, 'rondel', [])).split('\n').find((l) => l.startsWith(`${key}: `)) ?? '';
}

describe('the options card’s two-way options', () => {
  it.each<[string, Config, RegExp, string]>([
    ['passed', DEFAULT_CONFIG, /^passed: guard \(rondel: a turn that ends with no action declared becomes Full Guard\) switch to Reset$/, '!rondel config --set passed=reset'],
    ['passed', { ...DEFAULT_CONFIG, passedOver: 'reset' }, /^passed: reset \(rondel: a turn that ends with no action declared becomes a Reset\) switch to Full Guard$/, '!rondel config --set passed=guard'],
    ['announce', DEFAULT_CONFIG, /^announce: everyone \(.*\) switch to GM only$/, '!rondel config --set announce=gm'],
    ['announce', { ...DEFAULT_CONFIG, announce: 'gm' }, /^announce: gm \(.*\) switch to everyone$/, '!rondel config --set announce=everyone'],
    ['trackeredits', DEFAULT_CONFIG, /^trackeredits: ask \(.*\) switch to adopt$/, '!rondel config --set trackeredits=adopt'],
    ['trackeredits', { ...DEFAULT_CONFIG, trackerEdits: 'adopt' }, /^trackeredits: adopt \(.*\) switch to ask$/, '!rondel config --set trackeredits=ask'],
  ])('%s: says what it is, its value and what its button does', (key, config, line, command) => {
    expect(lineOf(config, key)).toMatch(line);
    const label = /switch to .*$/.exec(lineOf(config, key))?.[0] as string;
    expect(buttons(configCard(config, 'rondel', []))).toContainEqual([label, command]);
    // the value shown is the one --set takes back
    const value = /^[a-z]+: (\S+)/.exec(lineOf(config, key))?.[1] as string;
    expect(setOption(config, `${key}=${value}`)).toEqual(config);
  });
});
