// The play table's engine (play/table.ts), driven the way --script drives it: lines in, a transcript out.
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../../play/campaign';
import type { Query } from '../../play/render';
import { PlayTable, runLines } from '../../play/table';

function aTable(options: { seed?: number; ask?: (q: Query) => Promise<string>; extraScript?: string } = {}) {
  const lines: string[] = [];
  const out = (l: string) => lines.push(l);
  const campaign = buildCampaign({ seed: options.seed ?? 11 });
  if (options.extraScript) campaign.sb.loadScript(options.extraScript, 'other.js');
  const table = new PlayTable({ campaign, out, ...(options.ask ? { ask: options.ask } : {}) });
  table.boot();
  return {
    table,
    lines,
    /** Runs script lines and returns only the transcript they produced. */
    async run(...script: string[]): Promise<string> {
      const from = lines.length;
      await runLines(table, script, out);
      return lines.slice(from).join('\n');
    },
  };
}

const names = (t: PlayTable) => t.selection.map((s) => String(s.get('name')));

describe('selection', () => {
  it('selects by name or prefix, several at once, all and none; the prompt shows it', async () => {
    const { table, run } = aTable();
    expect(await run('select goblin')).toContain('Selected: Goblin 1, Goblin 2, Goblin 3.');
    expect(await run('select goblin 2 zombie, ald')).toContain('Selected: Goblin 2, Zombie, Aldric.');
    expect(table.prompt()).toBe('Gwen (GM) [Goblin 2, Zombie, Aldric]> ');
    await run('select all');
    expect(names(table)).toHaveLength(11);
    expect(table.prompt()).toBe('Gwen (GM) [Aldric, Lira +9]> ');
    expect(await run('select none')).toContain('Nothing selected.');
    expect(table.prompt()).toBe('Gwen (GM)> ');
  });

  it('an unknown name leaves the selection as it was', async () => {
    const { table, run } = aTable();
    await run('select lira');
    expect(await run('select lira dragon')).toContain('No token named “dragon”; the selection is unchanged.');
    expect(names(table)).toEqual(['Lira']);
  });

  it('the selection goes with the chat as Roll20’s selected', async () => {
    const { table, run } = aTable();
    const transcript = await run('select aldric kess goblin 1', '!combat start');
    expect(transcript).toContain('Aldric: d12');
    expect(transcript).toContain('Kess: d12');
    expect(transcript).toContain('Goblin 1: d12');
    expect(transcript).not.toContain('Lira');
    const delivered = table.sb.recorder.delivered.find((m) => m.content === '!combat start');
    expect(delivered?.selected).toHaveLength(3);
  });

  it('without a selection, no selected key is sent at all', async () => {
    const { table, run } = aTable();
    expect(await run('!combat start')).toContain('Select the tokens in the fight first');
    expect(table.sb.recorder.delivered.at(-1)).not.toHaveProperty('selected');
  });
});

describe('who is typing', () => {
  it('as switches by name prefix or gm; whispers are marked with their recipient', async () => {
    const { table, run } = aTable();
    expect(await run('as s')).toContain('Now typing as Sam.');
    expect(table.prompt()).toBe('Sam> ');
    const refused = await run('!combat next');
    expect(refused).toContain('(to Sam)');
    expect(refused).toContain('Only the GM can use');
    expect(await run('as GM')).toContain('Now typing as Gwen (GM).');
    expect(await run('as bob')).toContain('No player “bob”.');
    expect(table.prompt()).toBe('Gwen (GM)> ');
  });

  it('the transcript echoes each line with the prompt of the moment and narrates comments', async () => {
    const { run } = aTable();
    const t = await run('# first, Pat', 'as pat', '!combat status');
    expect(t.split('\n')).toEqual(expect.arrayContaining(['# first, Pat', 'Gwen (GM)> as pat', 'Pat> !combat status']));
  });
});

