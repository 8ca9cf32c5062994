import type { Migration } from 'kysely';
import * as users from './0001-users.js';
import * as catalogue from './0002-catalogue.js';
import * as saved from './0003-saved.js';
import * as blogAndContact from './0004-blog-and-contact.js';
import * as savedRouteOnce from './0005-saved-route-once.js';
import * as providerListings from './0006-provider-listings.js';
import * as emailAndAccounts from './0007-email-and-accounts.js';
import * as alerts from './0008-alerts.js';
import * as reviews from './0009-reviews.js';
import * as savedRouteTimes from './0010-saved-route-times.js';
import * as catalogueGeocoding from './0011-catalogue-geocoding.js';
import * as catalogueImportRuns from './0012-catalogue-import-runs.js';
import * as catalogueClosures from './0013-catalogue-closures.js';
import * as jobLeases from './0014-job-leases.js';
import * as qualityFacts from './0015-quality-facts.js';
import * as blogPostLanguage from './0016-blog-post-language.js';
import * as userLanguage from './0017-user-language.js';
import * as listingSectionsByTime from './0018-listing-sections-by-time.js';

/** Every migration in order. Names sort as they run; never rename or edit a merged one. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-catalogue': catalogue,
  '0003-saved': saved,
  '0004-blog-and-contact': blogAndContact,
  '0005-saved-route-once': savedRouteOnce,
  '0006-provider-listings': providerListings,
  '0007-email-and-accounts': emailAndAccounts,
  '0008-alerts': alerts,
  '0009-reviews': reviews,
  '0010-saved-route-times': savedRouteTimes,
  '0011-catalogue-geocoding': catalogueGeocoding,
  '0012-catalogue-import-runs': catalogueImportRuns,
  '0013-catalogue-closures': catalogueClosures,
  '0014-job-leases': jobLeases,
  '0015-quality-facts': qualityFacts,
  '0016-blog-post-language': blogPostLanguage,
  '0017-user-language': userLanguage,
  '0018-listing-sections-by-time': listingSectionsByTime,
};
