import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { apiTextFor } from '#server/api-texts.js';
import {
  forgotPasswordRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  type ForgotPasswordRequest,
} from '#shared/schemas/accounts.js';
import type { Db } from '#server/db/database.js';
import { requestLanguage } from '#server/language.js';
import type { Auth } from '#server/plugins/auth.js';
import { keyedRateLimit } from '#server/plugins/keyed-rate-limit.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import type { SignInLimit } from './sign-in-limit.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('accounts');
const HOUR_MS = 3600_000;

/** Reset emails one address may receive an hour, whoever asks for them. */
export const RESETS_PER_EMAIL_PER_HOUR = 5;
/** Verification emails one account may ask for in a quarter of an hour. */
export const RESENDS_PER_QUARTER_HOUR = 3;

/** The links sent by email: verifying an address and resetting a forgotten password (docs/decisions/0023). */
export const accountLinksRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; publicUrl: string; signInLimit: SignInLimit }> = async (
  app,
  { db, auth, publicUrl, signInLimit },
) => {
  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        ...verifyEmailRoute,
        ...docs(
          'verifyEmail',
          'Verify your email address with the link from your email',
          'The token is the `token` of the link. A link works once and for 48 hours; only the newest link of an account works. ' +
            'Bad, expired and used links answer 400 with LINK_INVALID, LINK_EXPIRED or LINK_USED.',
        ),
      },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
    },
    async (request) => {
      const userId = await verifyEmail(db, request.body.token);
      return { success: true as const, message: apiTextFor(request, messages.accountLinks.emailVerified), userId };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        ...resendVerificationRoute,
        ...docs(
          'resendVerification',
          'Send yourself a new verification link',
          `Older links stop working. At most ${RESENDS_PER_QUARTER_HOUR} an account every 15 minutes; 409 ALREADY_VERIFIED when there is nothing to verify.`,
        ),
      },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
      preHandler: [
        auth.requireUser,
        keyedRateLimit(app, {
          name: 'resend-verification',
          max: RESENDS_PER_QUARTER_HOUR,
          timeWindowMs: HOUR_MS / 4,
          key: (request) => request.userId,
          refusal: messages.accountLinks.tooManyResends,
        }),
      ],
    },
    async (request) => {
      await resendVerification(db, request.userId, publicUrl, requestLanguage(request.headers['accept-language']));
      return { success: true as const, message: apiTextFor(request, messages.accountLinks.verificationSent) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        ...forgotPasswordRoute,
        ...docs(
          'forgotPassword',
          'Ask for a password reset link by email',
          'Always the same answer, whether or not the address has an account. The link works once, for one hour. ' +
            `Limited per address and to ${RESETS_PER_EMAIL_PER_HOUR} requests an hour per email.`,
        ),
      },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
      preHandler: keyedRateLimit(app, {
        name: 'forgot-password',
        max: RESETS_PER_EMAIL_PER_HOUR,
        timeWindowMs: HOUR_MS,
        // The schema has lower-cased it: Ana@ and ana@ count together.
        key: (request) => (request.body as ForgotPasswordRequest).emailId,
        refusal: messages.accountLinks.tooManyResets,
      }),
    },
    async (request) => {
      await requestPasswordReset(db, request.body.emailId, publicUrl, requestLanguage(request.headers['accept-language']));
      return { success: true as const, message: apiTextFor(request, messages.accountLinks.resetRequested) };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        ...resetPasswordRoute,
        ...docs(
          'resetPassword',
          'Choose a new password with the link from your email',
          'Signs out every session of the account, ends a pause of its sign-ins after wrong passwords, and counts the address as verified. ' +
            'Bad, expired and used links answer 400 with LINK_INVALID, LINK_EXPIRED or LINK_USED.',
        ),
      },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
    },
    async (request) => {
      const emailId = await resetPassword(db, request.body.token, request.body.password);
      // The link proved the parent reads the account's email: a pause from wrong passwords ends.
      await signInLimit.cleared(emailId);
      return { success: true as const, message: apiTextFor(request, messages.accountLinks.passwordReset) };
    },
  );
};
