import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Fastify's own refusals, in our words and codes (the status stays Fastify's). */
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: 'The address is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'bad_request', message: 'The request could not be routed' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is empty but says it is JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send JSON (or a file upload where one is expected)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The request body length is wrong' },
};

/** Errors the router raises before any route runs (bad URL encoding, a path parameter too long). */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code];
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  void reply.code(status).send(errorBody(known?.code ?? 'bad_request', known?.message ?? 'Bad request'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a request that never
 * finished arriving, bytes that are not HTTP), answered in the API's error shape like every other refusal.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large (16 KB at most)']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody(code, message));
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
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return reply.code(400).send(errorBody('validation_failed', message, details));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(errorBody('rate_limited', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const known = FRAMEWORK_ERRORS[error.code];
      if (known) return reply.code(error.statusCode).send(errorBody(known.code, known.message));
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
