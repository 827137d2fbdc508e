// The bench's rule-set section (bench/rule-sets.ts): its table has a row per rule set and size. Structure only: no
// timing is asserted (machines are noisy); the play is tiny, so this stays fast.
import { describe, expect, it } from 'vitest';
import { ruleSetLines, runRuleSets } from '../../bench/rule-sets';
import { renderTable, type Row } from '../../bench/table';
import { ENGINE_SIZES } from '../../bench/engine';
import { ruleSets } from '../../src/rules/registry';

describe('the bench of every rule set', () => {
  const figures = runRuleSets({ steps: 400, warmupSteps: 0 });
  const { lines, verdicts } = ruleSetLines(figures, 400);
  const rows = lines.filter((l): l is Row => !('section' in l));

  it('plays every registered rule set at every size, with calls of each kind timed', () => {
    expect(figures.map((f) => f.id)).toEqual(ruleSets().map((rs) => rs.id));
    for (const f of figures) {
      expect(f.runs.map((r) => r.n)).toEqual([...ENGINE_SIZES]);
      for (const r of f.runs) {
        expect(r.advance.samples, `${f.id} at ${r.n}`).toBeGreaterThan(0);
        expect(r.declare.samples, `${f.id} at ${r.n}`).toBeGreaterThan(0);
        expect(r.perEvent.advance.samples).toBe(r.advance.samples);
        expect(r.perEvent.declare.samples).toBe(r.declare.samples);
      }
    }
  });

  it.each(ruleSets().map((rs) => rs.id))('%s: a per-event row for advance and declare at 10, 50 and 200, the target beside each, a verdict at 200', (id) => {
    for (const op of ['advance', 'declare']) {
      for (const n of ENGINE_SIZES) {
        const found = rows.filter((r) => r.measure === `${id} ${op}: µs per event, median / p95` && r.n === String(n));
        expect(found, `${id} ${op} at ${n}`).toHaveLength(1);
        const only = found[0] as Row;
        expect(only.value).toMatch(/^\d+\.\d\d \/ \d+\.\d\d$/);
        expect(only.target).toBe('< 50 µs per event at 200');
        expect(only.verdict === 'PASS' || only.verdict === 'FAIL').toBe(n === 200);
      }
      expect(verdicts.filter((v) => v.measure === `${id} ${op}, µs per event at 200`)).toHaveLength(1);
    }
    for (const n of ENGINE_SIZES) {
      expect(rows.filter((r) => r.measure.startsWith(`${id} `) && r.n === String(n))).toHaveLength(4);
    }
  });

  it('renders in the table style of the other sections', () => {
    const table = renderTable(lines);
    expect(table).toContain('== 2. Rule sets through the seam (registry)');
    for (const rs of ruleSets()) expect(table).toContain(`${rs.id} advance: µs per event, median / p95`);
  });
});
