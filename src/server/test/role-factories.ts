import type { FastifyInstance } from 'fastify';
import type { Program } from '#shared/schemas/catalogue.js';
import type { RegisterRequest } from '#shared/schemas/accounts.js';
import { claim } from '#shared/schemas/provider.js';
import type { Db } from '#server/db/database.js';
import { grantOperator } from '#server/features/operator/operators.repository.js';
import { bearer, nextRemoteAddress, registerParent } from './factories.js';
import { verifyEmailOf } from './outbox-links.js';

export type Account = Awaited<ReturnType<typeof registerParent>>;

/**
 * Routes bound to a role (a program's manager, an operator) rather than to the account in their
 * path; a reply to a review belongs to the managers of the reviewed program.
 */
export const isRoleRoute = (route: { url: string }): boolean => /^\/api\/(provider|operator)\//.test(route.url) || route.url === '/api/reviews/:id/reply';

/** A registered account whose address is verified through its email's link, as a provider's must be to claim. */
export async function registerVerified(app: FastifyInstance, db: Db, overrides: Partial<RegisterRequest> = {}): Promise<Account> {
  const account = await registerParent(app, overrides);
  await verifyEmailOf(app, db, account.user.emailId);
  return { ...account, user: { ...account.user, emailVerified: true } };
}

/** A registered, verified account made an operator, as `npm run admin -- grant-operator` does. */
export async function registerOperator(app: FastifyInstance, db: Db): Promise<Account> {
  const account = await registerVerified(app, db);
  await grantOperator(db, account.user.emailId);
  return account;
}

/** A valid claim on the program, as its claim form sends it. */
export const claimFor = (program: Pick<Program, 'id' | 'licenseNumber'>) => ({
  programId: program.id,
  roleAtProgram: 'Director',
  phone: '617 555 0100',
  note: 'I run the infant room.',
  licenseNumber: program.licenseNumber ?? '',
});

/** An account that manages the program the way a provider comes to: a claim, then an operator's approval. */
export async function registerManager(
  app: FastifyInstance,
  db: Db,
  program: Pick<Program, 'id' | 'licenseNumber'>,
  operator: Account,
): Promise<Account> {
  const account = await registerVerified(app, db);
  const send = (token: string, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: nextRemoteAddress() });
  const filed = await send(account.token, '/api/provider/claims', claimFor(program));
  if (filed.statusCode !== 201) throw new Error(`claim failed: ${filed.statusCode} ${filed.body}`);
  const approved = await send(operator.token, `/api/operator/claims/${claim.parse(filed.json()).id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`);
  return account;
}
