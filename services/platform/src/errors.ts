import { ERROR_CODES, type ErrorCode } from '@roofing/contracts';

/** The one error type domain code throws; the HTTP error handler maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get statusCode(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
