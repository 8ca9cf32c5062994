import { z } from 'zod';
import { SITE_LANGUAGES } from '../translation.js';
import { errorResponse } from './errors.js';
import { bodyObject, emailField, idParam, isoTimestamp, newPasswordText, passwordText, phoneField, requiredText } from './fields.js';

export const registerRequest = z.object(
  {
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    emailId: emailField,
    password: newPasswordText('Password'),
    address: requiredText('Address', 300),
    phoneNumber: phoneField,
  },
  bodyObject,
);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({ emailId: emailField, password: passwordText('Password') }, bodyObject);
export type LoginRequest = z.infer<typeof loginRequest>;

export const profileUpdateRequest = z.object(
  {
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    address: requiredText('Address', 300),
    phoneNumber: phoneField,
  },
  bodyObject,
);
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** A parent as the API shows them: never a password or a hash. */
export const user = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  createdAt: isoTimestamp,
  /**
   * Whether the parent opened the link sent to their address; claiming a program needs it. The API
   * always sends it; a browser session stored before it existed reads as unverified until the
   * profile is fetched again, rather than being signed out.
   */
  emailVerified: z.boolean().default(false),
  /**
   * The language the parent reads CareRoute in: their emails, and the site once signed in
   * (docs/decisions/0037). A session stored before it existed reads as English.
   */
  language: z.enum(SITE_LANGUAGES).default('en'),
});
export type User = z.infer<typeof user>;

export const authSuccess = z.object({ success: z.literal(true), user, token: z.string() });
export type AuthSuccess = z.infer<typeof authSuccess>;

export const profileResponse = z.object({ success: z.literal(true), user });
export type ProfileResponse = z.infer<typeof profileResponse>;

export const userIdParams = z.object({ id: idParam });

export const registerRoute = {
  body: registerRequest,
  response: { 201: authSuccess, 400: errorResponse, 409: errorResponse, 429: errorResponse },
};

export const loginRoute = {
  body: loginRequest,
  response: { 200: authSuccess, 400: errorResponse, 401: errorResponse, 429: errorResponse },
};

const signedIn = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const getProfileRoute = {
  params: userIdParams,
  response: { 200: profileResponse, ...signedIn },
};

export const updateProfileRoute = {
  params: userIdParams,
  body: profileUpdateRequest,
  response: { 200: profileResponse, 400: errorResponse, ...signedIn },
};

/** The secret of a link sent by email: 32 random bytes in base64url, 43 characters. */
const linkToken = requiredText('Token', 200);

export const verifyEmailRequest = z.object({ token: linkToken }, bodyObject);
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const forgotPasswordRequest = z.object({ emailId: emailField }, bodyObject);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** The new password follows the registration rule. */
export const resetPasswordRequest = z.object(
  {
    token: linkToken,
    password: newPasswordText('Password'),
  },
  bodyObject,
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** A plain acknowledgement with a sentence to show. */
export const accountMessage = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessage = z.infer<typeof accountMessage>;

/** The verified account's id: a browser signed in to it shows the address verified at once, one signed in to another account does not. */
export const emailVerifiedAnswer = accountMessage.extend({ userId: z.string() });

const linkRoute = { 400: errorResponse, 429: errorResponse };

export const verifyEmailRoute = {
  body: verifyEmailRequest,
  response: { 200: emailVerifiedAnswer, ...linkRoute },
};

export const resendVerificationRoute = {
  response: { 200: accountMessage, 401: errorResponse, 409: errorResponse, 429: errorResponse },
};

export const forgotPasswordRoute = {
  body: forgotPasswordRequest,
  response: { 200: accountMessage, ...linkRoute },
};

export const resetPasswordRoute = {
  body: resetPasswordRequest,
  response: { 200: accountMessage, ...linkRoute },
};
