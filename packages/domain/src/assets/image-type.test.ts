import { describe, expect, it } from 'vitest';
import {
  ASSET_IMAGE_MAX_BYTES,
  checkImageUpload,
  detectImageType,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MISMATCH_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
  safeFilename,
} from './image-type';

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
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
    expect(checkImageUpload(png, 'application/octet-stream')).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkImageUpload(jpeg, 'image/jpg')).toEqual({ ok: true, contentType: 'image/jpeg' });
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

describe('safeFilename', () => {
  it('keeps the last path part without control characters or quotes', () => {
    expect(safeFilename('C:\\photos\\pump "front".jpg', 'image')).toBe('pump front.jpg');
    expect(safeFilename('../../etc/passwd', 'image')).toBe('passwd');
    expect(safeFilename('', 'image.png')).toBe('image.png');
    expect(safeFilename(undefined, 'image.png')).toBe('image.png');
  });
});
