// The built-in demos, one scripted fight per rule set (docs/rules.md §9): `npm run demo` plays the rondel's,
// `npm run demo -- --rules seconds` and `-- --rules rounds` the older editions'. Each names the seed its script was
// written against: the script follows the dice (who is due when), so another seed plays a different, still valid,
// but less telling fight.
import { fileURLToPath } from 'node:url';
import type { RuleSetId } from '../src/rules/core/rule-set';
import { DEFAULT_SEED } from './campaign';

export interface Demo {
  readonly file: string;
  readonly seed: number;
}

const here = (name: string): string => fileURLToPath(new URL(`./${name}`, import.meta.url));

export const DEMOS: Readonly<Record<RuleSetId, Demo>> = {
  rondel: { file: here('demo.txt'), seed: DEFAULT_SEED },
  // seed 111: Aldric's first initiative (21) is carried into round 2, and Borin acts at second 19, late enough for
  // his casting to land in round 2 (docs/rules.md §9.2)
  seconds: { file: here('demo-seconds.txt'), seed: 111 },
  rounds: { file: here('demo-rounds.txt'), seed: DEFAULT_SEED },
};
