import { describe, expect, it } from 'vitest';
import { jpegOf, pngOf, webpLosslessOf } from './image-fixtures.test-helper';
import {
  ASSET_IMAGE_MAX_BYTES,
  checkImageUpload,
  detectImageType,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MISMATCH_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
  imageFilename,
  safeFilename,
} from './image-type';

const jpeg = jpegOf(2, 1);
const png = pngOf(1, 1);
const webp = webpLosslessOf(1, 1);
const gif = new TextEncoder().encode('GIF89a....');

describe('detectImageType (magic bytes, not the declared type)', () => {
  it('recognises JPEG, PNG and WebP', () => {
    expect(detectImageType(jpeg)).toBe('image/jpeg');
    expect(detectImageType(png)).toBe('image/png');
    expect(detectImageType(webp)).toBe('image/webp');
  });
  it('refuses anything else', () => {
    expect(detectImageType(gif)).toBeNull();
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageUpload', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB, typed by their content', () => {
    expect(checkImageUpload(png, 'application/octet-stream')).toMatchObject({
      ok: true,
      contentType: 'image/png',
      width: 1,
      height: 1,
    });
    expect(checkImageUpload(jpeg, 'image/jpg')).toMatchObject({
      ok: true,
      contentType: 'image/jpeg',
      width: 2,
    });
    expect(checkImageUpload(webp, 'image/webp')).toMatchObject({ ok: true, contentType: 'image/webp' });
    const big = new Uint8Array(ASSET_IMAGE_MAX_BYTES);
    big.set(jpeg);
    expect(checkImageUpload(big, 'image/jpeg').ok).toBe(true);
  });
  it('refuses an empty file, one over 10 MB, a non-image and a false image type', () => {
    expect(checkImageUpload(new Uint8Array(), 'image/png')).toEqual({
      ok: false,
      message: IMAGE_EMPTY_MESSAGE,
    });
    const tooBig = new Uint8Array(ASSET_IMAGE_MAX_BYTES + 1);
    tooBig.set(jpeg);
    expect(checkImageUpload(tooBig, 'image/jpeg')).toEqual({ ok: false, message: IMAGE_TOO_LARGE_MESSAGE });
    expect(checkImageUpload(gif, 'image/png')).toEqual({ ok: false, message: IMAGE_TYPE_REFUSED_MESSAGE });
    expect(checkImageUpload(jpeg, 'image/png')).toEqual({ ok: false, message: IMAGE_TYPE_MISMATCH_MESSAGE });
  });
});

describe('checkImageUpload keeps only the image', () => {
  it('drops what follows the image: bytes after PNG IEND, JPEG EOI or the WebP RIFF size', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const image of [png, jpeg, webp]) {
      const polyglot = new Uint8Array([...image, ...html]);
      const check = checkImageUpload(polyglot);
      expect(check.ok && [...check.bytes]).toEqual([...image]);
    }
  });

  it('refuses a 3-byte "JPEG", a truncated PNG and a PNG declaring 50,000 × 50,000 pixels', () => {
    expect(checkImageUpload(Uint8Array.from([0xff, 0xd8, 0xff]))).toEqual({
      ok: false,
      message: 'The JPEG image is incomplete: the file ends too early',
    });
    expect(checkImageUpload(png.subarray(0, png.length - 5))).toEqual({
      ok: false,
      message: 'The PNG image is incomplete: the file ends too early',
    });
    expect(checkImageUpload(pngOf(50_000, 50_000))).toEqual({
      ok: false,
      message: 'The image is too large: 50,000 × 50,000 pixels (at most 40 megapixels)',
    });
  });
});

describe('imageFilename', () => {
  it('gives the stored name the extension of the real type, never .html or .svg', () => {
    expect(imageFilename('invoice.html', 'image/png', 'P-1')).toBe('invoice.png');
    expect(imageFilename('logo.svg', 'image/jpeg', 'P-1')).toBe('logo.jpg');
    expect(imageFilename('pump.front.JPG', 'image/jpeg', 'P-1')).toBe('pump.front.jpg');
    expect(imageFilename('noextension', 'image/webp', 'P-1')).toBe('noextension.webp');
    expect(imageFilename('.html', 'image/png', 'P-1')).toBe('P-1.png');
    expect(imageFilename(undefined, 'image/png', 'P-1')).toBe('P-1.png');
  });

  it('removes bidi controls, zero-width and other control characters', () => {
    expect(imageFilename('photo\u202Egnp.html', 'image/png', 'P-1')).toBe('photognp.png');
    expect(imageFilename('a\u2066b\u200Bc\u0085d\u0007.png', 'image/png', 'P-1')).toBe('abcd.png');
  });
});

describe('safeFilename', () => {
  it('keeps the last path part without control characters or quotes', () => {
    expect(safeFilename('C:\\photos\\pump "front".jpg', 'image')).toBe('pump front.jpg');
    expect(safeFilename('../../etc/passwd', 'image')).toBe('passwd');
    expect(safeFilename('', 'image.png')).toBe('image.png');
    expect(safeFilename(undefined, 'image.png')).toBe('image.png');
  });
});
