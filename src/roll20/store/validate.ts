// The check of the stored data before it is trusted: the configuration, the ledger, the fight and every undo step.
import type { BaseCombatant, FightStateBase } from '../../rules/core/rule-set';
import { ruleSetOf } from '../../rules/registry';
import { SCHEMA_VERSION } from '../../app/model';
import { validateConfig } from '../../app/config';
import { validAwards } from '../../app/award';
import { validDamage } from '../../app/damage';
import { isObject } from './json';
import { broughtBy } from './step-diff';
import { decodeTimeline, type StoredTimeline } from './timeline-codec';

function validLedger(v: unknown): boolean {
  const num = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  return isObject(v) && num(v.next) && Array.isArray(v.pending) && Array.isArray(v.applied)
    && v.pending.every((p) => isObject(p) && typeof p.id === 'string' && typeof p.target === 'string' && num(p.amount) && typeof p.applied === 'boolean')
    && v.applied.every((a) => isObject(a) && typeof a.roll === 'string' && typeof a.target === 'string' && num(a.amount))
    && validAwards(v.awards);
}

/**
 * The combatants a step's diff brought, with those its own fields name (10-second rounds' `turn.id`, 20-second rounds'
 * castings' `casterId`): a check of the step sees whom its fields point at, as it would in the whole step.
 */
function withNamed(step: FightStateBase, own: readonly BaseCombatant[]): readonly BaseCombatant[] {
  const named = new Set<string>();
  for (const [key, v] of Object.entries(step)) {
    if (key === 'combatants') continue;
    if (isObject(v) && typeof v.id === 'string') named.add(v.id);
    else if (Array.isArray(v)) for (const x of v) if (isObject(x) && typeof x.casterId === 'string') named.add(x.casterId);
  }
  for (const c of own) named.delete(c.id);
  if (named.size === 0) return own;
  return [...own, ...step.combatants.filter((c) => named.has(c.id))];
}

export function validateStored(value: unknown): string[] {
  if (!isObject(value)) return ['the stored data is not an object'];
  const problems: string[] = [];
  if (value.schemaVersion !== SCHEMA_VERSION) problems.push(`schemaVersion is ${JSON.stringify(value.schemaVersion)}`);
  problems.push(...validateConfig(value.config));
  if (typeof value.helpVersion !== 'string') problems.push('helpVersion is not text');
  if (typeof value.optionsSaved !== 'number' || !Number.isFinite(value.optionsSaved)) problems.push('optionsSaved is not a number');
  const cleanup = value.cleanup;
  const strings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (cleanup !== null && !(isObject(cleanup) && strings(cleanup.ids) && strings(cleanup.tags))) problems.push('cleanup is malformed');
  else if (isObject(cleanup) && cleanup.giveBack !== undefined && !(isObject(cleanup.giveBack) && Object.values(cleanup.giveBack).every(strings))) problems.push('cleanup.giveBack is not lists of tags by token');
  // the rolls' ledger is optional: absent until the first attack (docs/rules.md §10)
  if (value.rolls !== undefined && !validLedger(value.rolls)) problems.push('rolls is malformed');
  const serial = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
  if (value.fights !== undefined && !serial(value.fights)) problems.push('fights is not a fight serial');
  const fight = value.fight;
  if (fight !== null) {
    if (!isObject(fight)) problems.push('fight is not an object');
    else {
      if (typeof fight.pageId !== 'string') problems.push('fight.pageId is not text');
      if (fight.serial !== undefined && !serial(fight.serial)) problems.push('fight.serial is not a fight serial');
      if (fight.endAsked !== undefined && fight.endAsked !== true) problems.push('fight.endAsked is not true');
      if (fight.startAsked !== undefined && fight.startAsked !== true) problems.push('fight.startAsked is not true');
      if (fight.adoptAsked !== undefined && !strings(fight.adoptAsked)) problems.push('fight.adoptAsked is not a list of text');
      const taken = fight.takenAtJoin;
      if (taken !== undefined && !(isObject(taken) && Object.values(taken).every(strings))) problems.push('fight.takenAtJoin is not lists of tags by token');
      const turnOrder = fight.lastTurnOrder;
      if (typeof turnOrder !== 'string' && !(isObject(turnOrder) && Array.isArray(turnOrder.others))) problems.push('fight.lastTurnOrder is not text');
      const rs = ruleSetOf(fight.rules);
      if (!rs) problems.push(`fight.rules ${JSON.stringify(fight.rules)} is not a rule set`);
      const t = fight.timeline;
      if (!rs) {
        // nothing more can be checked of a fight under an unknown rule set
      } else if (!isObject(t) || !Array.isArray(t.past) || !Array.isArray(t.future)) problems.push('fight.timeline is malformed');
      else {
        const validateCombatState = (v: unknown): string[] => rs.validate(v);
        const presentProblems = validateCombatState(t.present);
        problems.push(...presentProblems.map((p) => `fight: ${p}`));
        // the damage applied in the fight (undo gives it back): the rule sets do not read it, the store checks it
        if (presentProblems.length === 0 && !validDamage((t.present as { damage?: unknown }).damage)) problems.push('fight: damage is malformed');
        const decoded = presentProblems.length === 0 ? decodeTimeline(t as unknown as StoredTimeline) : null;
        if (presentProblems.length === 0 && !decoded) problems.push('fight.timeline holds a step that does not fit');
        if (decoded) {
          // a step is checked with the combatants its diff brought (the others are the newer step's, checked there):
          // start-up does not grow with the history; a step that does not pass so is checked whole
          [...decoded.past, ...decoded.future].forEach((step, i) => {
            if (!validDamage((step as { damage?: unknown }).damage)) {
              problems.push(`fight.timeline holds a malformed step (${i})`);
              return;
            }
            const own = broughtBy.get(step);
            const quick = own ? validateCombatState({ ...step, combatants: withNamed(step, own) }) : null;
            if (quick !== null && quick.length === 0) return;
            if (validateCombatState(step).length > 0) problems.push(`fight.timeline holds a malformed step (${i})`);
          });
        }
      }
    }
  }
  return problems;
}
