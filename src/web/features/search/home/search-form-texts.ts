import { msg, plural } from '@lingui/core/runtime-macro';

/**
 * The search forms' texts: Home's three tabs, the address fields, and the results page's own
 * forms, which ask the same, and its heading, which shows while its code loads. Their catalogue loads before the first render, with Home's
 * (docs/decisions/0037). The form-side checks say what the API says to the same mistake.
 */
export const searchFormTexts = {
  resultsTitles: {
    route: msg`Daycares along your route`,
    search: msg`Search Results`,
  },
  tabsLabel: msg`Ways to search`,
  routeTab: msg`Route Search`,
  nearbyTab: msg`Near Me`,
  aiTab: msg`AI Assistant`,
  start: msg`Start address`,
  startHint: msg`Where your day begins, like home.`,
  end: msg`End address`,
  endHint: msg`Where you are headed, like work.`,
  location: msg`Location`,
  locationHint: msg`An address, town or ZIP code.`,
  routeSubmit: msg`Find Daycares Along Route`,
  nearbySubmit: msg`Find Nearby Daycares`,
  aiLabel: msg`Describe what you need`,
  aiHint: msg`For example: a preschool between Quincy, MA and Cambridge, MA.`,
  aiSubmit: msg`Search with AI`,
  aiSubmitting: msg`Reading your request…`,
  bothAddresses: msg`Please enter both start and end addresses`,
  locationRequired: msg`Please enter a location to search.`,
  queryRequired: msg`Please enter a search query`,
  useMyLocation: msg`Use my location`,
  locating: msg`Finding your location…`,
  suggestionsLabel: (field: string) => msg`Suggestions for ${{ field }}`,
  suggestionCount: (count: number) =>
    msg`${plural({ count }, { one: '# suggestion. Use the arrow keys to choose.', other: '# suggestions. Use the arrow keys to choose.' })}`,
  geolocation: {
    couldNotGet: msg`Could not get your location. Please enter it manually.`,
    unableToGet: msg`Unable to get your location. Please enter it manually.`,
    unsupported: msg`Geolocation is not supported by this browser.`,
  },
  assistant: {
    failed: msg`Failed to process your request`,
    error: msg`An error occurred while processing your request.`,
    notUnderstood: msg`We could not tell where to search. Try a trip, like “from Quincy, MA to Cambridge, MA”, or one place, like “daycare near 02139”.`,
    understoodRoute: (what: string, start: string, end: string) => msg`${{ what }} between ${{ start }} and ${{ end }}`,
    understoodNearby: (what: string, place: string) => msg`${{ what }} near ${{ place }}`,
    understoodAny: msg`Daycares`,
    /** The filters read from a request, shown as chips the parent can remove before the search starts. */
    filtersLabel: msg`Filters from your request`,
    removeFilter: (name: string) => msg`Remove filter: ${{ name }}`,
    showResults: msg`Show results`,
    filterChips: {
      openings: msg`With openings`,
      maxMonthlyTuition: (price: string) => msg`Up to ${{ price }} a month`,
      openBy: (time: string) => msg`Opens by ${{ time }}`,
      openUntil: (time: string) => msg`Open until ${{ time }}`,
      subsidy: msg`Accepts subsidy`,
    },
    understoodCategories: {
      daycare: msg`Daycares`,
      preschool: msg`Preschools`,
      nursery: msg`Nurseries`,
      childcare: msg`Childcare programs`,
      kindergarten: msg`Kindergartens`,
      montessori: msg`Montessori programs`,
      playgroup: msg`Playgroups`,
      aftercare: msg`After-school programs`,
    },
  },
};
