import { readImageHeader } from './image-decode';
import type { AssetImageType } from './image-formats';

export { ASSET_IMAGE_TYPES, type AssetImageType } from './image-formats';
export const ASSET_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const IMAGE_TYPE_REFUSED_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be 10 MB or smaller';
export const IMAGE_EMPTY_MESSAGE = 'The image file is empty';
export const IMAGE_TYPE_MISMATCH_MESSAGE = 'The file content does not match its declared image type';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The image type a file really is, from its first bytes (its "magic number"), whatever name or type
 * it claims: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" …. "WEBP". Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): AssetImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export type ImageCheck =
  | {
      ok: true;
      contentType: AssetImageType;
      /** The image's own bytes: anything after its end (PNG IEND, JPEG EOI, the RIFF size) is dropped. */
      bytes: Uint8Array;
      width: number;
      height: number;
    }
  | { ok: false; message: string };

/**
 * Whether an upload may be stored as an asset image: not empty, at most 10 MB, really a JPEG, PNG or
 * WebP (by its first bytes and by a header that reads through to the image's end), of the image type it
 * declares if it declares one, and at most 40 megapixels. The bytes to store stop where the image ends.
 */
export function checkImageUpload(bytes: Uint8Array, declaredType?: string | null): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: IMAGE_EMPTY_MESSAGE };
  if (bytes.length > ASSET_IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_TOO_LARGE_MESSAGE };
  const detected = detectImageType(bytes);
  if (!detected) return { ok: false, message: IMAGE_TYPE_REFUSED_MESSAGE };
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  const normalizedDeclared = declared === 'image/jpg' ? 'image/jpeg' : declared;
  if (normalizedDeclared?.startsWith('image/') && normalizedDeclared !== detected) {
    return { ok: false, message: IMAGE_TYPE_MISMATCH_MESSAGE };
  }
  const header = readImageHeader(bytes, detected);
  if (!header.ok) return { ok: false, message: header.message };
  return {
    ok: true,
    contentType: detected,
    bytes: bytes.subarray(0, header.end),
    width: header.width,
    height: header.height,
  };
}

export const IMAGE_EXTENSIONS: Record<AssetImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Characters a file name never keeps: C0 and C1 controls, DEL, quotes, bidi overrides and isolates
 * (which make 'photo\u202Egnp.html' read as 'photohtml.png'), zero-width characters and the BOM.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f"\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A stored file name: the last path part, unsafe characters removed, at most 200 characters. */
export function safeFilename(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_NAME_CHARS, '').trim().slice(0, 200);
  return cleaned || fallback;
}

/**
 * An image's stored name: safeFilename, with the extension of its real type in place of whatever it
 * claimed ('invoice.html' that is a PNG is stored as 'invoice.png'), so no download reads as a page or SVG.
 */
export function imageFilename(
  name: string | null | undefined,
  type: AssetImageType,
  fallbackBase: string,
): string {
  const extension = IMAGE_EXTENSIONS[type];
  const stem = safeFilename(name, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 190);
  return `${stem || fallbackBase}.${extension}`;
}
