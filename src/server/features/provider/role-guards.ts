import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import type { ProviderTokenRow } from '#server/db/schema.js';
import { forbidden } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { isOperator } from '#server/features/operator/operators.repository.js';
import { hashFeedSecret } from './feed-secret.js';
import { findWorkingToken, markTokenUsed } from './feed-tokens.repository.js';
import { managesProgram } from './managers.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set instead of userId when a program's feed token stood in for a signed-in manager. */
    feedToken?: ProviderTokenRow;
  }
}

/** One guard per role (docs/decisions/0019): who may call a route is decided here and nowhere else. */
export interface RoleGuards {
  /** A signed-in operator. */
  operator: preHandlerAsyncHookHandler;
  /** A signed-in manager of the program the path names (`:id`). */
  programManager: preHandlerAsyncHookHandler;
  /** A signed-in manager, or a provider's software with a working feed token of that program. */
  programManagerOrFeed: preHandlerAsyncHookHandler;
}

const programIdOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

export function createRoleGuards(auth: Auth, db: Db): RoleGuards {
  const managesNamedProgram = (userId: string, request: FastifyRequest) => managesProgram(db, userId, programIdOf(request));

  const feedToken = async (credential: string, request: FastifyRequest) => {
    const token = await findWorkingToken(db, hashFeedSecret(credential));
    if (!token) return false;
    if (token.programId !== programIdOf(request)) throw forbidden(messages.providerApi.tokenForAnotherProgram);
    request.feedToken = token;
    await markTokenUsed(db, token.id);
    return true;
  };

  return {
    operator: auth.requireUserWhere((userId) => isOperator(db, userId), messages.providerApi.operatorsOnly),
    programManager: auth.requireUserWhere(managesNamedProgram, messages.providerApi.managersOnly),
    programManagerOrFeed: auth.requireUserWhere(managesNamedProgram, messages.providerApi.managersOnly, feedToken),
  };
}
