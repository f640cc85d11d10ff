import { z } from 'zod';

/** Every error code the API answers with; the web app switches on these, never on messages. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** A customer act needs a portal session verified by a one-time code for that estimate. */
  VERIFICATION_REQUIRED: 401,
  FORBIDDEN: 403,
  /** A staff session that must enrol its second factor first (STAFF_MFA=required). */
  MFA_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The site has stored all it may today (uploads): nothing the caller can change but wait. */
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path → what is wrong with it; present on VALIDATION_FAILED. */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
