/** Images an asset may have (DESIGN.md §1: size-limited and type-checked). */
export const ASSET_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AssetImageType = (typeof ASSET_IMAGE_TYPES)[number];
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

export type ImageCheck = { ok: true; contentType: AssetImageType } | { ok: false; message: string };

/**
 * Whether an upload may be stored as an asset image: not empty, at most 10 MB, really a JPEG, PNG or
 * WebP, and (when it declares one) of the image type it declares.
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
  return { ok: true, contentType: detected };
}

/** A stored file name: the last path part, control characters and quotes removed, at most 200 characters. */
export function safeFilename(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}
