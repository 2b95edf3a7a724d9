import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorEntry, errorText } from '@plantwise/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** The API's one error shape (docs/architecture.md#the-api-contract). */
export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** A catalogue entry as the answer's body. */
export function entryBody(entry: ErrorEntry, params?: Readonly<Record<string, string | number>>) {
  return errorBody(entry.code, errorText(entry, params));
}

/** Fastify's own refusals, in our words and codes (the status stays Fastify's). */
const FRAMEWORK_ERRORS: Record<string, ErrorEntry> = {
  FST_ERR_BAD_URL: ERRORS.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: ERRORS.uriTooLong,
  FST_ERR_ASYNC_CONSTRAINT: ERRORS.notRoutable,
  FST_ERR_CTP_INVALID_JSON_BODY: ERRORS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERRORS.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERRORS.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: ERRORS.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERRORS.badContentLength,
};

/** Errors the router raises before any route runs (bad URL encoding, a path parameter too long). */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  void reply.code(status).send(entryBody(known ?? ERRORS.badRequest));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a request that never
 * finished arriving, bytes that are not HTTP), answered in the API's error shape like every other refusal.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const entry =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ERRORS.headersTooLarge
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ERRORS.requestTimeout
        : ERRORS.notHttp;
  const status = entry.status;
  const body = JSON.stringify(entryBody(entry));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The one place errors become HTTP answers (docs/architecture.md#the-api-contract): typed AppErrors keep
 * their status and the spec's message; schema failures are 400 with the field issues; anything else is a 500
 * that shows the request id and never a stack trace.
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
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : ERRORS.validationFailed.message;
      return reply.code(400).send(errorBody(ERRORS.validationFailed.code, message, details));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody(ERRORS.rateLimited.code, error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const known = FRAMEWORK_ERRORS[error.code];
      if (known) return reply.code(error.statusCode).send(entryBody(known));
      return reply
        .code(error.statusCode)
        .send(errorBody(error.code ?? ERRORS.badRequest.code, error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    const { code, message } = entryBody(ERRORS.internal, { request_id: request.id }).error;
    return reply.code(500).send(errorBody(code, message, { request_id: request.id }));
  });
}
