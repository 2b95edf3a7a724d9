import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted, so two bodies that differ only in key order or spacing are one body. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    if (Buffer.isBuffer(inner) || ArrayBuffer.isView(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}

const sha256 = (...parts: Array<string | Uint8Array>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/**
 * The fingerprint of a parsed body: a file sent as it is (an image upload arrives as a Buffer) by its media
 * type and bytes, anything else by its canonical JSON.
 */
export function parsedBodyHash(body: unknown, contentType: string | undefined): string {
  if (Buffer.isBuffer(body)) return sha256('bytes\n', mediaType(contentType), '\n', body);
  return sha256('json\n', body === undefined ? '' : canonicalJson(body));
}

/**
 * The fingerprint of a multipart form from its raw bytes, every part as sent (fields and files alike). The
 * boundary is drawn afresh by the browser for each request, so it is left out: the same form sent twice is one
 * body.
 */
export function multipartBodyHash(raw: Buffer, contentType: string): string {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary ? Buffer.from(`--${(boundary[1] ?? boundary[2] ?? '').trim()}`) : null;
  const hash = createHash('sha256').update('multipart\n');
  if (!marker) return hash.update(raw).digest('hex');
  let start = 0;
  for (let at = raw.indexOf(marker); at !== -1; at = raw.indexOf(marker, start)) {
    hash.update(raw.subarray(start, at)).update('\0--boundary\0');
    start = at + marker.length;
  }
  return hash.update(raw.subarray(start)).digest('hex');
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
