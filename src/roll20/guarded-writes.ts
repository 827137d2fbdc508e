// Every write to Roll20 after the stored fight stands alone: one that Roll20 refuses is noted for the GM's notice and
// logged, and the writes after it still go.
import type { Stored } from '../app/model';
import type { Outcome } from '../app/outcome';
import type { Outgoing } from '../app/ports';
import { effectLabel, writeAttribute, writeBar } from './sheet-writes';
import { errorText } from './error-text';
import { nameOnMap } from './world';

export interface CommitPorts {
  save(stored: Stored): void;
  send(message: Outgoing): void;
  log(line: string): void;
  /** Called when the fight changed, after everything was written, with what is stored now. */
  changed(stored: Stored, outcome: Outcome): void;
}

/** A write Roll20 refused: noted for the GM's notice, and logged. */
export function refusedWrite(failed: string[], ports: CommitPorts, label: string, error: unknown): void {
  failed.push(label);
  ports.log(`Roll20 refused a write (${label}): ${errorText(error)}`);
}

export function campaignWrite(failed: string[], ports: CommitPorts, campaign: Roll20Campaign, key: 'initiativepage', value: string | boolean, label: string): void {
  try {
    campaign.set(key, value as never);
  } catch (error) {
    refusedWrite(failed, ports, label, error);
  }
}

/** A token's markers written; false when Roll20 refused. */
export function markersWrite(failed: string[], ports: CommitPorts, token: Roll20Graphic, value: string): boolean {
  try {
    token.set('statusmarkers', value);
    return true;
  } catch (error) {
    let label = 'a write';
    try {
      // named as the cards name it (ruling 89): a token with no name by its character's, else "Unnamed token"
      label = `the markers of ${nameOnMap(token)}`;
    } catch {
      // the label itself could not be read
    }
    refusedWrite(failed, ports, label, error);
    return false;
  }
}

export function effectWrite(failed: string[], ports: CommitPorts, e: Effect): void {
  try {
    writeEffect(e);
  } catch (error) {
    let label = 'a write';
    try {
      label = effectLabel(e);
    } catch {
      // the label itself could not be read
    }
    refusedWrite(failed, ports, label, error);
  }
}

/** Chat goes out message by message, each on its own (a commit sends two or three). */
export function sendEach(failed: string[], ports: CommitPorts, list: readonly Outgoing[], label: string): void {
  for (let i = 0; i < list.length; i += 1) {
    try {
      ports.send(list[i] as Outgoing);
    } catch (error) {
      refusedWrite(failed, ports, label, error);
    }
  }
}

export type Effect = NonNullable<Outcome['effects']>[number];

function writeEffect(e: Effect): void {
  if (e.kind === 'attribute') writeAttribute(e.characterId, e.name, e.current);
  else if (e.kind === 'bar') writeBar(e.tokenId, e.bar, e.value);
  else if (e.kind === 'macro') {
    const existing = findObjs({ _type: 'macro', name: e.name }).filter((m) => m.get('_playerid') === e.playerId);
    if (existing[0]) existing[0].set({ action: e.action });
    else createObj('macro', { _playerid: e.playerId, name: e.name, action: e.action, visibleto: '' } as never);
  } else if (e.kind === 'ability-gone') {
    for (const a of findObjs({ _type: 'ability', _characterid: e.characterId, name: e.name })) if (a.get('action') === e.action) a.remove();
  } else {
    const existing = findObjs({ _type: 'ability', _characterid: e.characterId, name: e.name });
    if (existing[0]) existing[0].set({ action: e.action, istokenaction: true });
    else createObj('ability', { _characterid: e.characterId, name: e.name, action: e.action, istokenaction: true } as never);
  }
}
