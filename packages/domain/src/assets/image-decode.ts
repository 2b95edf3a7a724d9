import type { AssetImageType } from './image-formats';

/** 40 megapixels: more than any phone camera, far less than a decompression bomb (50,000 × 50,000). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageHeader =
  | { ok: true; width: number; height: number /** Where the image's own bytes end. */; end: number }
  | { ok: false; reason: 'truncated' | 'invalid' | 'too_many_pixels'; message: string };

const LABELS: Record<AssetImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) =>
  ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32le = (b: Uint8Array, i: number) =>
  (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
const fourCc = (b: Uint8Array, i: number) => String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);

type Parsed = { width: number; height: number; end: number } | 'truncated' | 'invalid';

/**
 * PNG: the signature, IHDR first (its width and height), then chunks up to IEND with at least one IDAT
 * between. The image ends after IEND's CRC.
 */
function parsePng(b: Uint8Array): Parsed {
  if (b.length < 33) return 'truncated';
  if (u32be(b, 8) !== 13 || fourCc(b, 12) !== 'IHDR') return 'invalid';
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  let offset = 33;
  let sawData = false;
  while (offset + 12 <= b.length) {
    const length = u32be(b, offset);
    const type = fourCc(b, offset + 4);
    const next = offset + 12 + length;
    if (next > b.length) return 'truncated';
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData ? { width, height, end: next } : 'invalid';
    offset = next;
  }
  return 'truncated';
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the dimensions. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: SOI, then marker segments; a start-of-frame segment gives the height and width; each start of
 * scan is followed by entropy-coded data up to the next marker; EOI ends the image.
 */
function parseJpeg(b: Uint8Array): Parsed {
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (offset < b.length) {
    if (b[offset] !== 0xff) return 'invalid';
    while (b[offset] === 0xff) offset += 1; // fill bytes
    if (offset >= b.length) return 'truncated';
    const marker = b[offset];
    offset += 1;
    if (marker === 0xd9) return size ? { ...size, end: offset } : 'invalid';
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0xd8 || marker === 0x00) return 'invalid';
    if (offset + 2 > b.length) return 'truncated';
    const length = u16be(b, offset);
    if (length < 2) return 'invalid';
    if (offset + length > b.length) return 'truncated';
    if (isStartOfFrame(marker)) {
      if (length < 8) return 'invalid';
      size = { height: u16be(b, offset + 3), width: u16be(b, offset + 5) };
    }
    offset += length;
    if (marker === 0xda) {
      if (!size) return 'invalid';
      // Entropy-coded data: FF 00 is a data byte, FF D0–D7 a restart marker; any other FF xx ends it.
      while (offset < b.length) {
        if (b[offset] === 0xff && offset + 1 < b.length) {
          const following = b[offset + 1];
          if (following !== 0x00 && following !== 0xff && !(following >= 0xd0 && following <= 0xd7)) break;
        }
        offset += 1;
      }
      if (offset >= b.length) return 'truncated';
    }
  }
  return 'truncated';
}

/**
 * WebP: a RIFF container whose declared size must be present; the first chunk (VP8X extended, VP8
 * lossy, VP8L lossless) gives the canvas size. The image ends where the RIFF size says.
 */
function parseWebp(b: Uint8Array): Parsed {
  if (b.length < 20) return 'truncated';
  const end = 8 + u32le(b, 4);
  if (end > b.length) return 'truncated';
  const chunk = fourCc(b, 12);
  const chunkLength = u32le(b, 16);
  const data = 20;
  if (data + chunkLength > end) return 'truncated';
  if (chunk === 'VP8X') {
    if (chunkLength < 10) return 'invalid';
    return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1, end };
  }
  if (chunk === 'VP8 ') {
    if (chunkLength < 10 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a)
      return 'invalid';
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff, end };
  }
  if (chunk === 'VP8L') {
    if (chunkLength < 5 || b[data] !== 0x2f) return 'invalid';
    const bits = u32le(b, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, end };
  }
  return 'invalid';
}

const PARSERS: Record<AssetImageType, (bytes: Uint8Array) => Parsed> = {
  'image/jpeg': parseJpeg,
  'image/png': parsePng,
  'image/webp': parseWebp,
};

/**
 * Reads an image's header as far as its end (of the type its first bytes name): its width and height,
 * and where its own bytes end, so whatever follows (a second file glued on) can be dropped. Refuses a
 * file that stops early, a malformed one, one of zero size, and one above IMAGE_MAX_PIXELS.
 */
export function readImageHeader(bytes: Uint8Array, type: AssetImageType): ImageHeader {
  const parsed = PARSERS[type](bytes);
  const label = LABELS[type];
  if (parsed === 'truncated') {
    return {
      ok: false,
      reason: 'truncated',
      message: `The ${label} image is incomplete: the file ends too early`,
    };
  }
  if (parsed === 'invalid' || parsed.width === 0 || parsed.height === 0) {
    return { ok: false, reason: 'invalid', message: `The file is not a valid ${label} image` };
  }
  if (parsed.width * parsed.height > IMAGE_MAX_PIXELS) {
    const size = `${parsed.width.toLocaleString('en-GB')} × ${parsed.height.toLocaleString('en-GB')} pixels`;
    return {
      ok: false,
      reason: 'too_many_pixels',
      message: `The image is too large: ${size} (at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels)`,
    };
  }
  return { ok: true, ...parsed };
}
