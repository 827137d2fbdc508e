// Another script's tracker entry holding JSON nested thousands deep: the entry is kept as words and numbers (the
// nesting dropped), and every command goes on (an independent review's finding, kept as a regression).
import { describe, expect, it } from 'vitest';
import { anArena, bugLogs } from './arena';
import { plain } from '../integration/table';

const DEPTH = 6000;
const deep = '['.repeat(DEPTH) + ']'.repeat(DEPTH);

describe('a deeply nested foreign tracker entry', () => {
  it('does not stop the GM from moving the fight on or ending it', () => {
    const a = anArena();
    a.send('gm', '!rondel start', ['aldric', 'goblin']);
    const mark = a.sb.recorder.mark();
    // another script appends its own entry (a script write: no event)
    const raw = String(a.sb.campaign.get('turnorder'));
    a.sb.campaign.set('turnorder' as never, `${raw.slice(0, -1)},{"id":"-1","pr":0,"custom":"Peer","_pageid":"${a.page.id}","data":${deep}}]` as never);
    a.send('gm', '!rondel next');
    a.send('gm', '!rondel end --confirm');
    a.sb.assertNoCrash();
    const bugs = bugLogs(a.sb.recorder.since(mark).logs).map((l) => l.split('\n')[0]);
    const toGm = a.sb.recorder.since(mark).chat.map((m) => plain(m.content)).filter((t) => /something went wrong/.test(t));
    expect({ bugs, toGm: toGm.length, fightEnded: a.fight() === null }).toEqual({ bugs: [], toGm: 0, fightEnded: true });
  });
});
