import { AppError } from '@roofing/platform';
import { expect } from 'vitest';

/** The AppError a domain call is refused with; the test fails when the call is not refused. */
export async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
