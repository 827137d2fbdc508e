// Plain cards: a refusal with its usage, a notice of sentences or of HTML lines, the line above a whisper meant for a player.
import { card, COLOURS, join, muted, tag, text, type Html } from './html';
import { usageHtml } from './help';

export function errorCard(title: string, lines: readonly string[], syntax?: string, buttons: readonly Html[] = []): Html {
  const body = lines.map((l) => text(l, 300));
  if (syntax) body.push(join([muted(text('Usage: ')), usageHtml(syntax)]));
  if (buttons.length > 0) body.push(join(buttons));
  return card({ title: text(title), accent: COLOURS.bad, body });
}

/**
 * The line above a whisper the GM receives for a player who cannot be whispered to by name: on the cards' paper, so
 * it reads on Roll20's light chat and on its dark one.
 */
export function meantFor(name: string): Html {
  return tag('div', `margin:0 0 2px;padding:2px 6px;border-radius:4px;background:${COLOURS.paper};color:${COLOURS.ink};font-size:12px`, text(`For ${name}, who cannot be whispered to by name:`, 200));
}

/** A card of plain sentences (escaped here). */
export function notice(title: string, lines: readonly string[], accent?: string): Html {
  return noticeCard(title, lines.map((l) => text(l, 300)), accent);
}

/** A card of HTML lines, each already built from escaped parts. */
export function noticeCard(title: string, lines: readonly Html[], accent?: string): Html {
  return accent ? card({ title: text(title), accent, body: lines }) : card({ title: text(title), body: lines });
}
