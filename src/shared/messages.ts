/**
 * The user-facing texts the API sends and those several pages share, word for word: the texts
 * parents know from the original product stay exactly as they were (a test reads them from here).
 * Server and web import them from here so a text is never retyped and never drifts. A page's own
 * copy lives with its feature (provider-texts.ts, about-texts.ts, ...) and loads with that page,
 * so Home's first download does not carry it.
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
    signInPaused: 'Too many wrong passwords for this account. Please wait 15 minutes and try again, or reset your password.',
    userNotFound: 'This account no longer exists.',
    wrongCurrentPassword: 'Your current password is not correct',
    wrongPassword: 'Your password is not correct',
  },
  validation: {
    bothAddresses: 'Please enter both start and end addresses',
    bothAddressesResults: 'Please enter both start and end addresses.',
    locationRequired: 'Please enter a location to search.',
    queryRequired: 'Please enter a search query',
    alreadySaved: 'This daycare is already saved to your favourites!',
  },
  saved: {
    errorFetchingRoutes: 'Error fetching routes. Please try again.',
    errorFetchingDaycares: 'Error fetching daycares. Please try again.',
    routeAlreadySaved: 'This route is already in your saved routes.',
    daycareNotFound: 'This daycare is not in your saved daycares.',
    routeNotFound: 'This route is not in your saved routes.',
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
    routeFailedPrefix: 'Could not draw route:',
  },
  blog: {
    postNotFound: 'This article does not exist or was removed.',
  },
  site: {
    name: 'CareRoute',
  },
  /** What the API says about links sent by email (docs/decisions/0023). */
  accountLinks: {
    emailVerified: 'Thank you: your email address is verified.',
    verificationSent: 'We sent a new verification link to your email address. Older links no longer work.',
    alreadyVerified: 'Your email address is already verified.',
    resetRequested:
      'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.',
    passwordReset: 'Your password has been changed, and every device signed in to your account has been signed out.',
    invalid: 'This link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
    verifyExpired: 'This verification link has expired (links last 48 hours). Ask for a new one.',
    resetExpired: 'This password reset link has expired (links last one hour). Ask for a new one.',
    used: 'This link has already been used, or a newer link replaced it. Ask for a new one if you need it.',
    tooManyResets: 'Too many reset emails for this address. Please wait an hour and try again.',
    tooManyResends: 'Too many verification emails. Please wait a few minutes and try again.',
    verifyBeforeClaiming:
      'Please verify your email address before claiming a program: open the link we emailed you, or send a new one from your profile.',
  },
  /** The emails themselves: plain text and HTML are built from these sentences. */
  accountEmails: {
    greeting: (firstName: string) => `Hi ${firstName},`,
    verify: {
      subject: 'Confirm your email address for CareRoute',
      body: [
        'Thanks for creating a CareRoute account. Please confirm that this is your email address.',
        'The link works once and expires in 48 hours.',
      ],
      action: 'Confirm my email address',
      footer: 'You got this email because someone registered a CareRoute account with this address. If it was not you, ignore it.',
    },
    reset: {
      subject: 'Choose a new CareRoute password',
      body: [
        'Someone asked to reset the password of your CareRoute account. If it was you, choose a new password with the link below.',
        'The link works once and expires in one hour. Choosing a new password signs out every device signed in to your account.',
      ],
      action: 'Choose a new password',
      footer:
        'You got this email because a password reset was requested for this address on CareRoute. If it was not you, ignore it: your password stays as it is.',
    },
  },
  /** Category names for the server's link previews; the web's are in lib/program-texts.ts. */
  results: {
    categories: {
      daycare: 'Daycare',
      preschool: 'Preschool',
      nursery: 'Nursery',
      childcare: 'Childcare',
      kindergarten: 'Kindergarten',
      montessori: 'Montessori',
      playgroup: 'Playgroup',
      aftercare: 'After-school care',
    },

  },
  /** The program page's description in the server's link previews (docs/decisions/0019); the page's own texts are in the web's features/programs. */
  programPage: {
    description: (name: string, kind: string, place: string) =>
      `${name} (${place ? `${kind}, ${place}` : kind}): openings, tuition, hours and licensing facts, with how fresh each one is.`,
  },




  http: {
    invalidJson: 'The request body is not valid JSON.',
    emptyBody: 'The request body is empty. Send a JSON object.',
    bodyTooLarge: 'The request body is too large (the limit is 100 KB).',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
    databaseUnavailable: 'The database is not available right now.',
    badUrl: 'The address of this request is not valid.',
    urlPartTooLong: 'A part of the address of this request is too long.',
    badRequest: 'The request could not be read.',
    headersTooLarge: 'The request headers are too large.',
    requestTimeout: 'The request took too long to arrive.',
    tooManySearches: 'Too many searches. Please wait a minute and try again.',
    tooManyLookups: 'Too many address lookups. Please wait a minute and try again.',
  },
  /** The provider and operator API's own answers. */
  providerApi: {
    programNotFound: 'This program is not in our catalogue.',
    licenseMismatch: 'licenseNumber does not match the license number listed for this program.',
    claimPending: 'You already asked to manage this program. An operator will review your claim soon.',
    alreadyManager: 'You already manage this program.',
    claimNotFound: 'This claim does not exist.',
    claimDecided: 'This claim has already been decided.',
    managersOnly: 'Only the managers of this program can change its listing.',
    operatorsOnly: 'Only CareRoute operators can do this.',
    tokenForAnotherProgram: 'This feed token is for another program.',
    seatsAboveCapacity: (field: string, capacity: number) => `${field} must be at most the program's capacity (${capacity})`,
    totalSeatsAboveCapacity: (capacity: number) => `ageGroups: the open seats together must be at most the program's capacity (${capacity})`,
    noOpeningsToConfirm: 'There are no openings to confirm yet. Save the openings first.',
    tokenNotFound: 'This feed token does not exist or was already revoked.',
    managerNotFound: 'This account does not manage this program.',
    tooManyUpdates: 'Too many updates. Please wait a minute and try again.',
  },
  reviewsApi: {
    alreadyReviewed: 'You have already reviewed this program. You can edit or delete your review instead.',
    verifyEmailFirst:
      'Please verify your email address before writing a review: open the link we emailed you, or send a new one from your profile. One verified parent, one review keeps the ratings real.',
    reviewNotFound: 'This review does not exist or was deleted.',
    notYourReview: 'You can only change your own review.',
    ownReviewHelpful: 'You cannot mark your own review as helpful.',
    ownReviewReport: 'You cannot report your own review.',
    managersCannotReview: 'You manage this program, so you cannot review it. You can reply to its reviews instead.',
    managersOnly: 'Only the managers of this program can reply to its reviews.',
    alreadyHidden: 'This review is already hidden.',
    notHidden: 'This review is not hidden.',
    tooManyReviews: 'Too many reviews in a short time. Please wait an hour and try again.',
    tooManyReports: 'Too many reports in a short time. Please wait an hour and try again.',
  },
  alerts: {
    notFound: 'This alert does not exist.',
    routeNotFound: 'This saved route does not exist.',
    alreadyExists: 'This saved route already has an alert. Change it instead.',
    placeNotFound: (end: string) => `We could not find the saved route's ${end} on the map.`,
    routeFailed: 'We could not draw this route right now. Please try again later.',
    badUnsubscribeLink: 'This unsubscribe link is not valid.',
    unsubscribeGone: 'This alert no longer exists, so it sends no email.',
    ageGroupNames: { infant: 'Infant', toddler: 'Toddler', preschool: 'Preschool', 'school-age': 'School age' },
    routeLabel: (origin: string, destination: string) => `${origin} → ${destination}`,
    // Notification and email texts, made from what the notification keeps.
    openingsTitle: (program: string) => `Openings at ${program}`,
    openingsBody: (groups: string, label: string) => `${groups} seats just opened along ${label}.`,
    newProgramTitle: (program: string) => `New program: ${program}`,
    newProgramBody: (label: string) => `A program new to CareRoute is along ${label}.`,
    watchedTitle: (program: string) => `${program} changed its listing`,
    watchedBody: 'A program you saved updated its openings or prices.',
    closedTitle: (program: string) => `${program} is no longer on the licensing list`,
    closedBody: 'A program you saved has left the state licensing list: call it before you count on a place.',
    emailGreeting: (firstName: string) => `Hi ${firstName},`,
    emailViewProgram: 'See the program',
    emailWhy: (label: string) => `You get this email because you turned on alerts for ${label} on CareRoute.`,
    emailUnsubscribe: 'Stop these emails',
    digestSubject: (count: number) => `${count} ${count === 1 ? 'update' : 'updates'} along your saved routes`,
    digestIntro: 'Here is what changed along your saved routes since yesterday:',
    digestAction: 'See your notifications',
    digestWhy: 'You get one email a day because you chose a daily digest for your alerts on CareRoute.',
    digestUnsubscribe: (label: string) => `Stop emails for ${label}`,
    digestMore: (count: number) => `And ${count} more in your notifications.`,
  },
} as const;
