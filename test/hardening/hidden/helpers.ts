// An independent review's probes, kept as regressions: shared helpers (a player's view of a command, a fight with a chosen combatant due).
import { expect } from 'vitest';
import { plain } from '../../integration/table';
import { anArena, fightNow, rondelPresent, type ActorKey, type Arena, type TokenKey } from '../arena';
import type { RuleSetId } from '../../../src/rules/core/rule-set';

export const NO_SUCH_ID = '-MzzzzzzzzzzzzzzzzzZ';

export interface Reply {
  replies: string[];
  changed: boolean;
  tracker: boolean;
}

/** What a player receives (every message they can read), and whether the stored data or tracker changed. */
export function ask(a: Arena, actor: ActorKey, text: string, sel: TokenKey[] = []): Reply {
  const before = JSON.stringify(a.stored());
  const tBefore = a.sb.campaign.get('turnorder');
  const mark = a.sb.recorder.mark();
  a.send(actor, text, sel);
  a.sb.flush();
  a.sb.assertNoCrash();
  const player = a.player(actor);
  const replies = a.sb.recorder
    .since(mark)
    .chat.filter((m) => !m.viaCallback && m.type !== 'api' && m.type !== 'gmrollresult' && (m.type !== 'whisper' || (player !== undefined && m.targets.includes(player.id))))
    .map((m) => `${m.type}: ${plain(m.content)}`);
  return { replies, changed: JSON.stringify(a.stored()) !== before, tracker: a.sb.campaign.get('turnorder') !== tBefore };
}

/** A fight in the rule set with `due` due now and `others` in it too. */
export function fightWithDue(rules: RuleSetId, due: TokenKey, others: TokenKey[], a: Arena = anArena()): Arena {
  if (rules === 'rondel') {
    a.send('gm', '!rondel start', [due, ...others]);
    for (const o of others) a.send('gm', `!rondel set --count 40 --token ${a.ids[o]}`);
    a.send('gm', `!rondel set --count ${rondelPresent(a).counter} --token ${a.ids[due]}`);
  } else {
    a.send('gm', `!rondel start --rules ${rules}`, [due, ...others]);
  }
  const cur = (): string | undefined => {
    const f = fightNow(a)!;
    return f.rs.current(f.state)?.id;
  };
  for (let i = 0; i < 40 && cur() !== a.ids[due]; i += 1) a.send('gm', '!rondel next');
  expect(cur()).toBe(a.ids[due]);
  return a;
}

