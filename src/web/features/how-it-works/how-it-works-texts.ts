import { msg } from '@lingui/core/runtime-macro';
// Relative, not '#shared/...': the e2e specs import these texts, and their loader turns only relative '.js' imports into '.ts'.
import { HOW_IT_WORKS_FAQ } from '../../../shared/how-it-works-faq.js';

/** The How It Works page's texts; their catalogue loads with the page (docs/decisions/0037). */
export const howItWorksTexts = {
  title: msg`How It Works`,
  subtitle: msg`From your commute to the right daycare in three simple steps.`,
  stepsTitle: msg`Three simple steps`,
  steps: [
    {
      title: msg`Enter your commute`,
      text: msg`Type where your day starts and ends, like home and work, or one place you know well. Use my location fills it in for you.`,
    },
    {
      title: msg`Compare care along the way`,
      text: msg`Licensed programs on or near your route appear on the map and in a list, with distance, ratings and the minutes each stop adds.`,
    },
    { title: msg`Save and get in touch`, text: msg`Save the programs you like, keep your routes, then call or visit when it suits you.` },
  ],
  whyTitle: msg`Why parents choose CareRoute`,
  why: [
    { title: msg`Built around your day`, text: msg`We search where you already travel, not just around a single address.` },
    { title: msg`Honest information`, text: msg`Licensed programs and real parent ratings, shown as they are.` },
    { title: msg`Free for parents`, text: msg`Searching, saving and comparing cost nothing.` },
  ],
  startTitle: msg`Getting started`,
  start: [
    msg`Create a free account so your saved daycares and routes follow you to any device.`,
    msg`Run a route search from the home page, or ask the AI Assistant in your own words.`,
    msg`Save a few favourites, then call them to ask about openings and book a visit.`,
  ],
  startSearch: msg`Start searching`,
  startRegister: msg`Create a free account`,
  faqTitle: msg`Frequently asked questions`,
  /** Content shared with the assistant, which answers from the English: each entry carries its Spanish. */
  faq: HOW_IT_WORKS_FAQ,
  supportTitle: msg`Still have questions?`,
  supportText: msg`Our support team is happy to help.`,
  supportEmail: 'support@careroute.example',
};
