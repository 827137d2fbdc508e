// The script run from its source in this process (test/support/in-process.ts, what test/roll20/live-*.test.ts play)
// does what the built bundle does in the double's context: the same seeded play, command for command, restarts
// included, leaves the same chat, tracker, tokens, drawn objects and stored data. What the live tests show of the
// adapter therefore holds for the bundle a GM pastes. (Left out of the mutation runs: it compares the source with
// itself, and would count every mutant a difference of any kind, tested or not.)
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type DoubleObject, type Sandbox } from 'roll20-double';
import { inProcess } from '../support/in-process';
import { BUNDLE } from './table';
import pkg from '../../package.json';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
});

interface Side {
  readonly sb: Sandbox;
  readonly gm: DoubleObject;
  readonly players: DoubleObject[];
  readonly tokens: DoubleObject[];
  readonly page: DoubleObject;
}

/** The same table on either side: a GM, two players, three tokens with sheets and three without. */
function table(sb: Sandbox): Side {
  const gm = sb.addPlayer({ name: 'Gina', gm: true });
  const players = [sb.addPlayer({ name: 'Pat Smith' }), sb.addPlayer({ name: 'Sam' })];
  const page = sb.addPage({ name: 'Battle' });
  const tokens = Array.from({ length: 6 }, (_, i) => {
    const sheet =
      i < 3
        ? sb.addCharacter({ name: `Hero ${i}`, controlledby: (players[i % 2] as DoubleObject).id, attributes: { perception: 4 + i, perception_mod: i, movement_tier: i === 1 ? 'orange_lion' : 'red_fox', weapon_speed: i, agility_mod: 1, casting_time: 2, body: 20 } })
        : null;
    return sb.addToken({ pageid: page.id, name: sheet ? `Hero ${i}` : `Foe ${i}`, left: 70 + 70 * i, top: 105, ...(sheet ? { represents: sheet.id } : {}), ...(i === 5 ? { layer: 'gmlayer' } : {}) });
  });
  return { sb, gm, players, tokens, page };
}

/** What the table shows and keeps: chat, tracker, every token and drawn object, the stored data. */
function seen(s: Side): unknown {
  const props = (o: DoubleObject): unknown => ({ ...(o.toJSON() as Record<string, unknown>) });
  return {
    chat: s.sb.recorder.chat.map((c) => [c.type, c.target ?? null, c.content, c.options?.noarchive ?? false]),
    tracker: s.sb.turnOrder(),
    graphics: s.sb.allObjs('graphic').map(props),
    paths: s.sb.allObjs('path').map(props),
    texts: s.sb.allObjs('text').map(props),
    attributes: s.sb.allObjs('attribute').map(props),
    state: JSON.parse(JSON.stringify(s.sb.state)) as unknown,
    crashes: s.sb.recorder.crashes.length,
  };
}

/** One seeded move of the table, the same on either side (chosen from `pick`, never from what either side shows). */
function move(s: Side, pick: (n: number) => number, restarts: { n: number }): void {
  const { sb, gm, players, tokens } = s;
  const token = tokens[pick(tokens.length)] as DoubleObject;
  const player = players[pick(2)] as DoubleObject;
  const actions = ['combat', 'dash', 'guard', 'hide', 'magic', 'skill', 'hold', 'reset', 'move', 'defense', 'ready'];
  switch (pick(14)) {
    case 0:
    case 1:
    case 2:
      sb.driver.chat(gm, '!rondel next');
      break;
    case 3:
    case 4:
      sb.driver.chat(pick(2) ? gm : player, `!rondel act ${actions[pick(actions.length)]} --token ${token.id}`);
      break;
    case 5:
      sb.driver.chat(pick(2) ? gm : player, `!rondel react --token ${token.id} --note parry`);
      break;
    case 6:
      sb.driver.chat(gm, `!rondel condition --token ${token.id} --${pick(2) ? 'add' : 'remove'} ${['prone', 'stunned', 'blind', 'grappled'][pick(4)]}`);
      break;
    case 7:
      sb.driver.chat(gm, pick(2) ? '!rondel undo' : '!rondel redo');
      break;
    case 8:
      sb.driver.chat(pick(2) ? gm : player, '!rondel status');
      break;
    case 9:
      if (sb.turnOrder().length > 1) sb.driver.tracker.edit(pick(sb.turnOrder().length), String(pick(30)));
      break;
    case 10:
      sb.driver.tracker.next(pick(3) ? gm : player);
      break;
    case 11:
      sb.driver.move(token, { left: 70 + 70 * pick(8), top: 105 + 70 * pick(3) });
      break;
    case 12:
      sb.driver.chat(gm, `!rondel config --set ${['indicator=aura', 'indicator=ring', 'badges=on', 'statuses=on', 'countertext=on', 'ping=on'][pick(6)]}`);
      break;
    default:
      restarts.n += 1;
      sb.restart();
  }
  sb.flush();
}

describe('the script from its source, in this process, and the built bundle', () => {
  it.each([['rondel'], ['seconds'], ['rounds']])('%s: the same seeded play, restarts included, leaves the same table', (rules) => {
    for (const seed of [1, 2, 3]) {
      const bundled = table(createSandbox({ seed }));
      bundled.sb.loadFile(BUNDLE);
      bundled.sb.boot();
      const live = inProcess({ seed }, pkg.version);
      dispose = live.dispose;
      const source = table(live.sb);
      live.sb.boot();
      const start = (s: Side): void => {
        s.sb.driver.chat(s.gm, `!rondel start --rules ${rules}`, { selected: s.tokens });
        s.sb.flush();
      };
      start(bundled);
      start(source);
      expect(seen(source)).toEqual(seen(bundled));
      // one seeded chooser per move (mulberry32), the same for either side
      const picker = (i: number): ((n: number) => number) => {
        let a = (seed * 7919 + i * 104729) >>> 0;
        return (n) => {
          a = (a + 0x6d2b79f5) >>> 0;
          let x = Math.imul(a ^ (a >>> 15), a | 1);
          x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
          const u = ((x ^ (x >>> 14)) >>> 0) / 4294967296;
          return n <= 0 ? 0 : Math.floor(u * n);
        };
      };
      const restarts = { n: 0 };
      for (let i = 0; i < 60; i += 1) {
        move(bundled, picker(i), restarts);
        move(source, picker(i), { n: 0 });
        expect(seen(source), `seed ${seed}, move ${i}`).toEqual(seen(bundled));
      }
      expect(bundled.sb.recorder.crashes).toEqual([]);
      // a play that did things: cards for the table, and the sandbox restarted on the way
      expect(bundled.sb.recorder.chat.filter((c) => c.type === 'direct').length).toBeGreaterThan(15);
      expect(restarts.n).toBeGreaterThan(0);
      live.dispose();
      dispose = undefined;
    }
  });
});
