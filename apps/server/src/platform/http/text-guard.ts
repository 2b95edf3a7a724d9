import { ERRORS } from '@plantwise/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** A NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (JSON and jsonb refuse it). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export class InvalidTextError extends AppError {
  constructor(field: string) {
    super(ERRORS.invalidText, {
      params: { field },
      details: [{ path: field, message: 'Contains a character that cannot be stored' }],
    });
  }
}

/** The path of the first string (or key) holding unsafe text, walking objects and arrays. */
export function findUnsafeText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Files and streams carry bytes, not text; parsed query strings are objects of their own class.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return `${path}.${key}`;
    const found = findUnsafeText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One guard for all input: text that the database or the audit log cannot store is
 * refused with 400 invalid_text naming the field, before any route sees it.
 */
export async function rejectUnsafeText(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const found = findUnsafeText(value, part);
    if (found) throw new InvalidTextError(found.slice(part.length + 1) || part);
  }
}
