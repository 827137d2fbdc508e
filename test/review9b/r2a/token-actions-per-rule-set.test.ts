// Review 9b (integrity of today's fixes): the token actions per rule set (src/app/commands/macros.ts).
// 1. `!rondel macros` writes Hold where there is a hold (the rondel) and Trigger where a readied action fires
//    (10-second rounds), but only ever adds or updates abilities: a character given its token actions in a rondel
//    game keeps its Hold button when the GM runs `macros` again for 10-second rounds, while the card says "token
//    actions Act, React and Trigger". The Hold button then answers with a refusal at every press. Fix: remove the
//    script's own Hold/Trigger ability when the rule set has none (only ours: the same name and our action text).
// 2. The Trigger token action sends `--note ?{What happened?|the trigger}`: a player who takes the prompt's default
//    fires the readied action with the note "the trigger", which replaces the trigger the player named when readying
//    (`note.trim() || status.trigger` in rounds/engine.ts): the card says "Wisp acts at the ready: the trigger."
//    instead of "if the goblin moves" (the Trigger button the fix whispers sends no note and keeps it). Fix: no
//    default in the prompt (`?{What happened?}` sends "" and the readied trigger is told), or drop the --note.
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { plain } from '../../integration/table';

const abilities = (a: Arena, characterId: string) =>
  a.sb.allObjs('ability').filter((x) => x.get('characterid') === characterId || x.get('_characterid') === characterId);

describe('token actions follow the rule set', () => {
  it('macros run again for 10-second rounds leave no Hold token action behind (the card names Act, React and Trigger)', () => {
    const a = anArena();
    a.send('gm', '!rondel macros', ['aldric']);
    expect(abilities(a, a.characters.aldric.id).map((x) => x.get('name'))).toContain('Hold');
    a.send('gm', '!rondel config --set rules=rounds');
    const mark = a.sb.recorder.mark();
    a.send('gm', '!rondel macros', ['aldric']);
    const card = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    expect(card).toContain('Aldric: token actions Act, React and Trigger.');
    const names = abilities(a, a.characters.aldric.id).filter((x) => x.get('istokenaction') === true).map((x) => String(x.get('name')));
    expect(names.sort(), 'the token action bar holds what the card says').toEqual(['Act', 'React', 'Trigger']);
  });

  it('a Hold ability the GM made (another action) is never taken away', () => {
    const a = anArena();
    a.sb.driver.create('ability', { _characterid: a.characters.aldric.id, name: 'Hold', action: '/em holds the line', istokenaction: true });
    a.send('gm', '!rondel config --set rules=rounds');
    a.send('gm', '!rondel macros', ['aldric']);
    const hold = abilities(a, a.characters.aldric.id).filter((x) => x.get('name') === 'Hold');
    expect(hold.map((x) => x.get('action'))).toEqual(['/em holds the line']);
  });

  it('the Trigger token action with its prompt’s default answer tells the trigger the player readied', () => {
    const a = anArena();
    a.send('gm', '!rondel start --rules rounds', ['aldric', 'lira', 'wisp', 'goblin']);
    a.send('gm', '!rondel macros', ['lira']);
    const trigger = abilities(a, a.characters.lira.id).find((x) => x.get('name') === 'Trigger');
    expect(trigger, 'the Trigger token action').toBeDefined();
    const f = () => fightNow(a)!;
    for (let i = 0; i < 8 && f().rs.current(f().state)?.id !== a.ids.lira; i++) a.send('gm', '!rondel next');
    expect(f().rs.current(f().state)?.id).toBe(a.ids.lira);
    a.send('sam', '!rondel act ready --note if the goblin moves', ['lira']);
    a.send('gm', '!rondel next');
    // what Roll20 sends when Sam presses the token action and accepts the prompt as offered
    const sent = String(trigger!.get('action'))
      .replace('@{character_id}', a.characters.lira.id)
      .replace(/\?\{[^|}]*\|([^}]*)\}/g, '$1')
      .replace(/\?\{[^}]*\}/g, '');
    const mark = a.sb.recorder.mark();
    a.send('sam', sent);
    const told = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).join('\n');
    expect(told).toMatch(/Lira acts at the ready/);
    expect(told).toContain('if the goblin moves');
  });
});
