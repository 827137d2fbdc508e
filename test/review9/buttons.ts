// The API buttons whispered to the GM since a mark, as the commands they send (the HTML's entities read back).
import type { Arena } from '../hardening/arena';

export function gmButtons(a: Arena, mark: ReturnType<Arena['sb']['recorder']['mark']>): string[] {
  const html = a.sb.recorder
    .since(mark)
    .chat.filter((m) => m.targets.includes(a.gm.id))
    .map((m) => m.content)
    .join('');
  return (html.match(/href="(![^"]*)"/g) ?? []).map((b) =>
    b
      .slice(6, -1)
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
}
