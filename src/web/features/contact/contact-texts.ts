import { msg } from '@lingui/core/runtime-macro';
import type { ContactCategory } from '#shared/schemas/contact.js';

/** What the contact page says; its catalogue loads with the page (docs/decisions/0037). */
export const contactTexts = {
  title: msg`Contact Us`,
  subtitle: msg`Questions, feedback or a daycare we should know about? We reply within 24 hours.`,
  formTitle: msg`Send us a message`,
  welcomeBack: msg`Welcome back! Your contact information has been pre-filled from your account.`,
  category: msg`Category`,
  /** The categories' names; the API takes their keys (schemas/contact.ts keeps the English for the team). */
  categories: {
    general: msg`General Inquiry`,
    technical: msg`Technical Support`,
    daycare: msg`Daycare Information`,
    account: msg`Account Issues`,
    billing: msg`Billing & Payments`,
    feedback: msg`Feedback & Suggestions`,
  } satisfies Record<ContactCategory, ReturnType<typeof msg>>,
  name: msg`Name`,
  email: msg`Email`,
  subject: msg`Subject`,
  message: msg`Message`,
  required: msg`All fields are required.`,
  send: msg`Send Message`,
  sending: msg`Sending...`,
  sent: msg`Thank you! Your message has been sent. We will reply within 24 hours.`,
  sendFailed: msg`Your message could not be sent. Please try again.`,
  sidebarTitle: msg`Other ways to reach us`,
  emailTitle: msg`Email`,
  emailAddress: 'support@careroute.example',
  emailText: msg`We respond within 24 hours.`,
  phoneTitle: msg`Phone`,
  phoneNumber: '(617) 555-0123',
  phoneHref: 'tel:+16175550123',
  phoneText: msg`Mon-Fri 9AM-6PM EST`,
  chatTitle: msg`Live chat`,
  chatText: msg`Ask our AI Nanny about choosing and comparing daycares, any time.`,
  chatLink: msg`Chat with AI Nanny`,
};
