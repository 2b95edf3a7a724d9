/**
 * Typed errors thrown by actions. Each carries a stable code and the spec's message text; the one error
 * handler in app.ts turns them into `{ error: { code, message, details } }`
 * (docs/architecture.md#the-api-contract).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'validation_failed', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'You must be signed in', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict', details?: unknown) {
    super(409, code, message, details);
  }
}

export class BusinessRuleError extends AppError {
  constructor(message: string, code = 'business_rule', details?: unknown) {
    super(422, code, message, details);
  }
}

export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(
      429,
      'rate_limited',
      message,
      retryAfterSeconds ? { retry_after_seconds: retryAfterSeconds } : undefined,
    );
  }
}
