import { it } from 'vitest';
import { anArena } from './arena';
import { plain } from '../integration/table';
it('scratch', () => {
  const a = anArena();
  a.send('gm', '!rondel start', ['aldric', 'goblin', 'mirage', 'wisp']);
  const ch = a.extra.mirageCharacter.id;
  for (const cmd of [`!rondel attack --target ${a.ids.wisp} --char ${ch}`, `!rondel attack --target Wisp --char ${ch}`, `!rondel check --attr agility --char ${ch}`, `!rondel save --attr will --char ${ch}`, `!rondel competition --attr agility --vs Wisp --char ${ch}`, `!rondel react --char ${ch}`, `!rondel menu --char ${ch}`, `!rondel act combat --char ${ch}`, `!rondel attack --target ${a.ids.wisp} --token Mirage`, `!rondel attack --target Mirage --token Wisp`]) {
    const m = a.sb.recorder.mark();
    a.send('robin', cmd);
    console.log('CMD', cmd.replace(ch, 'CHAR'));
    for (const c of a.sb.recorder.since(m).chat) console.log('   ', c.type, c.targets.length ? c.targets.join() === a.gm.id ? 'GM' : 'player' : 'all', plain(c.content).replace(/\n/g, ' | ').slice(0, 200));
  }
});
