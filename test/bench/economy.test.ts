// The economy section's counting (bench/economy.ts): what it calls an object update, and its floor.
import { describe, expect, it } from 'vitest';
import { floorCampaign, messagesFloorScript, objectUpdates } from '../../bench/economy';
import type { RecordedSince } from 'roll20-double';

const since = (writes: { id: string; type: string; key: string; origin: 'script' | 'user' | 'setup' }[], created: { id: string; type: string; origin: 'script' | 'user' | 'setup' }[] = []): RecordedSince =>
  ({ chat: [], delivered: [], writes: writes.map((w) => ({ ...w, before: 0, after: 1 })), created, removed: [], logs: [], warnings: [], crashes: [], effects: [], faults: [] }) as unknown as RecordedSince;

describe('object updates', () => {
  it('count each object a script wrote or created once, the campaign and others’ writes aside', () => {
    expect(
      objectUpdates(
        since(
          [
            { id: 't1', type: 'graphic', key: 'statusmarkers', origin: 'script' },
            { id: 't1', type: 'graphic', key: 'bar1_value', origin: 'script' },
            { id: 't2', type: 'graphic', key: 'statusmarkers', origin: 'user' },
            { id: 'c', type: 'campaign', key: 'turnorder', origin: 'script' },
            { id: 'a1', type: 'attribute', key: 'current', origin: 'script' },
          ],
          [{ id: 'x1', type: 'text', origin: 'script' }],
        ),
      ),
    ).toBe(3);
    expect(objectUpdates(since([]))).toBe(0);
  });

  it('the floor writes the tracker once a step, rotated, and nothing else', () => {
    const floor = floorCampaign(5, 1);
    const ids = (): string[] => (JSON.parse(String(floor.sb.campaign.get('turnorder'))) as { id: string }[]).map((e) => e.id);
    const before = ids();
    expect(before).toHaveLength(5);
    const mark = floor.sb.recorder.mark();
    floor.step();
    const writes = floor.sb.recorder.since(mark).writes.filter((w) => w.origin === 'script');
    expect(writes.map((w) => `${w.type}.${w.key}`)).toEqual(['campaign.turnorder']);
    expect(ids()).toEqual([...before.slice(1), before[0]]);
  });

  it('the messages floor also sends a card for everyone and a whisper to the GM of about the sizes asked, each step', () => {
    const floor = floorCampaign(5, 1, messagesFloorScript(1000, 3000));
    const before = (JSON.parse(String(floor.sb.campaign.get('turnorder'))) as { id: string }[]).map((e) => e.id);
    const mark = floor.sb.recorder.mark();
    floor.step();
    const got = floor.sb.recorder.since(mark);
    expect(got.writes.filter((w) => w.origin === 'script').map((w) => `${w.type}.${w.key}`)).toEqual(['campaign.turnorder']);
    expect((JSON.parse(String(floor.sb.campaign.get('turnorder'))) as { id: string }[]).map((e) => e.id)).toEqual([...before.slice(1), before[0]]);
    const sent = got.chat.filter((m) => !m.viaCallback && m.type !== 'api');
    expect(sent.map((m) => m.type).sort()).toEqual(['direct', 'whisper']);
    const size = (type: string): number => Buffer.byteLength(sent.find((m) => m.type === type)?.content ?? '', 'utf8');
    expect(size('direct')).toBeGreaterThan(900);
    expect(size('direct')).toBeLessThanOrEqual(1000);
    expect(size('whisper')).toBeGreaterThan(2900);
    expect(size('whisper')).toBeLessThanOrEqual(3000);
    // to the campaign's one player, its GM
    expect(sent.find((m) => m.type === 'whisper')?.targets).toHaveLength(1);
  });
});
