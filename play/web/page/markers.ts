// Status marker icons, drawn as small SVGs (the page loads no images): Roll20's colour dots and the image markers
// the script uses (its own and the conditions'), each with its meaning as a tooltip; any other tag shows its first
// letters.
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

/**
 * What the script's markers mean with its default configuration (the same words as the script's help); the view
 * brings the meanings of the markers as the GM configured them, which take their place.
 */
const MEANING: Readonly<Record<string, string>> = {
  'lightning-helix': 'flex: reacted, cannot react',
  'bolt-shield': 'Full Guard',
  stopwatch: 'holding',
  'fluffy-wing': 'dashing',
  tread: 'hexes this movement window',
  'sentry-gun': 'at the ready',
  dead: 'dead',
  // the conditions' markers (src/app/model.ts, DEFAULT_CONDITION_MARKERS; docs/rules.md §11)
  'bleeding-eye': 'blind',
  'broken-heart': 'charmed',
  'edge-crack': 'deaf',
  screaming: 'frightened',
  grab: 'grappled',
  interdiction: 'incapacitated',
  'ninja-mask': 'invisible',
  'frozen-orb': 'paralyzed',
  'broken-skull': 'petrified',
  'chemical-bolt': 'poisoned',
  'back-pain': 'prone',
  'fishing-net': 'restrained',
  pummeled: 'stunned',
  sleepy: 'unconscious',
};

type Part = string | [string, Record<string, string>];
const DARK = '#263238';
/** A white line (not filled). */
const line = (d: string, width = '2.2'): Part => ['path', { d, fill: 'none', stroke: '#fff', 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }];
/** A line in the disc's colour, cut across a white shape. */
const cut = (d: string, width = '2'): Part => ['path', { d, fill: 'none', stroke: DARK, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }];

/** Icon shapes in a 24×24 box, white on the marker's dark disc: each tag its own picture. */
const SHAPES: Readonly<Record<string, readonly Part[]>> = {
  'lightning-helix': ['M13.5 2 5 13.5h6L9.5 22 19 9.5h-6.2z'],
  'bolt-shield': ['M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z', ['path', { d: 'M13 6 8.5 13h3L10.5 18 15.5 10.5h-3z', fill: DARK }]],
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
  // dashing: a wing, three feathers
  'fluffy-wing': ['M22 3C14 3 6 6.5 2 13c3 .4 5.3-.3 7-1.5-1 2.3-2.6 4-4.6 5.3 3.5.4 6.3-.7 8.3-2.6-.8 2.3-2.1 4.2-4 5.8C17 20 21.5 12.5 22 3z'],
  // at the ready: a crosshair
  'sentry-gun': [['circle', { cx: '12', cy: '12', r: '7', fill: 'none', stroke: '#fff', 'stroke-width': '2.2' }], line('M12 2v6M12 16v6M2 12h6M16 12h6'), ['circle', { cx: '12', cy: '12', r: '1.8' }]],
  // blind: an eye struck through
  'bleeding-eye': ['M1.5 12C4.5 6.5 8 4.5 12 4.5s7.5 2 10.5 7.5c-3 5.5-6.5 7.5-10.5 7.5S4.5 17.5 1.5 12z', ['circle', { cx: '12', cy: '12', r: '3.8', fill: DARK }], cut('M4 21 20 3', '2.6'), line('M4 21 20 3', '1.2')],
  // charmed: a heart
  'broken-heart': ['M12 21 3.5 12.5C1 10 1 6 3.8 4 6.3 2.3 9.6 3 12 6c2.4-3 5.7-3.7 8.2-2 2.8 2 2.8 6 .3 8.5z'],
  // deaf: an ear struck through
  'edge-crack': [line('M7 9a5.5 5.5 0 0 1 11 0c0 3.5-3.5 4.5-3.5 8a3 3 0 0 1-5.5 1.6'), line('M10.5 9.5a2 2 0 0 1 4 0c0 1.5-1.5 2-1.5 3.5'), line('M3 3l18 18', '2')],
  // frightened: a face with a wide open mouth
  screaming: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['circle', { cx: '8.3', cy: '9', r: '1.7', fill: DARK }],
    ['circle', { cx: '15.7', cy: '9', r: '1.7', fill: DARK }],
    ['ellipse', { cx: '12', cy: '16', rx: '2.6', ry: '3.6', fill: DARK }],
  ],
  // grappled: a hand, fingers closing
  grab: ['M6 12V6.5a1.6 1.6 0 0 1 3.2 0V11h.6V4.5a1.6 1.6 0 0 1 3.2 0V11h.6V5.5a1.6 1.6 0 0 1 3.2 0V12h.6V8.5a1.6 1.6 0 0 1 3.2 0V15c0 4-3 7-7 7h-1c-3 0-5-1.7-6.4-4.2L3 13.2a1.5 1.5 0 0 1 2.5-1.6z'],
  // incapacitated: a "no entry" sign
  interdiction: [['circle', { cx: '12', cy: '12', r: '8.5', fill: 'none', stroke: '#fff', 'stroke-width': '3' }], line('M6 18 18 6', '3')],
  // invisible: a mask with eye slits
  'ninja-mask': ['M2 8.5C6 7 9 7 12 8s6 1 10-.5v5c-2 3-6 4.5-10 4.5S4 15.5 2 12.5z', ['path', { d: 'M5.5 11c1.5-.8 3-.8 4.5 0M14 11c1.5-.8 3-.8 4.5 0', fill: 'none', stroke: DARK, 'stroke-width': '2', 'stroke-linecap': 'round' }]],
  // paralyzed: a snowflake
  'frozen-orb': [line('M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7'), line('M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5', '1.6')],
  // petrified: a skull
  'broken-skull': ['M12 2c-5 0-9 3.6-9 8.5 0 2.9 1.4 5 3.5 6.1V20a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-3.4c2.1-1.1 3.5-3.2 3.5-6.1C21 5.6 17 2 12 2z', ['circle', { cx: '8.3', cy: '11', r: '2.4', fill: DARK }], ['circle', { cx: '15.7', cy: '11', r: '2.4', fill: DARK }], cut('M10 22v-3.5M14 22v-3.5', '1.4')],
  // poisoned: a flask
  'chemical-bolt': ['M9 2h6v2h-1v5l6 10.5c.7 1.3-.2 2.5-1.6 2.5H5.6c-1.4 0-2.3-1.2-1.6-2.5L10 9V4H9z', cut('M7.2 15.5h9.6', '1.6')],
  // prone: a figure lying down
  'back-pain': [['circle', { cx: '4.8', cy: '12', r: '3' }], line('M10 12.5h11', '3.6'), line('M2 18h20', '1.6')],
  // restrained: a net
  'fishing-net': [line('M4 4l16 16M4 12l8 8M12 4l8 8M20 4 4 20M12 20l8-8M4 12l8-8', '1.7'), ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2', fill: 'none', stroke: '#fff', 'stroke-width': '2' }]],
  // stunned: stars circling
  pummeled: ['M12 2.5l2.2 4.6 5 .7-3.6 3.5.9 5L12 14l-4.5 2.3.9-5L4.8 7.8l5-.7z', line('M3 19c4 3 14 3 18 0', '1.8'), ['circle', { cx: '6', cy: '20.3', r: '1.3' }], ['circle', { cx: '18', cy: '20.3', r: '1.3' }]],
  // unconscious: a crescent moon
  sleepy: ['M15 2.5A9.5 9.5 0 1 0 21.5 15 7.5 7.5 0 0 1 15 2.5z'],
};

