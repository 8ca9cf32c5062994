/**
 * Every user-facing text of the product, word for word from the spec (sections 4, 5 and 8)
 * or from the issues that amend it. Server and web import them from here so a text is never
 * retyped and never drifts.
 */
export const messages = {
  auth: {
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
    networkError: 'Network error. Please try again.',
    sessionExpired: 'Session expired. Please log in again.',
    unauthorized: 'Unauthorized',
    forbidden: 'You can only see and change your own account.',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    userNotFound: 'This account no longer exists.',
  },
  validation: {
    bothAddresses: 'Please enter both start and end addresses',
    bothAddressesResults: 'Please enter both start and end addresses.',
    locationRequired: 'Please enter a location to search.',
    queryRequired: 'Please enter a search query',
    loginToSave: 'Please login to save daycares',
    alreadySaved: 'This daycare is already saved to your favourites!',
  },
  saved: {
    errorFetchingRoutes: 'Error fetching routes. Please try again.',
    errorFetchingDaycares: 'Error fetching daycares. Please try again.',
    errorRemovingDaycare: 'Error removing daycare. Please try again.',
    errorSavingDaycare: 'Error saving daycare. Please try again.',
    errorSavingRoute: 'Error saving route. Please try again.',
    daycareRemoved: 'Daycare removed from favourites!',
    daycareSaved: 'Daycare saved to favourites!',
    routeSaved: 'Route saved successfully!',
    noRoutes: 'No routes saved yet.',
    noDaycares: 'No daycares saved yet.',
  },
  ai: {
    failed: 'Failed to process your request',
    error: 'An error occurred while processing your request.',
  },
  maps: {
    loadFailed: 'Failed to load Google Maps. Please refresh the page and try again.',
    notReady: 'Map not ready yet. Please wait a moment and try again.',
    noResults: 'No results found for the specified address. Please check the address and try again.',
    overLimit: "We're experiencing high demand. Please try again in a moment.",
    denied: 'Location services are not available. Please try again later.',
    other:
      'Could not find the specified location. Please try a different address or check your internet connection.',
    searchErrorPrefix: 'Error searching for daycares.',
    zeroResults: 'No daycares found in this area. Try a different location.',
    routeFailedPrefix: 'Could not draw route:',
    genericSearchError: 'An error occurred while searching. Please try again.',
  },
  geolocation: {
    couldNotGet: 'Could not get your location. Please enter it manually.',
    unableToGet: 'Unable to get your location. Please enter it manually.',
    unsupported: 'Geolocation is not supported by this browser.',
  },
  blog: {
    loading: 'Loading...',
    loadError: 'Error loading posts',
    noPosts: 'No blog posts found',
    adjustFilters: 'Try adjusting your search terms or filters',
  },
  http: {
    invalidJson: 'The request body is not valid JSON.',
    emptyBody: 'The request body is empty. Send a JSON object.',
    bodyTooLarge: 'The request body is too large (the limit is 100 KB).',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    databaseUnavailable: 'The database is not available right now.',
  },
} as const;
