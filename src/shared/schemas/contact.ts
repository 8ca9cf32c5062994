import { z } from 'zod';
import { errorResponse } from './errors.js';
import { bodyObject, emailField, requiredText } from './fields.js';

/** The contact categories and their labels; general is the default. */
export const CONTACT_CATEGORIES = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  daycare: 'Daycare Information',
  account: 'Account Issues',
  billing: 'Billing & Payments',
  feedback: 'Feedback & Suggestions',
} as const;
export type ContactCategory = keyof typeof CONTACT_CATEGORIES;
const categoryKeys = Object.keys(CONTACT_CATEGORIES) as [ContactCategory, ...ContactCategory[]];

export const CONTACT_MESSAGES_PER_MINUTE = 5;

export const contactRequest = z.object(
  {
    category: z.enum(categoryKeys, { error: 'Please choose a category' }),
    name: requiredText('Name', 120),
    email: emailField,
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000),
  },
  bodyObject,
);
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ success: z.literal(true), id: z.string() });

export const contactRoute = {
  body: contactRequest,
  response: { 201: contactResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
};
