// The sheet workers: the entry point esbuild bundles into the sheet's <script type="text/worker">.
// Each event: the section ids, one getAttrs for everything, deriveSheet, one silent setAttrs of what changed.
// Top-level variables of a worker are shared by every character a player has open, so nothing here keeps state.
import type { TierKey } from '../../src/rules/core/numbers';
import { attributeNames, deriveSheet, englishTierName, type Rows, type Trigger, type Updates } from './derive';
import { INPUTS, SKILLS, SPELL_FIELDS, SPELLS, WEAPON_FIELDS, WEAPONS } from './fields';
import { upgrade } from './upgrade';

function tierName(tier: TierKey): string {
  return getTranslationByKey(`tier-${tier}`) || englishTierName(tier);
}

function recalculate(trigger: Trigger): void {
  getSectionIDs(WEAPONS, (weapons) => {
    getSectionIDs(SPELLS, (spells) => {
      getSectionIDs(SKILLS, (skills) => {
        const rows: Rows = { weapons, spells, skills };
        getAttrs([...attributeNames(rows), 'sheet_version'], (values) => {
          let updates: Updates;
          if (trigger.kind === 'opened') {
            const upgrades = upgrade(values);
            updates = { ...upgrades, ...deriveSheet({ ...values, ...upgrades }, rows, trigger, tierName) };
          } else {
            updates = deriveSheet(values, rows, trigger, tierName);
          }
          // Derived values feed nothing else: the whole cascade was computed above, so the write is silent.
          if (Object.keys(updates).length > 0) setAttrs(updates, { silent: true });
        });
      });
    });
  });
}

const watched = [
  ...INPUTS.map((name) => `change:${name}`),
  ...WEAPON_FIELDS.map((field) => `change:${WEAPONS}:${field}`),
  `remove:${WEAPONS}`,
  ...SPELL_FIELDS.filter((field) => field !== 'tradition_mod').map((field) => `change:${SPELLS}:${field}`),
  `remove:${SPELLS}`,
  // docs/rules.md §10: a skill that adds an attack die changes the pool; its sub-attribute and modifier its check
  `change:${SKILLS}:attack_die`,
  `change:${SKILLS}:sub_attribute`,
  `change:${SKILLS}:mod`,
  // a new row whose player types only its name takes its sub-attribute's modifier at once
  `change:${SKILLS}:name`,
  `remove:${SKILLS}`,
];

on(watched.join(' '), (info) => {
  const source = (info.sourceAttribute ?? '').toLowerCase();
  if (info.triggerName !== undefined && info.triggerName.startsWith('remove:')) {
    recalculate({ kind: 'removed', source });
  } else {
    recalculate({ kind: 'change', source, newValue: info.newValue });
  }
});

on('sheet:opened', () => recalculate({ kind: 'opened' }));
