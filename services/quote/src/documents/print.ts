import { AppError, type ServiceContext } from '@roofing/platform';

// PLACEHOLDER (ledger helper): the docs helper's print.ts replaces this file at merge (Chromium).

/** Prints a standalone HTML page to a Letter PDF. */
export async function printDocumentPdf(_ctx: ServiceContext, _html: string): Promise<Buffer> {
  throw new AppError('UNAVAILABLE', 'PDF printing is not available yet.');
}
