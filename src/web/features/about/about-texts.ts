/** The About page's texts; they load with the page, not with Home. */
export const aboutTexts = {
  title: 'About CareRoute',
  subtitle: 'Built by parents, for parents: childcare that fits the way you already travel.',
  tabsLabel: 'About CareRoute',
  tabs: { glance: 'At a Glance', history: 'History' },
  whoTitle: 'Who we are',
  whoText: [
    'CareRoute started with a handful of parents in the Boston area who spent too many evenings comparing daycare lists with a map open in another tab. The daycare that looked perfect was always twenty minutes in the wrong direction.',
    'So we built the tool we wanted: tell it where your day starts and ends, and it shows licensed childcare along the way, with the minutes each stop adds to your commute.',
  ],
  figuresTitle: 'CareRoute today',
  figuresNote: 'Counted live from our catalogue and accounts, not estimated.',
  missionTitle: 'Our mission',
  missionText:
    'Help every parent find safe, trusted childcare that fits their real day, with clear information they can check for themselves.',
  visionTitle: 'Our vision',
  visionText:
    'A morning where drop-off is on the way, not out of it, and where choosing care feels informed rather than rushed.',
  featuresTitle: 'What CareRoute does for you',
  features: [
    { title: 'Route-based search', text: 'Find programs along your commute and see how many minutes each one adds.' },
    { title: 'Real parent reviews', text: 'Ratings and review counts from parents, shown as they are, never inflated.' },
    { title: 'Save favorites', text: 'Keep the daycares and routes you like in one place, on any device.' },
    { title: 'Mobile-friendly', text: 'Works on your phone as well as your laptop, and you can add it to your home screen.' },
  ],
  historyTitle: 'Our story so far',
  historyIntro: 'Four milestones on the way from a parents’ side project to the CareRoute you use today.',
  milestones: [
    { year: '2021', title: 'CareRoute is founded', text: 'A few parents turn a shared spreadsheet of daycares and commutes into a small website.' },
    { year: '2022', title: 'Parent reviews', text: 'We add a review system so parents can learn from each other’s experience.' },
    { year: '2023', title: 'Mobile launch', text: 'CareRoute becomes comfortable to use on a phone, where most parents search.' },
    { year: '2024', title: 'Search along your route', text: 'Route search with maps and up-to-date availability: care that fits the drive you already make.' },
  ],
  ctaTitle: 'Ready to look along your commute?',
  ctaSearch: 'Start a search',
  ctaContact: 'Contact Us',
} as const;
