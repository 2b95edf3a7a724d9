import { type ActionCheck, ERRORS, type ErrorEntry, errorText } from '@plantwise/domain';

export interface AppErrorOptions {
  /** Fills the `{name}` gaps of the entry's text. */
  params?: Readonly<Record<string, string | number>>;
  /** A domain rule's own, more precise text for this refusal (the code and status stay the entry's). */
  message?: string;
  details?: unknown;
}

/**
 * The error actions throw: an entry of the domain's error catalogue, so a code always answers with the same
 * status and text. The one error handler turns it into `{ error: { code, message, details } }`
 * (docs/architecture.md#the-api-contract).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(entry: ErrorEntry, options: AppErrorOptions = {}) {
    super(options.message ?? errorText(entry, options.params));
    this.name = new.target.name;
    this.statusCode = entry.status;
    this.code = entry.code;
    this.details = options.details;
  }
}

/**
 * A refusal that names one input field: the details carry `[{ path, message }]` so a form shows the text
 * beside that field.
 */
export function fieldError(entry: ErrorEntry, path: string, options: Omit<AppErrorOptions, 'details'> = {}) {
  const message = options.message ?? errorText(entry, options.params);
  return new AppError(entry, { message, details: [{ path, message }] });
}

/** The row a read or lock found, or a 404 with the catalogue's `notFound` entry. */
export function found<T>(row: T | null | undefined, notFound: ErrorEntry): T {
  if (!row) throw new AppError(notFound);
  return row;
}

/**
 * Refuses an action a record's status does not allow (409): `readOnly` when the record is completed and kept
 * as it is, invalid status otherwise, with the domain rule's own text.
 */
export function assertActionCheck(check: ActionCheck, readOnly: ErrorEntry): void {
  if (!check.ok)
    throw new AppError(check.reason === 'read_only' ? readOnly : ERRORS.invalidStatus, {
      message: check.message,
    });
}

/** The asset is unknown or archived: one answer on every route that names an asset (spec §5 text). */
export function assetNotFound(id: string, path?: string): AppError {
  return path
    ? fieldError(ERRORS.assetNotFound, path, { params: { id } })
    : new AppError(ERRORS.assetNotFound, { params: { id } });
}

/** Too many attempts: the answer says when to try again (the Retry-After header and `details`). */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(ERRORS.rateLimited, {
      message,
      details: retryAfterSeconds ? { retry_after_seconds: retryAfterSeconds } : undefined,
    });
  }
}
