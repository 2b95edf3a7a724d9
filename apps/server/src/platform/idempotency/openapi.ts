import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@plantwise/domain';
import { honoursIdempotencyKey } from './idempotency.plugin';

const PARAMETER = 'IdempotencyKey';

type Operation = { parameters?: unknown[] };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { parameters?: Record<string, unknown> };
};

/**
 * The OpenAPI document names `Idempotency-Key` on every write that honours it (docs/decisions/idempotency.md),
 * so a generated client offers it; the session routes that ignore it do not list it.
 */
export function withIdempotencyKey<T extends object>(document: T): T {
  const doc = document as Document;
  doc.components = {
    ...doc.components,
    parameters: {
      ...doc.components?.parameters,
      [PARAMETER]: {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          `Send the same key again (with the same body) to get the first answer back, marked ` +
          `\`${IDEMPOTENT_REPLAYED_HEADER}: true\`, instead of doing the write twice. Kept ${IDEMPOTENCY_KEY_TTL_HOURS} h ` +
          `per person; ${IDEMPOTENCY_KEY_LENGTH.min}–${IDEMPOTENCY_KEY_LENGTH.max} visible characters ` +
          `(at least ${IDEMPOTENCY_KEY_LENGTH.anonymousMin} without a session).`,
        schema: {
          type: 'string',
          minLength: IDEMPOTENCY_KEY_LENGTH.min,
          maxLength: IDEMPOTENCY_KEY_LENGTH.max,
        },
      },
    },
  };
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!honoursIdempotencyKey(method.toUpperCase(), path)) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: `#/components/parameters/${PARAMETER}` },
      ];
    }
  }
  return document;
}
