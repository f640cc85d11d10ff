import { ErrorBodySchema } from '@roofing/contracts';
import { ApiError } from './client.ts';

/** Splits an `apiRequest` error message back into its status and body text. */
export function parseApiError(error: unknown): { status: number | null; bodyText: string } {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return { status: null, bodyText: message };
  return { status: Number(match[1]), bodyText: match[2] ?? '' };
}

/** Field messages of a 400 VALIDATION_FAILED answer; empty when the error is anything else. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError) return error.status === 400 ? error.fields : {};
  const { status, bodyText } = parseApiError(error);
  if (status !== 400) return {};
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? (parsed.data.error.fields ?? {}) : {};
  } catch {
    return {};
  }
}
