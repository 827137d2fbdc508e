// The battle map's hex grid, in Roll20's page pixels (70 per grid unit): pointy-top hexes one unit wide, odd rows
// shifted half a hex to the right. Shared by the server (where the demo tokens stand) and the page (drawing the
// grid, snapping a moved token).

export const UNIT = 70;
/** The distance from a hex's centre to a corner. */
export const HEX_RADIUS = UNIT / Math.sqrt(3);
export const ROW_STEP = HEX_RADIUS * 1.5;

/** The centre of the hex in column `col`, row `row`. */
export function hexCentre(col: number, row: number): { left: number; top: number } {
  return { left: UNIT * (col + (row % 2 === 1 ? 1 : 0.5)), top: HEX_RADIUS + row * ROW_STEP };
}

/** The centre of the hex a point falls in (cube rounding of the point's fractional axial coordinates). */
export function snapToHex(x: number, y: number): { left: number; top: number } {
  const px = x - UNIT / 2;
  const py = y - HEX_RADIUS;
  const q = ((Math.sqrt(3) / 3) * px - (1 / 3) * py) / HEX_RADIUS;
  const r = ((2 / 3) * py) / HEX_RADIUS;
  let rx = Math.round(q);
  let rz = Math.round(r);
  const ry = Math.round(-q - r);
  const dx = Math.abs(rx - q);
  const dy = Math.abs(ry - (-q - r));
  const dz = Math.abs(rz - r);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy <= dz) rz = -rx - ry;
  const row = rz;
  const col = rx + (row - (row & 1)) / 2;
  return hexCentre(col, row);
}

/** The six corners of a hex around a centre, as an SVG `points` string. */
export function hexCorners(cx: number, cy: number, radius = HEX_RADIUS): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 180) * (60 * i - 30);
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}
