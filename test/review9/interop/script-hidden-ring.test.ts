// Review 9 (living with other scripts): hidden stays hidden when another script hides the due token. TokenMod
// (`!token-mod --set layer|gmlayer`, the usual way to hide a token mid-fight) writes the layer as a script: no
// change:graphic event reaches us (it announces the change through TokenMod.ObserveTokenChange, which we do not
// follow). The turn indicator's ring stays on the map layer around the now hidden token, through the next commands and
// tracker presses, for as long as the turn lasts: every player sees where the GM-layer token stands. (A layer move by
// hand fires an event and is handled: test/hardening/hidden/layers.test.ts.)
import { describe, expect, it } from 'vitest';
import { anArena, fightNow, type Arena } from '../../hardening/arena';
import { fightWithDue } from '../../hardening/hidden/helpers';
import { runAsScript } from 'roll20-double/test-helpers';
import type { RuleSetId } from '../../../src/rules/core/rule-set';
import { TOKEN_MOD } from '../../support/token-mod';

function ringLayer(a: Arena): string | undefined {
  const table = (a.stored() as { table?: { indicator: { id: string; type: string } | null } }).table;
  const ring = table?.indicator ? a.sb.getObj(table.indicator.type, table.indicator.id) : undefined;
  return ring ? String(ring.get('layer')) : undefined;
}

describe.each(['rondel', 'seconds', 'rounds'] as RuleSetId[])('%s: another script hides the due token', (rules) => {
  function aldricDue(): Arena {
    const a = anArena({ boot: false });
    a.sb.loadScript(TOKEN_MOD, 'TokenMod.js');
    a.sb.boot();
    a.sb.driver.remove(a.sb.getObj('graphic', a.ids.ghost)!);
    fightWithDue(rules, 'aldric', ['lira'], a);
    expect(ringLayer(a)).toBe('map');
    return a;
  }

  it('TokenMod moves it to the GM layer (and announces it): the ring no longer shows where it stands', () => {
    const a = aldricDue();
    runAsScript(a.sb, `TokenMod.set('${a.ids.aldric}', { layer: 'gmlayer' })`);
    a.sb.flush();
    a.sb.assertNoCrash();
    expect(ringLayer(a) ?? 'gone', 'the ring still marks the hidden token on the map layer').not.toMatch(/^(map|objects)$/);
  });

  it('a script that does not announce it: at the next command the ring no longer shows where it stands', () => {
    const a = aldricDue();
    runAsScript(a.sb, `getObj('graphic', '${a.ids.aldric}').set('layer', 'gmlayer')`);
    a.sb.flush();
    a.send('gm', '!rondel status');
    a.sb.assertNoCrash();
    const f = fightNow(a)!;
    expect(f.rs.current(f.state)?.id).toBe(a.ids.aldric);
    expect(ringLayer(a) ?? 'gone', 'the ring still marks the hidden token on the map layer').not.toMatch(/^(map|objects)$/);
  });
});
