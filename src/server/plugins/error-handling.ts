import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.js';
import type { ErrorResponse } from '../../shared/schemas/errors.js';
import { HttpError } from '../http-error.js';

/** Fastify's own client-error codes, reworded for a person. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.http.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.http.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.http.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.http.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.http.invalidJson,
};

function errorBody(error: string, code?: string): ErrorResponse {
  return code ? { success: false, error, code } : { success: false, error };
}

/**
 * One error shape for the whole API: {success: false, error, code}. Bad input is always a
 * 4xx with a readable text; 5xx details go to the log, never to the client.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { notFound?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(errorBody(first?.message ?? messages.http.invalidJson, 'VALIDATION_ERROR'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send(errorBody(messages.http.internal, 'INTERNAL'));
    }
    if (error instanceof HttpError) {
      // Our own answers, 5xx included (a map service down): their text is written for the parent.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'answered with a server-side error');
      return reply.code(error.statusCode).send(errorBody(error.message, error.code));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = FRAMEWORK_MESSAGES[error.code] ?? (error.name === 'SyntaxError' ? messages.http.invalidJson : error.message);
      return reply.code(status).send(errorBody(text, error.code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody(messages.http.internal, 'INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    const handled = request.url.startsWith('/api') ? undefined : options.notFound?.(request, reply);
    return handled ?? reply.code(404).send(errorBody(messages.http.notFound, 'NOT_FOUND'));
  });
}
