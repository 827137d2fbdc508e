// The tokens' marker tooltips at the play tables say what each marker means as the GM configured the markers: the
// conditions' markers (docs/rules.md §11) and the script's own, a GM's own tag for one of them included.
import { describe, expect, it } from 'vitest';
import { Session } from '../../play/web/session';
import { buildView } from '../../play/web/view';
import { markerMeanings } from '../../play/marker-meanings';
import { DEFAULT_CONDITION_MARKERS } from '../../src/app/model';

describe('what the markers mean at the play table', () => {
  it('before the script stored anything: the defaults, each condition named on its marker', () => {
    const meanings = markerMeanings(undefined);
    for (const [condition, tag] of Object.entries(DEFAULT_CONDITION_MARKERS)) expect(meanings[tag]).toBe(condition);
    expect(meanings['fluffy-wing']).toBe('dashing');
    expect(meanings['bolt-shield']).toBe('Full Guard');
  });

  it('a GM’s own marker for a condition reads as that condition; the default tag no longer does', () => {
    const session = new Session({ seed: 11 });
    const gm = session.campaign.gm.id;
    session.say(gm, '!rondel config --set condition.prone=skull', []);
    const meanings = buildView(session, gm, 0).markerMeanings ?? {};
    expect(meanings.skull).toBe('prone');
    expect(meanings['back-pain']).toBeUndefined();
  });

  it('one tag for two things names both', () => {
    const meanings = markerMeanings({ config: { holdMarker: 'sleepy' } });
    expect(meanings.sleepy).toBe('holding; unconscious');
  });

  it('in 10-second rounds the guard marker is standing in defense and the ready marker shows', () => {
    const meanings = markerMeanings({ fight: { rules: 'rounds' } });
    expect(meanings['bolt-shield']).toBe('in defense');
    expect(meanings['sentry-gun']).toBe('at the ready');
  });
});
