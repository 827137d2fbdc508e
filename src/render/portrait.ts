// A token's picture on a card, made once per size and address.
import { raw, type Html } from './html';

/** Pictures made, by size and address: a fight's few tokens' pictures come back at every turn. */
const portraits = new Map<number, Map<string, Html | null>>();
const MOST_PORTRAITS = 512;

/** `portrait`, made once for each address and size (it is a pure function of them). */
export function portraitOf(url: string | undefined, size = 24): Html | null {
  if (url === undefined) return portrait(url, size);
  let made = portraits.get(size);
  if (!made) portraits.set(size, (made = new Map()));
  let html = made.get(url);
  if (html === undefined) {
    if (made.size >= MOST_PORTRAITS) made.clear();
    html = portrait(url, size);
    made.set(url, html);
  }
  return html;
}

/** A token's picture for a card: only a plain https address, never anything that could leave the attribute. */
export function portrait(url: string | undefined, size = 24): Html | null {
  if (!url || !/^https:\/\/[^\s"'<>&]+(&[^\s"'<>&]+)*$/.test(url) || url.length > 300) return null;
  return raw(`<img src="${url.replace(/&/g, '&amp;')}" alt="" style="width:${size}px;height:${size}px;vertical-align:middle;margin-right:4px;border-radius:3px">`);
}
