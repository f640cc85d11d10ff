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
 * The security audit (sign-ins, failed attempts, confidential downloads) is for admins only.
 */
export const STAFF_PERMISSIONS = ['testing', 'confidential'] as const;
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
      /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/,
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

export const TotpEnabledSchema = z.object({
  /** Ten one-time codes, shown once: each signs in once when the phone is lost. */
  recoveryCodes: z.array(z.string()).length(10),
});

export const LogoutResponseSchema = z.object({ success: z.literal(true) });
