import { msg } from '@lingui/core/runtime-macro';

/**
 * The texts of the header, the footer and the account menu, on every page: their catalogue loads
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
  footer: {
    pitch: msg`Built by parents, for parents: childcare that fits the way you already travel.`,
    linksLabel: msg`Footer`,
    forProviders: msg`For providers`,
    forOperators: msg`Operators`,
    copyright: (year: number) => msg`© ${{ year }} CareRoute`,
  },
  account: {
    profile: msg`Profile`,
    savedRoutes: msg`Saved Routes`,
    yourPrograms: msg`Your programs`,
  },
};
