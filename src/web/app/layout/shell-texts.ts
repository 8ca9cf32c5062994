import { msg } from '@lingui/core/runtime-macro';

/**
 * The texts of the header, the footer, the account menu and the pages the app shows itself (not
 * found, something went wrong), on every page: their catalogue loads
 * before the first render, with the texts in `lib/` several pages share (docs/decisions/0037).
 */
export const shellTexts = {
  skipToContent: msg`Skip to main content`,
  homeLink: msg`CareRoute home`,
  nav: {
    label: msg`Main`,
    home: msg`Home`,
    route: msg`Route`,
    howItWorks: msg`How It Works`,
    blog: msg`Blog`,
    about: msg`About`,
    contact: msg`Contact Us`,
    assistant: msg`AI Nanny`,
    menu: msg`Menu`,
    login: msg`Login`,
    register: msg`Register`,
  },
  /** The header's language switch, when the account could not keep the choice (the page stays as it is). */
  languageNotSaved: msg`Could not save your language. Please try again.`,
  footer: {
    pitch: msg`Built by parents, for parents: childcare that fits the way you already travel.`,
    linksLabel: msg`Footer`,
    forProviders: msg`For providers`,
    forOperators: msg`Operators`,
    copyright: (year: number) => msg`© ${{ year }} CareRoute`,
  },
  notFound: {
    documentTitle: msg`Page not found`,
    title: msg`We could not find that page`,
    text: msg`The link may be old or mistyped. Let us get you back on your way.`,
    backHome: msg`Go to the home page`,
  },
  appError: {
    title: msg`Something went wrong`,
    text: msg`Please reload the page. If it keeps happening, contact us and we will look into it.`,
    reload: msg`Reload the page`,
  },
  account: {
    profile: msg`Profile`,
    savedRoutes: msg`Saved Routes`,
    yourPrograms: msg`Your programs`,
  },
};
