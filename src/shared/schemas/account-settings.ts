import { z } from 'zod';
import { SITE_LANGUAGES } from '../translation.js';
import { userIdParams } from './accounts.js';
import { errorResponse } from './errors.js';
import { bodyObject, newPasswordText, passwordText } from './fields.js';

/** The new password follows the registration rule. */
export const changePasswordRequest = z.object(
  {
    currentPassword: passwordText('Current password'),
    newPassword: newPasswordText('New password'),
  },
  bodyObject,
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The change signs out every session (docs/decisions/0023); `token` keeps the one that made it signed in. */
export const passwordChanged = z.object({ success: z.literal(true), token: z.string() });

const flag = (label: string) =>
  z.boolean({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be true or false`) });

/** The profile's Preferences checkboxes; a PUT sends all three. */
export const preferences = z.object(
  {
    emailNotifications: flag('Email notifications'),
    locationServices: flag('Location services'),
    marketingEmails: flag('Marketing emails'),
  },
  bodyObject,
);
export type Preferences = z.infer<typeof preferences>;

/** What a parent who never saved preferences has: on, on, off. */
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  locationServices: true,
  marketingEmails: false,
};

const signedIn = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const changePasswordRoute = {
  params: userIdParams,
  body: changePasswordRequest,
  response: { 200: passwordChanged, ...signedIn, 404: errorResponse, 429: errorResponse },
};

/** Raises the account's token version: every token, this one too, stops working (docs/decisions/0023). */
export const signOutEverywhereRoute = {
  params: userIdParams,
  response: { 204: z.undefined().describe('Every session of the account is signed out'), ...signedIn },
};

/** Deleting the account asks for its password, so a token left on a shared computer cannot do it. */
export const deleteAccountRequest = z.object({ password: passwordText('Password') }, bodyObject);
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const deleteAccountRoute = {
  params: userIdParams,
  body: deleteAccountRequest,
  response: { 204: z.undefined().describe('The account and what it held are deleted'), ...signedIn, 404: errorResponse, 429: errorResponse },
};

/** The language a parent reads CareRoute in, chosen in the header; their emails follow it too. */
export const languageSetting = z.object(
  { language: z.enum(SITE_LANGUAGES, { error: 'language must be en or es' }) },
  bodyObject,
);
export type LanguageSetting = z.infer<typeof languageSetting>;

export const updateLanguageRoute = {
  params: userIdParams,
  body: languageSetting,
  response: { 200: languageSetting, ...signedIn, 404: errorResponse },
};

export const getPreferencesRoute = {
  params: userIdParams,
  response: { 200: preferences, ...signedIn },
};

export const updatePreferencesRoute = {
  params: userIdParams,
  body: preferences,
  response: { 200: preferences, ...signedIn },
};
