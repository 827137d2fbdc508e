// Roll20's one-click install metadata, generated so it never drifts.
import { VERBS } from '../src/commands/verbs';
import { USER_OPTIONS } from '../src/app/config';

interface PackageInfo {
  version: string;
  description: string;
}

export function scriptJson(pkg: PackageInfo): string {
  const commands = VERBS.map((v) => `* \`!rondel ${v.name}${v.usage ? ' ' + v.usage : ''}\`${v.gmOnly ? ' (GM)' : ''}: ${v.summary}`).join('\n');
  const description = [
    pkg.description,
    '',
    'Select the tokens in the fight and run `!rondel start` (or `!combat start`). The turn tracker becomes the rondel:',
    'a `Count` entry shows the counter, every combatant shows its next action count, and every third count is a',
    'movement window. Players act from chat buttons and the Enchanted Realms character sheet.',
    '',
    '## Commands',
    commands,
  ].join('\n');
  const meta = {
    name: 'Enchanted Realms Combat',
    script: 'enchanted-realms-combat.js',
    version: pkg.version,
    previousversions: [] as string[],
    description,
    authors: 'Enchanted Realms Combat contributors',
    roll20userid: '0',
    dependencies: [] as string[],
    modifies: {
      'state.EnchantedRealmsCombat': 'read,write',
      'campaign.turnorder': 'read,write',
      'campaign.initiativepage': 'read,write',
      // tokens' markers and bars, the turn indicator's aura, tint or image (docs/rules.md §15)
      'graphic.*': 'read,write',
      // the ring under the due token and the counter on the map
      'path.*': 'read,write',
      'text.*': 'read,write',
      // body points after damage, the sheet's condition text
      'attribute.*': 'read,write',
      'macro.*': 'read,write',
      'ability.*': 'read,write',
      'handout.*': 'read,write',
    },
    conflicts: ['5E BattleMaster'],
    useroptions: USER_OPTIONS,
  };
  return `${JSON.stringify(meta, null, 2)}\n`;
}
