import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveClaimRoute,
  catalogueRunsRoute,
  listClaimsRoute,
  programAuditRoute,
  programManagersRoute,
  rejectClaimRoute,
  revokeManagerRoute,
} from '#shared/schemas/operator.js';
import { recentImportRuns } from '#server/catalogue/import-runs.repository.js';
import type { Db } from '#server/db/database.js';
import { findAuditEntries } from '#server/features/listings/audit-log.repository.js';
import { findManagers } from '#server/features/provider/managers.repository.js';
import type { RoleGuards } from '#server/features/provider/role-guards.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { decide, listClaimsForReview } from './claim-decisions.service.js';
import { revokeManager } from './manager-revocation.service.js';

const docs = operationDocs('operator');
/** The latest imports operators see; the CLI's `catalogue runs` lists as many. */
const RUNS_SHOWN = 20;

/** What operators do (docs/decisions/0019): decide claims, see who manages a program and what changed. */
export const operatorRoutes: FastifyPluginAsyncZod<{ db: Db; guards: RoleGuards }> = async (app, { db, guards }) => {
  const preHandler = guards.operator;

  app.get(
    '/api/operator/claims',
    {
      schema: { ...listClaimsRoute, ...docs('listClaimsForReview', 'List claims in one status with the program facts to check them against') },
      preHandler,
    },
    async (request) => listClaimsForReview(db, request.query.status),
  );

  app.post(
    '/api/operator/claims/:id/approve',
    { schema: { ...approveClaimRoute, ...docs('approveClaim', 'Approve a pending claim: the claimant becomes a manager') }, preHandler },
    async (request) => decide(db, request.params.id, request.userId, { status: 'approved', reason: null }),
  );

  app.post(
    '/api/operator/claims/:id/reject',
    { schema: { ...rejectClaimRoute, ...docs('rejectClaim', 'Reject a pending claim with a reason the claimant sees') }, preHandler },
    async (request) => decide(db, request.params.id, request.userId, { status: 'rejected', reason: request.body.reason }),
  );

  app.get(
    '/api/operator/programs/:id/audit',
    { schema: { ...programAuditRoute, ...docs('getProgramAudit', 'Read a program’s audit log, newest first') }, preHandler },
    async (request) => findAuditEntries(db, request.params.id),
  );

  app.get(
    '/api/operator/programs/:id/managers',
    { schema: { ...programManagersRoute, ...docs('listProgramManagers', 'List who manages a program') }, preHandler },
    async (request) => findManagers(db, request.params.id),
  );

  app.get(
    '/api/operator/catalogue/runs',
    { schema: { ...catalogueRunsRoute, ...docs('listCatalogueRuns', 'List the latest catalogue imports with their counts or errors') }, preHandler },
    async () => recentImportRuns(db, RUNS_SHOWN),
  );

  app.delete(
    '/api/operator/programs/:id/managers/:userId',
    {
      schema: { ...revokeManagerRoute, ...docs('revokeProgramManager', 'Revoke a manager, and the feed tokens they made for the program') },
      preHandler,
    },
    async (request, reply) => {
      await revokeManager(db, request.params.id, request.params.userId, request.userId);
      return reply.code(204).send();
    },
  );
};
