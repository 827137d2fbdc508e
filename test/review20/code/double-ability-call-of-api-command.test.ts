// The double's new ability calls (packages/roll20-double/chat.ts buildMessage): the message's type is decided from the
// text as typed, BEFORE `%{…}` is replaced by the ability's action. In Roll20 the call is expanded first, so
// `%{selected|Status}` whose action is `!rondel status` is an API command (that is how every token action and sheet
// ability button that runs a Mod works). The double sends it as a plain 'general' message: no script hears it, and a
// test of a sheet's ability button through the double passes for the wrong reason (nothing happened).
import { describe, expect, it } from 'vitest';
import { aTable, plain } from '../../integration/table';

describe('roll20 double: an ability call whose action is an API command', () => {
  it('reaches the scripts as an api message, as Roll20 sends it', () => {
    const t = aTable();
    const c = t.sb.addCharacter({ name: 'Helper', controlledby: t.pat.id, abilities: { Status: '!rondel status' } });
    const tok = t.sb.addToken({ pageid: t.page.id, name: 'Helper', represents: c.id });
    const mark = t.sb.recorder.mark();
    t.sb.driver.chat(t.pat, '%{selected|Status}', { selected: [tok] });
    t.sb.flush();
    const delivered = t.sb.recorder.since(mark);
    // the script answers `!rondel status` (no fight: it says so) to Pat
    const answered = delivered.chat.map((m) => plain(m.content)).join('\n');
    expect(answered).toMatch(/fight/i);
  });
});
