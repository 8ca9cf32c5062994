// Relative, not '#shared/...': the e2e specs import these texts, and their loader turns only relative '.js' imports into '.ts'.
import { HOW_IT_WORKS_FAQ } from '../../../shared/how-it-works-faq.js';

/** The How It Works page's texts; they load with the page, not with Home. */
export const howItWorksTexts = {
  title: 'How It Works',
  subtitle: 'From your commute to the right daycare in three simple steps.',
  stepsTitle: 'Three simple steps',
  steps: [
    { title: 'Enter your commute', text: 'Type where your day starts and ends, like home and work, or one place you know well. Use my location fills it in for you.' },
    { title: 'Compare care along the way', text: 'Licensed programs on or near your route appear on the map and in a list, with distance, ratings and the minutes each stop adds.' },
    { title: 'Save and get in touch', text: 'Save the programs you like, keep your routes, then call or visit when it suits you.' },
  ],
  whyTitle: 'Why parents choose CareRoute',
  why: [
    { title: 'Built around your day', text: 'We search where you already travel, not just around a single address.' },
    { title: 'Honest information', text: 'Licensed programs and real parent ratings, shown as they are.' },
    { title: 'Free for parents', text: 'Searching, saving and comparing cost nothing.' },
  ],
  startTitle: 'Getting started',
  start: [
    'Create a free account so your saved daycares and routes follow you to any device.',
    'Run a route search from the home page, or ask the AI Assistant in your own words.',
    'Save a few favourites, then call them to ask about openings and book a visit.',
  ],
  startSearch: 'Start searching',
  startRegister: 'Create a free account',
  faqTitle: 'Frequently asked questions',
  faq: HOW_IT_WORKS_FAQ,
  supportTitle: 'Still have questions?',
  supportText: 'Our support team is happy to help.',
  supportEmail: 'support@careroute.example',
  contactLink: 'Contact Us',
} as const;
