import { shellTexts } from './shell-texts';

const text = shellTexts.nav;

/** The header links, in the order parents know them. */
export const NAV_ITEMS = [
  { to: '/', label: text.home },
  { to: '/route-results', label: text.route },
  { to: '/how-it-works', label: text.howItWorks },
  { to: '/blog', label: text.blog },
  { to: '/about', label: text.about },
  { to: '/contact', label: text.contact },
  { to: '/ai-companion', label: text.assistant },
] as const;