/** The marker's tooltip: its tag, its badge, what it means (as the GM configured the markers, when `meanings` says). */
export function markerTitle(tag: string, badge: string, meanings?: Readonly<Record<string, string>>): string {
  const meaning = meanings ? meanings[tag] : MEANING[tag];
  return `${tag}${badge ? ` ${badge}` : ''}${meaning ? `: ${meaning}` : ''}`;
}

/** A tag the page has no picture for, in two letters: the first of its first two words ("red-hood" RH), else its first two ("skull" Sk). */
function initialsOf(tag: string): string {
  const words = tag.replace(/::.*$/, '').split(/[-_\s]+/).filter(Boolean);
  const [first = '?', second] = words;
  if (second) return `${first[0] ?? ''}${second[0] ?? ''}`.toUpperCase();
  return `${(first[0] ?? '?').toUpperCase()}${first[1] ?? ''}`;
}

/** The marker's icon as an SVG element. */
export function markerIcon(tag: string): SVGElement {
  const colour = COLOURS[tag];
  if (colour) return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, svg('circle', { cx: 12, cy: 12, r: 11, fill: colour, stroke: '#fff', 'stroke-width': 1.5 }));
  const parts = SHAPES[tag];
  const disc = svg('circle', { cx: 12, cy: 12, r: 12, fill: '#263238' });
  if (!parts) {
    const letters = initialsOf(tag);
    const letter = svg('text', { x: 12, y: letters.length > 1 ? 15.8 : 16.5, 'text-anchor': 'middle', 'font-size': letters.length > 1 ? 10.5 : 13, 'font-weight': 700, fill: '#fff' });
    letter.textContent = letters;
    return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, disc, letter);
  }
  const shapes = parts.map((p) => (typeof p === 'string' ? svg('path', { d: p, fill: '#fff' }) : svg(p[0], { fill: '#fff', ...p[1] })));
  // the shapes fill a 24-unit box; inside the disc they need a margin
  return svg('svg', { viewBox: '0 0 24 24', class: 'marker-icon' }, disc, svg('g', { transform: 'translate(4.2 4.2) scale(0.65)' }, ...shapes));
}
