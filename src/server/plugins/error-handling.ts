import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import type { ErrorResponse } from '#shared/schemas/errors.js';
import { isForeignKeyViolation } from '#server/db/database.js';
import { apiTextFor } from '#server/api-texts.js';
import { HttpError } from '#server/http-error.js';

/** Fastify's own client-error codes, reworded for a person. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.http.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.http.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.http.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.http.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.http.invalidJson,
};

/** The error shape, its text in the language the request asks for (Accept-Language), else English. */
function errorBody(error: string, code: string | undefined, request?: FastifyRequest): ErrorResponse {
  const text = request ? apiTextFor(request, error) : error;
  return code ? { success: false, error: text, code } : { success: false, error: text };
}

/**
 * One error shape for the whole API: {success: false, error, code}. Bad input is always a
 * 4xx with a readable text; 5xx details go to the log, never to the client. Set before any plugin
 * with routes: a plugin registered earlier keeps Fastify's default handler and its error shape.
 * `accountExists` tells a signed-in request whose account was deleted while it ran (its write then
 * points at a user that is gone) from a real failure: the first is the 401 of any ended session.
 */
export function registerErrorHandler(app: FastifyInstance, { accountExists }: { accountExists?: (userId: string) => Promise<boolean> } = {}): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(errorBody(first?.message ?? messages.http.invalidJson, 'VALIDATION_ERROR', request));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(messages.http.internal, 'INTERNAL', request));
    }
    if (error instanceof HttpError) {
      // Our own answers, 5xx included (a map service down): their text is written for the parent.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'answered with a server-side error');
      return reply.code(error.statusCode).send(errorBody(error.message, error.code, request));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = FRAMEWORK_MESSAGES[error.code] ?? (error.name === 'SyntaxError' ? messages.http.invalidJson : error.message);
      return reply.code(status).send(errorBody(text, error.code, request));
    }
    if (isForeignKeyViolation(error) && request.userId && accountExists && !(await accountExists(request.userId))) {
      return reply.code(401).send(errorBody(messages.auth.unauthorized, 'UNAUTHORIZED', request));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody(messages.http.internal, 'INTERNAL', request));
  });
}

/** Unknown API paths answer a JSON 404; other paths get the web app's history fallback when there is one. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  options: { notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void {
  app.setNotFoundHandler((request, reply) => {
    const handled = request.url.startsWith('/api') ? undefined : options.notFound?.(request, reply);
    return handled ?? reply.code(404).send(errorBody(messages.http.notFound, 'NOT_FOUND', request));
  });
}

/**
 * Fastify's router answers an undecodable path (FST_ERR_BAD_URL) or an over-long path parameter
 * (FST_ERR_MAX_PARAM_LENGTH) before any route or error handler runs; this keeps them in the error shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  void reply.code(status).send(errorBody(status === 414 ? messages.http.urlPartTooLong : messages.http.badUrl, error.code, request));
}

/**
 * Requests Node cannot parse (a broken request line, headers over the size limit, a timeout)
 * never reach Fastify; they are answered on the socket, still in the error shape.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.http.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.http.requestTimeout]
        : [400, 'Bad Request', messages.http.badRequest];
  // The code only: the error carries the raw bytes, which can hold a token or a password.
  this.log.debug({ code: error.code }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(text, error.code));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
