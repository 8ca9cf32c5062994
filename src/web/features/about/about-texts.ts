import { msg } from '@lingui/core/runtime-macro';

/** The About page's texts; they load with the page, not with Home, and its Spanish with them. */
export const aboutTexts = {
  documentTitle: msg`About`,
  title: msg`About CareRoute`,
  subtitle: msg`Built by parents, for parents: childcare that fits the way you already travel.`,
  tabsLabel: msg`About CareRoute`,
  tabs: { glance: msg`At a Glance`, history: msg`History` },
  whoTitle: msg`Who we are`,
  whoText: [
    msg`CareRoute started with a handful of parents in the Boston area who spent too many evenings comparing daycare lists with a map open in another tab. The daycare that looked perfect was always twenty minutes in the wrong direction.`,
    msg`So we built the tool we wanted: tell it where your day starts and ends, and it shows licensed childcare along the way, with the minutes each stop adds to your commute.`,
  ],
  figuresTitle: msg`CareRoute today`,
  figuresNote: msg`Counted live from our catalogue and accounts, not estimated.`,
  missionTitle: msg`Our mission`,
  missionText: msg`Help every parent find safe, trusted childcare that fits their real day, with clear information they can check for themselves.`,
  visionTitle: msg`Our vision`,
  visionText: msg`A morning where drop-off is on the way, not out of it, and where choosing care feels informed rather than rushed.`,
  featuresTitle: msg`What CareRoute does for you`,
  features: [
    { title: msg`Route-based search`, text: msg`Find programs along your commute and see how many minutes each one adds.` },
    { title: msg`Real parent reviews`, text: msg`Ratings and review counts from parents, shown as they are, never inflated.` },
    { title: msg`Save favorites`, text: msg`Keep the daycares and routes you like in one place, on any device.` },
    { title: msg`Mobile-friendly`, text: msg`Works on your phone as well as your laptop, and you can add it to your home screen.` },
  ],
  historyTitle: msg`Our story so far`,
  historyIntro: msg`Four milestones on the way from a parents’ side project to the CareRoute you use today.`,
  milestones: [
    { year: '2021', title: msg`CareRoute is founded`, text: msg`A few parents turn a shared spreadsheet of daycares and commutes into a small website.` },
    { year: '2022', title: msg`Parent reviews`, text: msg`We add a review system so parents can learn from each other’s experience.` },
    { year: '2023', title: msg`Mobile launch`, text: msg`CareRoute becomes comfortable to use on a phone, where most parents search.` },
    { year: '2024', title: msg`Search along your route`, text: msg`Route search with maps and up-to-date availability: care that fits the drive you already make.` },
  ],
  ctaTitle: msg`Ready to look along your commute?`,
  ctaSearch: msg`Start a search`,
} as const;
