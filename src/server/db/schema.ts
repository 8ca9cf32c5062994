import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

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
