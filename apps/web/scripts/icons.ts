// Draws the app's install icons (PNG) from the logo of public/favicon.svg at build time, so the
// repository holds no image it cannot regenerate: a blue tile with a white "P" stroke. vite.config.ts
// emits them into the build (icons/*.png) and names them in the web app manifest. No dependency: the
// shapes are simple enough to rasterise here, and node:zlib writes the PNG.
import { deflateSync } from 'node:zlib';

// The logo, in the 32 × 32 units of favicon.svg.
const BLUE = [0x1d, 0x4e, 0xd8];
const WHITE = [0xff, 0xff, 0xff];
const TILE_RADIUS = 7;
const STROKE_HALF = 1.5;
/** The "P": M10 24 V8 h7 a5 5 0 0 1 0 10 h-7 (straight segments plus the right half of a circle). */
const SEGMENTS: ReadonlyArray<readonly number[]> = [
  [10, 24, 10, 8],
  [10, 8, 17, 8],
  [17, 18, 10, 18],
];
const ARC = { cx: 17, cy: 13, r: 5 };
const SAMPLES = 4; // 4 × 4 samples a pixel smooth the edges

function distanceToSegment(x: number, y: number, [x1, y1, x2, y2]: readonly number[]) {
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined)
    return Number.POSITIVE_INFINITY;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** How far a point lies outside the "P" stroke (negative: on it). */
function strokeDistance(x: number, y: number) {
  let nearest = Number.POSITIVE_INFINITY;
  for (const segment of SEGMENTS) nearest = Math.min(nearest, distanceToSegment(x, y, segment));
  // The arc is the half circle right of its centre; its ends meet the segments' round caps.
  if (x >= ARC.cx) nearest = Math.min(nearest, Math.abs(Math.hypot(x - ARC.cx, y - ARC.cy) - ARC.r));
  return nearest - STROKE_HALF;
}

/** How far a point lies outside the rounded tile (negative: inside). */
function tileDistance(x: number, y: number) {
  const cx = Math.min(Math.max(x, TILE_RADIUS), 32 - TILE_RADIUS);
  const cy = Math.min(Math.max(y, TILE_RADIUS), 32 - TILE_RADIUS);
  return Math.hypot(x - cx, y - cy) - TILE_RADIUS;
}

/**
 * One icon as RGBA pixels. `maskable`: the tile fills the square (the platform cuts its own shape) and
 * the logo shrinks into the central safe zone (a circle of 80 % of the size).
 */
function drawPixels(size: number, maskable: boolean) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.6 : 1; // the "P" spans 15 units of 32; at 0.6 it stays inside the safe zone
  const unit = 32 / size;
  const halfDiagonal = unit * Math.SQRT1_2;
  // Each shape's distance at a point of the 32-unit square (the "P" drawn at its scale about the centre).
  const tileAt = (x: number, y: number) => (maskable ? Number.NEGATIVE_INFINITY : tileDistance(x, y));
  const markAt = (x: number, y: number) =>
    strokeDistance(16 + (x - 16) / scale, 16 + (y - 16) / scale) * scale;
  const all = SAMPLES * SAMPLES;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const centreX = (px + 0.5) * unit;
      const centreY = (py + 0.5) * unit;
      const tileEdge = tileAt(centreX, centreY);
      const markEdge = markAt(centreX, centreY);
      let tile: number;
      let mark: number;
      if (Math.abs(tileEdge) > halfDiagonal && Math.abs(markEdge) > halfDiagonal) {
        // Far from every edge: the whole pixel is one colour.
        tile = tileEdge < 0 ? all : 0;
        mark = tile > 0 && markEdge < 0 ? all : 0;
      } else {
        tile = 0;
        mark = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const x = (px + (sx + 0.5) / SAMPLES) * unit;
            const y = (py + (sy + 0.5) / SAMPLES) * unit;
            if (tileAt(x, y) > 0) continue;
            tile++;
            if (markAt(x, y) <= 0) mark++;
          }
        }
      }
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++)
        pixels[i + c] =
          tile === 0 ? 0 : Math.round(((BLUE[c] ?? 0) * (tile - mark) + (WHITE[c] ?? 0) * mark) / tile);
      pixels[i + 3] = Math.round((255 * tile) / all);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixels: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Icon {
  src: string;
  size: number;
  maskable: boolean;
  /** Named in the manifest when given. */
  sizes?: string;
  type?: string;
  purpose?: 'any' | 'maskable';
}

/** The icons the manifest names, by file name under the build's root. */
export const ICONS: Icon[] = [
  {
    src: 'icons/icon-192.png',
    sizes: '192x192',
    type: 'image/png',
    purpose: 'any',
    size: 192,
    maskable: false,
  },
  {
    src: 'icons/icon-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'any',
    size: 512,
    maskable: false,
  },
  {
    src: 'icons/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
    size: 512,
    maskable: true,
  },
  // iOS home screens take this one (it ignores the manifest's icons); opaque, it adds its own corners.
  { src: 'icons/apple-touch-icon.png', size: 180, maskable: true },
];

/** Each icon's PNG bytes. */
export function drawIcons() {
  return ICONS.map((icon) => ({
    fileName: icon.src,
    source: png(icon.size, drawPixels(icon.size, icon.maskable)),
  }));
}
