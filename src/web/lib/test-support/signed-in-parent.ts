import type { User } from '#shared/schemas/accounts.js';

/** The parent the web's unit tests sign in, and a token of the right shape. */
export const testParent: User = {
  id: 'u1',
  firstName: 'Maya',
  lastName: 'Lopez',
  emailId: 'maya@example.com',
  address: '12 Elm Street, Boston, MA',
  phoneNumber: '617-555-0100',
  createdAt: '2025-01-02T03:04:05.000Z',
  emailVerified: false,
  language: 'en',
};

export const testToken = 'header.payload.signature';
