import { describe, expect, it } from 'vitest';
import { booted, runInSandbox } from './test-helpers';

describe('status markers', () => {
  it.each([
    ['', 'status_blue', false],
    ['blue', 'status_blue', true],
    ['red,blue@3', 'status_blue', '3'],
    ['red,blue@3', 'status_bluemarker', '3'],
    ['red,Flex::1234@2', 'status_Flex::1234', '2'],
    ['dead', 'status_dead', true],
    ['blue,blue@4', 'status_blue', true],
  ])('with statusmarkers %j, get(%j) is %j', (statusmarkers, key, expected) => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, statusmarkers });
    expect(runInSandbox(sb, `getObj('graphic', '${tok.id}').get('${key}')`)).toBe(expected);
  });

  it.each([
    ['', 'status_blue', true, 'blue'],
    ['red', 'status_blue', 3, 'red,blue@3'],
    ['red,blue@3', 'status_blue', false, 'red'],
    ['red,blue@3', 'status_blue', true, 'red,blue'],
    ['blue@3,red', 'status_blue', 5, 'blue@5,red'],
    ['red', 'status_bluemarker', true, 'red,blue'],
    ['red', 'status_Flex::1234', true, 'red,Flex::1234'],
    ['red', 'status_blue', '7', 'red,blue@7'],
    ['blue,red,blue@2', 'status_blue', false, 'red'],
    ['red', 'status_blue', 0, 'red,blue@0'],
  ])('with statusmarkers %j, set(%j, %j) leaves %j', (statusmarkers, key, value, expected) => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, statusmarkers });
    runInSandbox(sb, `getObj('graphic', '${tok.id}').set('${key}', ${JSON.stringify(value)})`);
    expect(tok.get('statusmarkers')).toBe(expected);
  });

  it('a status_ write is recorded as a write of statusmarkers', () => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, statusmarkers: 'red' });
    runInSandbox(sb, `getObj('graphic', '${tok.id}').set('status_blue', 2)`);
    expect(sb.recorder.writes.filter((w) => w.origin === 'script')).toEqual([{ id: tok.id, type: 'graphic', key: 'statusmarkers', before: 'red', after: 'red,blue@2', origin: 'script' }]);
  });

  it.each([[12, 'blue@9'], [-1, 'blue@0']])('a badge of %j is not one digit: clamped to %j with a warning', (badge, expected) => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id });
    runInSandbox(sb, `getObj('graphic', '${tok.id}').set('status_blue', ${badge})`);
    expect(tok.get('statusmarkers')).toBe(expected);
    expect(sb.recorder.warnings.join()).toMatch(/one digit/);
  });

  it('driver.toggleMarker with a number shows a badge', () => {
    const { sb, page } = booted('');
    const tok = sb.addToken({ pageid: page.id, statusmarkers: 'red' });
    sb.driver.toggleMarker(tok, 'Flex::1234', 4);
    expect(tok.get('statusmarkers')).toBe('red,Flex::1234@4');
    sb.driver.toggleMarker(tok, 'red', false);
    expect(tok.get('statusmarkers')).toBe('Flex::1234@4');
  });

  it('custom markers come from the campaign token_markers JSON, tagged Name::id', () => {
    const { sb } = booted('');
    sb.setCustomMarkers([{ name: 'Flex', id: 1234, url: 'https://example.test/flex.png' }, { name: 'Flex', id: 99 }]);
    const markers = JSON.parse(String(runInSandbox(sb, `Campaign().get('token_markers')`))) as unknown;
    expect(markers).toEqual([
      { id: 1234, name: 'Flex', tag: 'Flex::1234', url: 'https://example.test/flex.png' },
      { id: 99, name: 'Flex', tag: 'Flex::99', url: '' },
    ]);
    expect(runInSandbox(sb, `Campaign().get('_token_markers') === Campaign().get('token_markers')`)).toBe(true);
  });

  it('token_markers is read-only for scripts', () => {
    const { sb } = booted('');
    runInSandbox(sb, `Campaign().set('token_markers', '[]x')`);
    expect(sb.campaign.get('token_markers')).toBe('[]');
    expect(sb.recorder.warnings.join()).toMatch(/read-only/);
  });
});
