// The rows that end a step's card (whose turn is due, with its token's image) and the plain cards: a refusal with its
// usage, a notice, the line above a whisper meant for a player.
import { describe, expect, it } from 'vitest';
import { clockFormat } from '../../src/render/clock';
import { errorCard, meantFor, notice, noticeCard } from '../../src/render/cards';
import { button, COLOURS, text } from '../../src/render/html';
import { turnRows } from '../../src/render/turn-rows';
import type { FightEvent } from '../../src/rules/core/events';
import { plain } from '../support/plain';

const due = (id: string, count: number, blockedBy: 'prone' | 'stunned' | null = null): FightEvent => ({ type: 'turn-due', id, count, blockedBy });
const names = (id: string): string => ({ a: 'Ana', b: 'Bo <the> [[Bold]]', l: 'L'.repeat(45) })[id] ?? id;
const url = 'https://s3.amazonaws.com/files.d20.io/images/1/thumb.png?17';

describe('the turn’s rows', () => {
  it('one row a turn due, in the events’ order, and none for other events', () => {
    const rows = turnRows([due('a', 12), { type: 'counter-advanced', from: 3, to: 12 }, due('b', 12)], names, clockFormat('rondel'));
    expect(rows.map((r) => r.kind)).toEqual(['fixed', 'fixed']);
    expect(rows.map((r) => (r.kind === 'fixed' ? plain(r.html) : ''))).toEqual(['Count 12: Ana acts.', 'Count 12: Bo <the> [[Bold]] acts.']);
    expect(turnRows([{ type: 'counter-advanced', from: 3, to: 12 }], names, clockFormat('rondel'))).toEqual([]);
  });

  it('a due turn is bold in the colour of good news; a blocked one in the colour of bad news, and says why', () => {
    const [ok, blocked] = turnRows([due('a', 4), due('a', 4, 'stunned')], names, clockFormat('rondel'));
    expect(ok).toEqual({ kind: 'fixed', html: `<div style="font-weight:bold;color:${COLOURS.good}">Count 4: Ana acts.</div>` });
    expect(blocked).toEqual({ kind: 'fixed', html: `<div style="font-weight:bold;color:${COLOURS.bad}">Count 4: Ana is stunned and cannot act (next passes the turn).</div>` });
  });

  it('says where in the fight in the rule set’s clock, and escapes and cuts the name', () => {
    const rows = turnRows([due('b', 21), due('l', 3)], names, clockFormat('seconds'));
    const html = rows.map((r) => (r.kind === 'fixed' ? r.html : '')).join('');
    expect(html).toContain('Round 2, second 1: Bo &lt;the&gt; &#91;&#91;Bold&#93;&#93; acts.');
    expect(html).toContain(`Round 1, second 3: ${'L'.repeat(39)}… acts.`);
    const [round] = turnRows([due('a', 3)], names, clockFormat('rounds'));
    expect(round?.kind === 'fixed' && plain(round.html)).toBe('Round 3: Ana acts.');
  });

  it('shows the due token’s image, 28 pixels, before its name; none without one or for an address that is not safe', () => {
    const image = (id: string): string | undefined => (id === 'a' ? url : id === 'b' ? 'javascript:alert(1)' : undefined);
    const [a, b, l] = turnRows([due('a', 5), due('b', 5), due('l', 5)], names, clockFormat('rondel'), image);
    expect(a?.kind === 'fixed' && a.html).toBe(
      `<div style="font-weight:bold;color:${COLOURS.good}">Count 5: <img src="${url}" alt="" style="width:28px;height:28px;vertical-align:middle;margin-right:4px;border-radius:3px">Ana acts.</div>`,
    );
    expect(b?.kind === 'fixed' && b.html).not.toContain('<img');
    expect(l?.kind === 'fixed' && l.html).not.toContain('<img');
  });
});

describe('plain cards', () => {
  it('a refusal: its title on the colour of bad news, each line escaped, its usage and its buttons', () => {
    const html = errorCard('Not now', ['<b>Ana</b> has acted.', 'Try again.'], '!rondel act <action> [--speed N]', [button(text('Status'), '!rondel status')]);
    expect(html).toContain(`<div style="background:${COLOURS.bad};color:#fff;padding:3px 6px;font-weight:bold;border-radius:5px 5px 0 0">Not now</div>`);
    expect(plain(html).split('\n')).toEqual(['Not now', '<b>Ana</b> has acted.', 'Try again.', 'Usage: !rondel act <action> [--speed N]', 'Status']);
    expect(html).toContain('<div>&lt;b&gt;Ana&lt;/b&gt; has acted.</div>');
    // the row of buttons does not hang
    expect(html).toContain('<div style="text-indent:0;margin-left:-8px"><a href="!rondel status"');
  });

  it('a refusal without usage or buttons has its lines alone; a line is cut at 300 characters', () => {
    const html = errorCard('No', ['x'.repeat(310)]);
    expect(plain(html).split('\n')).toEqual(['No', `${'x'.repeat(299)}…`]);
    expect(html).not.toContain('Usage');
  });

  it('a notice: lines escaped and cut at 300, in the usual colour unless another is asked', () => {
    const usual = notice('Rondel', ['a [[roll]]', 'y'.repeat(301)]);
    expect(usual).toContain(`background:${COLOURS.accent};`);
    expect(plain(usual).split('\n')).toEqual(['Rondel', 'a [[roll]]', `${'y'.repeat(299)}…`]);
    expect(usual).toContain('a &#91;&#91;roll&#93;&#93;');
    expect(notice('Rondel', ['ok'], '#123456')).toContain('background:#123456;');
    expect(noticeCard('Rondel', [text('ok')])).toBe(notice('Rondel', ['ok']));
    expect(noticeCard('Rondel', [text('ok')], '#123456')).toBe(notice('Rondel', ['ok'], '#123456'));
  });

  it('the line above a whisper meant for a player names the player, escaped, on the cards’ paper', () => {
    expect(meantFor('Sam "Q" <3')).toBe(
      `<div style="margin:0 0 2px;padding:2px 6px;border-radius:4px;background:${COLOURS.paper};color:${COLOURS.ink};font-size:12px">For Sam &quot;Q&quot; &lt;3, who cannot be whispered to by name:</div>`,
    );
  });
});
