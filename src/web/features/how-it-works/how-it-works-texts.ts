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
  faq: [
    {
      question: 'How accurate is the daycare information?',
      answer:
        'Program details come from public licensing records and parents’ reviews, and we refresh them regularly. Openings and hours change often, so always confirm with the program before you visit or enroll.',
    },
    {
      question: 'Can I save more than one route?',
      answer:
        'Yes. Save as many routes as you like, for example home to work and home to a grandparent’s house, and open any of them again from the saved routes button or your profile.',
    },
    {
      question: 'How do I contact you?',
      answer:
        'Use the contact form or write to the address below. We reply within 24 hours, Mon-Fri 9AM-6PM EST.',
    },
  ],
  supportTitle: 'Still have questions?',
  supportText: 'Our support team is happy to help.',
  supportEmail: 'support@careroute.example',
  contactLink: 'Contact Us',
} as const;
