// A finding of an independent rules audit, kept as a regression. docs/rules.md §10: a modifier past ±99 is refused
// with the reason. A check's or competition's modifier is the sheet's plus --mod: `--mod 99` on a sheet modifier of +1
// was refused as "--mod … not 100", a number nobody typed. The refusal now names both.
import { describe, expect, it } from 'vitest';
import { anArena } from '../arena';
import { ask } from '../hidden/helpers';

describe('a modifier the sheet and --mod pass ±99 together', () => {
  it.each(['check', 'competition'])('%s: the refusal names the sheet’s modifier and the typed one', (verb) => {
    const a = anArena();
    const r = ask(a, 'gm', `!rondel ${verb} --attr agility --mod 99 --token ${a.ids.aldric}`);
    expect(r.changed).toBe(false);
    expect(r.replies.join('\n')).toMatch(/Aldric’s Agility modifier \(\+\d+\) and --mod 99 come to \d+: a roll’s modifier is from -99 to 99\./);
  });

  it('a --mod that fits with the sheet’s is rolled', () => {
    const a = anArena();
    expect(ask(a, 'gm', `!rondel check --attr agility --mod 90 --token ${a.ids.aldric}`).replies.join('\n')).toMatch(/Aldric/);
    expect(ask(a, 'gm', `!rondel check --attr agility --mod 90 --token ${a.ids.aldric}`).replies.join('\n')).not.toMatch(/come to/);
  });
});
