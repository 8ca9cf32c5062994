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

export interface Database {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
