import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { workforceSchema } from './core.ts';

export const users = workforceSchema.table('users', {
  id: serial('id').primaryKey(),
  /** Lower case; unique. */
  username: varchar('username', { length: 50 }).notNull().unique(),
  displayName: varchar('display_name', { length: 100 }).notNull(),
  /** argon2id (m = 19 MiB, t = 2). */
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 20 }).notNull().default('staff'),
  /** What a staff account may do beyond the basics (STAFF_PERMISSIONS); an admin may do all. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The 30-second step of the last code accepted: a code works once. */
  totpLastStep: integer('totp_last_step'),
  /** Hashes (SHA-256) of the unused recovery codes (each of at least 120 random bits). */
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Set when an admin disabled the account: it cannot sign in and its sessions ended. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

/**
 * Server-side staff sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * copy of this table opens nothing. A session ends when revoked, idle too long, or too old.
 */
export const staffSessions = workforceSchema.table(
  'staff_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: varchar('ip_address', { length: 45 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /**
     * Signed in with the right password while STAFF_MFA=required and no second factor yet: the
     * session reaches only the enrolment routes until TOTP is confirmed.
     */
    mfaPending: boolean('mfa_pending').notNull().default(false),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** Every sign-in attempt, for rate limits per account and per address, and for the audit. */
export const loginAttempts = workforceSchema.table(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    ipAddress: varchar('ip_address', { length: 45 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_user_idx').on(table.username, table.at),
    index('login_attempts_ip_idx').on(table.ipAddress, table.at),
  ],
);

/**
 * One row per account and alert window in which failed sign-ins passed the per-account ceiling:
 * the primary key makes the office alert go out at most once per window, across replicas.
 */
export const signInAlerts = workforceSchema.table(
  'sign_in_alerts',
  {
    username: varchar('username', { length: 50 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.username, table.windowStart] })],
);
