import { messages } from '#shared/messages.js';

/** The header links, in the order parents know them. */
export const NAV_ITEMS = [
  { to: '/', label: messages.nav.home },
  { to: '/route-results', label: messages.nav.route },
  { to: '/how-it-works', label: messages.nav.howItWorks },
  { to: '/blog', label: messages.nav.blog },
  { to: '/about', label: messages.nav.about },
  { to: '/contact', label: messages.nav.contact },
  { to: '/ai-companion', label: messages.nav.assistant },
] as const;
