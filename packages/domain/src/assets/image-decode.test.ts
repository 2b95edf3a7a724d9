import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, readImageHeader } from './image-decode';
import { jpegOf, pngOf, webpLosslessOf } from './image-fixtures.test-helper';

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

describe('readImageHeader: PNG', () => {
  it('reads IHDR and ends after IEND', () => {
    const png = pngOf(640, 480);
    expect(readImageHeader(png, 'image/png')).toEqual({ ok: true, width: 640, height: 480, end: png.length });
    const glued = Uint8Array.from([...png, ...ascii('<html>')]);
    expect(readImageHeader(glued, 'image/png')).toMatchObject({ ok: true, end: png.length });
  });

  it('refuses a file cut short, one without image data, a zero size and more than 40 megapixels', () => {
    const png = pngOf(10, 10);
    expect(readImageHeader(png.subarray(0, 20), 'image/png')).toMatchObject({
      ok: false,
      reason: 'truncated',
    });
    expect(readImageHeader(png.subarray(0, png.length - 1), 'image/png')).toMatchObject({
      reason: 'truncated',
    });
    const noData = Uint8Array.from([...png.subarray(0, 33), ...png.subarray(png.length - 12)]);
    expect(readImageHeader(noData, 'image/png')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readImageHeader(pngOf(0, 10), 'image/png')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readImageHeader(pngOf(8000, 5000), 'image/png').ok).toBe(true);
    expect(8000 * 5000).toBe(IMAGE_MAX_PIXELS);
    expect(readImageHeader(pngOf(8001, 5000), 'image/png')).toMatchObject({
      ok: false,
      reason: 'too_many_pixels',
    });
  });
});

describe('readImageHeader: JPEG', () => {
  it('reads the start-of-frame size, skips entropy data (stuffed bytes, restart markers) and ends after EOI', () => {
    const jpeg = jpegOf(4032, 3024);
    expect(readImageHeader(jpeg, 'image/jpeg')).toEqual({
      ok: true,
      width: 4032,
      height: 3024,
      end: jpeg.length,
    });
    const glued = Uint8Array.from([...jpeg, 0xff, 0xd8, ...ascii('<svg onload=alert(1)>')]);
    expect(readImageHeader(glued, 'image/jpeg')).toMatchObject({ ok: true, end: jpeg.length });
  });

  it('refuses 3 bytes, a scan without EOI, a scan before any frame and over 40 megapixels', () => {
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toMatchObject({
      reason: 'truncated',
    });
    const jpeg = jpegOf(2, 2);
    expect(readImageHeader(jpeg.subarray(0, jpeg.length - 2), 'image/jpeg')).toMatchObject({
      reason: 'truncated',
    });
    const scanFirst = Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
    expect(readImageHeader(scanFirst, 'image/jpeg')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readImageHeader(Uint8Array.from([0xff, 0xd8, 0x41, 0x42]), 'image/jpeg')).toMatchObject({
      reason: 'invalid',
    });
    expect(readImageHeader(jpegOf(65_000, 65_000), 'image/jpeg')).toMatchObject({
      reason: 'too_many_pixels',
    });
  });
});

describe('readImageHeader: WebP', () => {
  const riff = (chunk: string, data: number[]) => {
    const size = 4 + 8 + data.length;
    return Uint8Array.from([
      ...ascii('RIFF'),
      size & 255,
      (size >> 8) & 255,
      0,
      0,
      ...ascii(`WEBP${chunk}`),
      data.length,
      0,
      0,
      0,
      ...data,
    ]);
  };

  it('reads lossless, lossy and extended headers and ends at the RIFF size', () => {
    const lossless = webpLosslessOf(300, 200);
    expect(readImageHeader(lossless, 'image/webp')).toEqual({
      ok: true,
      width: 300,
      height: 200,
      end: lossless.length,
    });
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]);
    expect(readImageHeader(lossy, 'image/webp')).toMatchObject({ ok: true, width: 640, height: 480 });
    const extended = riff('VP8X', [0, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0]);
    expect(readImageHeader(extended, 'image/webp')).toMatchObject({ ok: true, width: 640, height: 480 });
    const glued = Uint8Array.from([...lossless, ...ascii('<html>')]);
    expect(readImageHeader(glued, 'image/webp')).toMatchObject({ ok: true, end: lossless.length });
  });

  it('refuses a RIFF size past the file, an unknown first chunk and over 40 megapixels', () => {
    const lossless = webpLosslessOf(10, 10);
    expect(readImageHeader(lossless.subarray(0, lossless.length - 1), 'image/webp')).toMatchObject({
      reason: 'truncated',
    });
    expect(readImageHeader(riff('ALPH', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'image/webp')).toMatchObject({
      reason: 'invalid',
    });
    expect(readImageHeader(webpLosslessOf(16_000, 16_000), 'image/webp')).toMatchObject({
      reason: 'too_many_pixels',
    });
  });
});
