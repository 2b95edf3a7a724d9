import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * The one place errors become HTTP answers (DESIGN.md §3): typed AppErrors keep their status and the
 * spec's message; schema failures are 400 with the field issues; anything else is a 500 that shows
 * the request id and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.details) {
        const seconds = (error.details as { retry_after_seconds?: number }).retry_after_seconds;
        if (seconds) void reply.header('retry-after', String(seconds));
      }
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const first = details[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return reply.code(400).send(errorBody('validation_failed', message, details));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody('rate_limited', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.code ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send(
      errorBody('internal_error', `Something went wrong on our side. Quote request id ${request.id}.`, {
        request_id: request.id,
      }),
    );
  });
}
