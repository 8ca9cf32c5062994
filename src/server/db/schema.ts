import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { Language } from '#server/language.js';

/**
 * Table types in camelCase; the CamelCasePlugin maps them to snake_case columns.
 * Timestamps are ISO-8601 text on both engines, so they sort and compare the same everywhere.
 */
export interface UsersTable {
  id: string;
  firstName: string;
  lastName: string;
  emailId: string;
  passwordHash: string;
  address: string;
  phoneNumber: string;
  createdAt: ColumnType<string, string, never>;
  updatedAt: string;
  /** 'parent' or 'operator'; a provider is any account in programManagers. */
  role: ColumnType<string, string | undefined, string>;
  /** When the parent opened the verification link; null until then. */
  emailVerifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Part of every token; raised by a password change or reset, which signs the account out everywhere. */
  tokenVersion: ColumnType<number, number | undefined, number>;
  /** 'en' or 'es' (the column allows no other): the language of the parent's emails, from the browser at registration. */
  language: ColumnType<string, Language | undefined, Language>;
}

/** ageGroups is a JSON array as text; acceptsSubsidy is 1, 0 or null on both engines. */
export interface CatalogueProgramsTable {
  id: string;
  source: string;
  sourceId: string;
  name: string;
  category: string;
  programType: string | null;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  locationPrecision: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  capacity: number | null;
  licenseNumber: string | null;
  licenseStatus: string | null;
  ageGroups: string;
  acceptsSubsidy: number | null;
  hours: string | null;
  firstLicensedAt: string | null;
  sourceUpdatedAt: string | null;
  rating: number | null;
  reviewCount: number;
  updatedAt: string;
  /** When a review last moved rating or reviewCount (docs/decisions/0025); null before the first. */
  ratingUpdatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The list's quality facts as JSON (QualityFacts), or null when it has none. */
  quality: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the program left its licensing list (docs/decisions/0031); null while it is on it. */
  closedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CatalogueStateTable {
  id: number;
  version: number;
  updatedAt: string;
}

/** Geocode and route answers, JSON text, kept until expiresAt (at most 30 days). */
export interface GeoCacheTable {
  key: string;
  value: string;
  expiresAt: string;
}

/** A program a parent keeps; placeId is the catalogue (or map provider) id when the client sent one. */
export interface SavedDaycaresTable {
  id: string;
  userId: string;
  placeId: string | null;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
  website: string;
  capacity: number;
  licenseNumber: string;
  savedAt: ColumnType<string, string, never>;
}

/** waypoints is a JSON array as text. */
export interface SavedRoutesTable {
  id: string;
  userId: string;
  origin: string;
  destination: string;
  waypoints: string;
  travelMode: string;
  daycareCount: number | null;
  createdAt: ColumnType<string, string, never>;
  /** The parent's day (docs/decisions/0026): "HH:MM" times, days as "mon,tue"; all null without one. */
  departAt: ColumnType<string | null, string | null | undefined, string | null>;
  arriveBy: ColumnType<string | null, string | null | undefined, string | null>;
  returnAt: ColumnType<string | null, string | null | undefined, string | null>;
  days: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Each flag is 1 or 0 on both engines. */
export interface UserPreferencesTable {
  userId: string;
  emailNotifications: number;
  locationServices: number;
  marketingEmails: number;
  updatedAt: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  content: string;
  featuredImage: string | null;
  author: string;
  publishedAt: string;
  readTime: number;
  viewCount: number;
  updatedAt: string;
  language: ColumnType<string, string | undefined, string>;
  translationOf: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContactMessagesTable {
  id: string;
  category: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: string;
}

/** One section of a provider listing; data is the section's JSON as the contract validated it. */
export interface ListingSectionsTable {
  programId: string;
  section: string;
  data: string;
  updatedAt: string;
  updatedVia: string;
  updatedBy: string | null;
}

export interface ProgramClaimsTable {
  id: string;
  programId: string;
  userId: string;
  roleAtProgram: string;
  phone: string;
  note: string;
  licenseNumber: string;
  status: string;
  reason: string | null;
  createdAt: ColumnType<string, string, never>;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface ProgramManagersTable {
  programId: string;
  userId: string;
  grantedAt: string;
  grantedBy: string | null;
}

/** tokenHash is the SHA-256 hex of the secret, which is never stored. */
export interface ProviderTokensTable {
  id: string;
  programId: string;
  userId: string;
  label: string;
  tokenHash: string;
  createdAt: ColumnType<string, string, never>;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Append-only; changes is a JSON array of { field, old, new }. */
export interface AuditLogTable {
  id: string;
  at: string;
  programId: string;
  action: string;
  actorUserId: string | null;
  via: string | null;
  changes: string;
}

/** A single-use link sent by email: SHA-256 of its secret, never the secret. */
export interface AccountTokensTable {
  id: string;
  userId: string;
  /** 'verify-email' or 'reset-password'. */
  purpose: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** An email waiting to be sent, sent, or given up on; headers is a JSON object as text. */
export interface EmailOutboxTable {
  id: string;
  createdAt: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: string;
  /** 'pending', 'sent' or 'failed'. */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  claimedUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** A parent's review of a program; one per parent and program (docs/decisions/0025). */
export interface ReviewsTable {
  id: string;
  programId: string;
  userId: string;
  stars: number;
  text: string;
  relationship: string;
  ageGroup: string | null;
  createdAt: ColumnType<string, string, never>;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  helpfulCount: ColumnType<number, number | undefined, number>;
  openReports: ColumnType<number, number | undefined, number>;
  replyText: string | null;
  replyBy: string | null;
  replyAt: string | null;
  replyEditedAt: string | null;
}

export interface ReviewHelpfulVotesTable {
  reviewId: string;
  userId: string;
  createdAt: string;
}

export interface ReviewReportsTable {
  reviewId: string;
  userId: string;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
}

/** An alert on a saved route (savedRouteId) or on a place (placeLat/placeLng); ageGroups is a JSON array. */
export interface AlertsTable {
  id: string;
  userId: string;
  savedRouteId: string | null;
  label: string;
  placeLat: number | null;
  placeLng: number | null;
  corridorMeters: number;
  polyline: string;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  ageGroups: string;
  maxMonthlyTuition: number | null;
  openUntil: string | null;
  /** 'off', 'instant' or 'daily'. */
  email: string;
  createdAt: ColumnType<string, string, never>;
  updatedAt: string;
}

/** One grid cell an alert's corridor touches, with the route's segments there (flat JSON numbers). */
export interface AlertCellsTable {
  cell: number;
  alertId: string;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  segments: string;
}

/** One event told to one parent by one alert; unique per (alertId, eventKey). data is JSON. */
export interface NotificationsTable {
  id: string;
  userId: string;
  alertId: string;
  programId: string;
  kind: string;
  eventKey: string;
  data: string;
  createdAt: string;
  readAt: string | null;
  emailedAt: string | null;
}

/** The daily digest's claim per parent and UTC day. */
export interface AlertDigestsTable {
  userId: string;
  day: string;
  createdAt: string;
}

/** One geocoding pass's question about a program and its answer (docs/decisions/0030). */
export interface CatalogueGeocodeAttemptsTable {
  programId: string;
  provider: string;
  address: string;
  outcome: string;
  matchedAddress: string | null;
  attemptedAt: string;
}

/** One catalogue import, by file or URL (docs/decisions/0031). */
export interface CatalogueImportRunsTable {
  id: string;
  origin: string;
  format: string;
  startedAt: string;
  finishedAt: string | null;
  status: string;
  rowsRead: ColumnType<number, number | undefined, number>;
  inserted: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<number, number | undefined, number>;
  skippedLines: ColumnType<string, string | undefined, string>;
  error: string | null;
  closed: ColumnType<number, number | undefined, number>;
  reopened: ColumnType<number, number | undefined, number>;
}

/** What a catalogue source URL last answered, for conditional requests. */
export interface CatalogueRemoteSourcesTable {
  url: string;
  etag: string | null;
  lastModified: string | null;
  checkedAt: string;
}

/** Who runs a named job now, until when (docs/decisions/0033). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
}

export interface Database {
  users: UsersTable;
  cataloguePrograms: CatalogueProgramsTable;
  catalogueState: CatalogueStateTable;
  geoCache: GeoCacheTable;
  savedDaycares: SavedDaycaresTable;
  savedRoutes: SavedRoutesTable;
  userPreferences: UserPreferencesTable;
  blogPosts: BlogPostsTable;
  contactMessages: ContactMessagesTable;
  listingSections: ListingSectionsTable;
  programClaims: ProgramClaimsTable;
  programManagers: ProgramManagersTable;
  providerTokens: ProviderTokensTable;
  auditLog: AuditLogTable;
  accountTokens: AccountTokensTable;
  emailOutbox: EmailOutboxTable;
  reviews: ReviewsTable;
  reviewHelpfulVotes: ReviewHelpfulVotesTable;
  reviewReports: ReviewReportsTable;
  alerts: AlertsTable;
  alertCells: AlertCellsTable;
  notifications: NotificationsTable;
  alertDigests: AlertDigestsTable;
  catalogueGeocodeAttempts: CatalogueGeocodeAttemptsTable;
  catalogueImportRuns: CatalogueImportRunsTable;
  catalogueRemoteSources: CatalogueRemoteSourcesTable;
  jobLeases: JobLeasesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;

export type CatalogueProgramRow = Selectable<CatalogueProgramsTable>;
export type NewCatalogueProgramRow = Insertable<CatalogueProgramsTable>;

export type SavedDaycareRow = Selectable<SavedDaycaresTable>;
export type NewSavedDaycareRow = Insertable<SavedDaycaresTable>;

export type SavedRouteRow = Selectable<SavedRoutesTable>;
export type NewSavedRouteRow = Insertable<SavedRoutesTable>;

export type UserPreferencesRow = Selectable<UserPreferencesTable>;

export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;

export type ListingSectionRow = Selectable<ListingSectionsTable>;
export type ProgramClaimRow = Selectable<ProgramClaimsTable>;
export type ProviderTokenRow = Selectable<ProviderTokensTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type AlertRow = Selectable<AlertsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