describe('API buttons by number', () => {
  it('the due combatant’s menu is numbered; typing a number presses it as the current speaker', async () => {
    const { table, run } = aTable();
    const start = await run('select all', '!combat start');
    expect(start).toContain('Count 1: Goblin 3 acts.');
    expect(start).toContain('(to GM)');
    expect(start).toMatch(/\[1\] Combat \[2\] Dash \[3\] Full Guard/);
    expect(table.buttons.map((b) => b.label)).toEqual(['Combat', 'Dash', 'Full Guard', 'Hide', 'Magic', 'Use Skill/Object', 'Hold', 'Reset', 'React']);
    const pressed = await run('2');
    expect(pressed).toContain('» Gwen presses [2] Dash: !rondel act dash --token ‹Goblin 3›');
    expect(pressed).toContain('Goblin 3: Dash 10 → next at count 11');
  });

  it('answers after the number fill the button’s questions in order; the rest keep their defaults', async () => {
    const { run } = aTable();
    await run('select all', '!combat start');
    const pressed = await run('1 -1 | yes');
    expect(pressed).toContain('!rondel act combat --token ‹Goblin 3› --turn 1 --fight 1 --speed -1 --change');
    expect(pressed).toMatch(/Goblin 3: Combat d4 \(\d\) \+ 8 − 1 weapon speed \+ d4 \(\d\) change = \d+/);
  });

  it('interactive mode asks each question, re-asking a choice it cannot read', async () => {
    const asked: string[] = [];
    const answers = ['', 'perhaps', 'y'];
    const { run } = aTable({
      ask: async (q) => {
        asked.push(q.prompt);
        return answers.shift() ?? '';
      },
    });
    await run('select all', '!combat start');
    const pressed = await run('1');
    expect(asked).toEqual(['Weapon speed', 'Change of action or weapon (+d4)?', 'Change of action or weapon (+d4)?']);
    expect(pressed).toContain('Choose one of: 1) No  2) Yes');
    expect(pressed).toContain('--speed 0 --change');
  });

  it('the wrong player pressing is refused by the script; a number with no button says so', async () => {
    const { run } = aTable();
    await run('select all', '!combat start');
    const refused = await run('as pat', '1');
    expect(refused).toContain('» Pat presses [1] Combat');
    expect(refused).toContain('You do not control Goblin 3.');
    expect(await run('12')).toContain('No button [12]: the choices are [1] to [9].');
  });

  it('buttons lists the choices with token names', async () => {
    const { run } = aTable();
    await run('select all', '!combat start');
    expect(await run('buttons')).toContain('[3] Full Guard: !rondel act guard --token ‹Goblin 3›');
  });
});

describe('the tracker, tokens and sheets', () => {
  it('tracker shows the turn order; tracker next presses its button, refused for a player whose token is not on top', async () => {
    const { run } = aTable();
    await run('select all', '!combat start');
    const tracker = await run('tracker');
    expect(tracker).toContain(' ▶   1  Goblin 3');
    expect(tracker).toContain('     1  Count');
    expect(await run('as pat', 'tracker next')).toContain('Roll20 does not let you');
    const pressed = await run('as gm', 'tracker next');
    expect(pressed).toContain('Goblin 3 did not declare');
  });

  it('tokens shows markers with their meaning; sheet shows the attribute contract', async () => {
    const { run } = aTable();
    await run('select all', '!combat start', 'select kess', '!combat react');
    expect(await run('tokens')).toMatch(/Kess +Sam +lightning-helix@8 \(flex: reacted, cannot react\)/);
    const sheet = await run('sheet bor');
    expect(sheet).toContain('Borin, Dwarf priest (Alex)');
    expect(sheet).toMatch(/faith_mod +3/);
    expect(sheet).toMatch(/casting_time +2/);
    expect(sheet).toMatch(/movement_tier_current +brown_cow/);
    expect(await run('sheet zombie')).toMatch(/perception_mod +– \(default\)/);
    expect(await run('sheet goblin 1')).toContain('No character');
  });
});

describe('restart', () => {
  it('restarts the sandbox mid-fight: the tracker and the state survive and the fight goes on', async () => {
    const { table, run } = aTable();
    await run('select all', '!combat start', '!combat next');
    const tracker = table.sb.turnOrder();
    const state = JSON.stringify(table.sb.state);
    const restarted = await run('restart');
    expect(restarted).toContain('restarting the sandbox');
    expect(table.sb.turnOrder()).toEqual(tracker);
    expect(JSON.stringify(table.sb.state)).toBe(state);
    expect(await run('!combat next')).toContain('Count 4');
    expect(table.crashed).toBe(false);
  });
});

describe('crashes', () => {
  it('a script that throws is reported, and the table knows', async () => {
    const { table, run } = aTable({ extraScript: "on('ready', () => on('chat:message', (m) => { if (m.content === '!boom') throw new Error('kaboom'); }));" });
    const t = await run('!boom');
    expect(t).toContain('!! The script crashed (handler): Error: kaboom');
    expect(table.crashed).toBe(true);
  });
});

describe('completion', () => {
  it('completes table commands, verbs, action words, flags and names', () => {
    const { table } = aTable();
    expect(table.complete('se')).toEqual([['select'], 'se']);
    expect(table.complete('!combat ne')).toEqual([['next'], 'ne']);
    expect(table.complete('!rondel act h')).toEqual([['hide', 'hold'], 'h']);
    expect(table.complete('!rondel act combat --sp')).toEqual([['--speed'], '--sp']);
    expect(table.complete('select gob')[0]).toEqual(['Goblin 1', 'Goblin 2', 'Goblin 3']);
    expect(table.complete('as ')[0]).toEqual(['gm', 'Gwen', 'Pat', 'Sam', 'Alex']);
    expect(table.complete('sheet b')[0]).toEqual(['Borin']);
  });
});
