// Status marker icons, drawn as small SVGs (the page loads no images): Roll20's colour dots and the image markers
// the script uses, each with its meaning as a tooltip; any other tag shows its first letter.
import { svg } from './dom';

const COLOURS: Readonly<Record<string, string>> = {
  red: '#e53935',
  blue: '#1e88e5',
  green: '#43a047',
  brown: '#795548',
  purple: '#8e24aa',
  pink: '#ec407a',
  yellow: '#fdd835',
};

/** What the rondel's markers mean (the same words as the script's help). */
const MEANING: Readonly<Record<string, string>> = {
  'lightning-helix': 'flex: reacted, cannot react until it is gone (badge: counts left)',
  'bolt-shield': 'Full Guard',
  stopwatch: 'holding',
  tread: 'hexes this movement window',
  dead: 'dead',
};

/** Icon shapes in a 24×24 box, white on the marker's dark disc. */
const SHAPES: Readonly<Record<string, (string | [string, Record<string, string>])[]>> = {
  'lightning-helix': ['M13.5 2 5 13.5h6L9.5 22 19 9.5h-6.2z'],
  'bolt-shield': ['M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z', ['path', { d: 'M13 6 8.5 13h3L10.5 18 15.5 10.5h-3z', fill: '#263238' }]],
  stopwatch: [
    ['circle', { cx: '12', cy: '13.5', r: '7.5', fill: 'none', stroke: '#fff', 'stroke-width': '2.2' }],
    'M10 2h4v2.6h-4z',
    ['path', { d: 'M12 13.5V9', stroke: '#fff', 'stroke-width': '2.2', 'stroke-linecap': 'round' }],
  ],
  tread: [
    ['ellipse', { cx: '8.5', cy: '8', rx: '3', ry: '4.5' }],
    ['ellipse', { cx: '15.5', cy: '15', rx: '3', ry: '4.5' }],
  ],
  dead: ['M5 3 3 5l7 7-7 7 2 2 7-7 7 7 2-2-7-7 7-7-2-2-7 7z'],
};

export function markerTitle(tag: string, badge: string): string {
  const meaning = MEANING[tag];
  return `${tag}${badge ? ` ${badge}` : ''}${meaning ? `: ${meaning}` : ''}`;
}

/** The marker's icon as an SVG element. */
export function markerIcon(tag: string): SVGElement {
  const colour = COLOURS[tag];
  if (colour) return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, svg('circle', { cx: 12, cy: 12, r: 11, fill: colour, stroke: '#fff', 'stroke-width': 1.5 }));
  const parts = SHAPES[tag];
  const disc = svg('circle', { cx: 12, cy: 12, r: 12, fill: '#263238' });
  if (!parts) {
    const letter = svg('text', { x: 12, y: 16.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' });
    letter.textContent = (tag.replace(/::.*$/, '')[0] ?? '?').toUpperCase();
    return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, disc, letter);
  }
  const shapes = parts.map((p) => (typeof p === 'string' ? svg('path', { d: p, fill: '#fff' }) : svg(p[0], { fill: '#fff', ...p[1] })));
  // the shapes fill a 24-unit box; inside the disc they need a margin
  return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, disc, svg('g', { transform: 'translate(4.2 4.2) scale(0.65)' }, ...shapes));
}
