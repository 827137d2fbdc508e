// The readability check the sheet's browser tests share: WCAG's contrast ratio of every visible text against what it
// is drawn on. The function runs inside Chromium (page.evaluate sends it alone), so it uses nothing from this module.

/**
 * Text too faint to read: each visible element's own text (each field's value, an empty field's placeholder) against the background it is
 * drawn on (the nearest ancestor's opaque colour, translucent layers blended in), WCAG's ratio: 4.5, or 3 for large
 * or bold text of 14 pt and up. Runs in the page.
 */
export function faintText(): string[] {
  const rgba = (c: string): [number, number, number, number] => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return [0, 0, 0, 0];
    const [r, g, b, a] = (m[1] as string).split(',').map((x) => Number.parseFloat(x));
    return [r ?? 0, g ?? 0, b ?? 0, a ?? 1];
  };
  const over = (top: [number, number, number, number], under: [number, number, number]): [number, number, number] =>
    [0, 1, 2].map((i) => (top[i] as number) * top[3] + under[i]! * (1 - top[3])) as [number, number, number];
  const luminance = (c: [number, number, number]): number => {
    const [r, g, b] = c.map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  // the backgrounds text may be drawn on: one colour, or each stop of the nearest gradient (the worst one counts)
  const backgroundsOf = (el: Element): [number, number, number][] => {
    const layers: [number, number, number, number][] = [];
    let stops: [number, number, number][] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      const gradient = style.backgroundImage.match(/rgba?\([^)]+\)/g);
      if (gradient) {
        stops = gradient.map((g) => {
          const c = rgba(g);
          return [c[0], c[1], c[2]];
        });
        break;
      }
      const c = rgba(style.backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return (stops.length ? stops : [[255, 255, 255] as [number, number, number]]).map((stop) => {
      let base = stop;
      for (const layer of [...layers].reverse()) base = over(layer, base);
      return base;
    });
  };
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const style = getComputedStyle(el);
    if (el.getClientRects().length === 0 || style.visibility === 'hidden' || (el as HTMLElement).closest('[style*="display: none"]')) continue;
    const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    const typed = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
    const field = (el instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(el.type) && el.value !== '') || el instanceof HTMLSelectElement;
    // an empty field's placeholder is read too: "None", a default damage of 1 (its own colour and opacity)
    const hint = typed && !field && el.value === '' && el.placeholder !== '' && !['checkbox', 'radio', 'hidden'].includes(el.type);
    if (!own && !field && !hint) continue;
    const drawn = hint ? getComputedStyle(el, '::placeholder') : style;
    let opacity = hint ? Number(drawn.opacity || '1') : 1;
    for (let e: Element | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
    const colour = rgba(drawn.color);
    const ratio = Math.min(
      ...backgroundsOf(el).map((bg) => {
        const fg = over([colour[0], colour[1], colour[2], colour[3] * opacity], bg);
        const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
        return (a + 0.05) / (b + 0.05);
      }),
    );
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) || (size >= 14 && Number(style.fontWeight) >= 700);
    const shown = hint ? `${(el as HTMLInputElement).placeholder} (placeholder)` : field ? (el as HTMLInputElement).value : (el.textContent ?? '');
    if (ratio < (large ? 3 : 4.5)) out.push(`${el.tagName.toLowerCase()}.${el.className} “${shown.trim().slice(0, 40)}”: ${ratio.toFixed(2)}`);
  }
  return [...new Set(out)];
}
