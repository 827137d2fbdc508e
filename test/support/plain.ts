// Chat HTML read as words: used by the integration tests (test/integration/table.ts re-exports it) and by the unit
// tests of cards, which the mutation runs load without test/integration (stryker.config.mjs leaves it out).
import type { Row } from '../../src/render/fit';

/** Chat HTML as the reader sees it: tags dropped, entities decoded, white space folded. */
export function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/?div[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** A card's row as read: a list with all its items, as a card with room for them shows it; nothing for no row. */
export function readRow(row: Row | undefined): string {
  if (row === undefined) return '';
  return plain(row.kind === 'list' ? row.head + row.items.join(', ') : row.html);
}
