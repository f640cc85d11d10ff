import { z } from 'zod';
import { singleLineText } from './fields.ts';

/** Staff roles: an admin also manages staff accounts. */
export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff account may do beyond the back office's basics. An admin may do everything;
 * a staff account only what it was granted (`npm run staff -- grant <user> testing`).
 * - `testing`: the Employment Testing page's AI Testing Assistant (generate and grade tests).
 * - `confidential`: documents marked confidential in the library (see, download, file, archive);
 *   without it they are left out of the list and the report.
 * - `pricing`: the instant quote's price book (a manager sets tile, metal and flat prices).
 * The security audit (sign-ins, failed attempts, confidential downloads) is for admins only.
 */
export const STAFF_PERMISSIONS = ['testing', 'confidential', 'pricing'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Longest password accepted (hashing cost grows with length; nobody needs more). */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PASSWORD_LENGTH = 12;

/** Staff sessions end after this long without a request, and after this long in all. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;

export const usernameField = singleLineText('Username', 50)
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^[a-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
  );

export const StaffLoginRequestSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username must be at most 50 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  /** The six-digit code of the authenticator app, or a recovery code, when the user enrolled. */
  code: z
    .string()
    .trim()
    .regex(
      /^(\d{6}|[A-Za-z0-9]{5}(?:[- ]?[A-Za-z0-9]{5}){4})$/,
      'Enter the six-digit code or a recovery code',
    )
    .optional(),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

export const StaffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** What this account may do (an admin: every permission). */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  totpEnabled: z.boolean(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** `token` is the CSRF token: state-changing staff requests send it as `x-csrf-token`. */
export const StaffLoginSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: StaffUserSchema,
  /**
   * STAFF_MFA=required and the account has no second factor yet: the session reaches only the
   * enrolment routes (TOTP setup and enable, session, logout) until the code is confirmed.
   */
  mfaEnrolmentRequired: z.boolean().optional(),
});

export const StaffLoginFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  /** The password was right; the authenticator code is asked for next. */
  mfaRequired: z.boolean().optional(),
});

export const StaffSessionSchema = z.object({
  user: StaffUserSchema,
  /** The session's CSRF token again, so a reloaded page can keep sending it. */
  token: z.string(),
  expiresAt: z.string(),
  /** The session may only enrol a second factor (see StaffLoginSuccessSchema). */
  mfaEnrolmentRequired: z.boolean().optional(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const TotpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (SVG markup) for the authenticator app to scan. */
  qrSvg: z.string(),
});

export const TotpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the six-digit code from your authenticator app'),
});

/**
 * Enabling a factor from a full session asks for the password again; the enrolment-only session
 * right after sign-in has just proven it.
 */
export const TotpEnableSchema = TotpCodeSchema.extend({
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});

/** Turning the factor off: a current code and the password again. */
export const TotpDisableSchema = TotpCodeSchema.extend({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});

export const TotpEnabledSchema = z.object({
  /** Ten one-time codes (125 random bits each), shown once: each signs in once when the phone is lost. */
  recoveryCodes: z.array(z.string()).length(10),
});

export const LogoutResponseSchema = z.object({ success: z.literal(true) });

/** A new password for the signed-in account: the current one again, and the new one. */
export const PasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** One staff session as its owner (or an admin) sees it; `id` names it, never opens it. */
export const StaffSessionInfoSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
  /** Still waiting for its second factor to be enrolled. */
  mfaPending: z.boolean(),
});
export type StaffSessionInfo = z.infer<typeof StaffSessionInfoSchema>;
export const StaffSessionListSchema = z.object({ sessions: z.array(StaffSessionInfoSchema) });

/** A staff account as the admin's account screen lists it. */
export const StaffAccountSchema = StaffUserSchema.extend({
  disabled: z.boolean(),
  activeSessions: z.number().int(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountListSchema = z.object({ accounts: z.array(StaffAccountSchema) });
export const StaffAccountIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const StaffSessionIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
export const EndedSessionsSchema = z.object({ success: z.literal(true), ended: z.number().int() });
