import { ChromiumMissing, sharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { printPdf } from '@roofing/documents/pdf/print-pdf';
import { AppError, type ServiceContext } from '@roofing/platform';
import { quoteSettings } from '../config.ts';

/**
 * Prints a contract, invoice, photo report or claim packet to a Letter PDF with the process's
 * shared Chromium (`CHROMIUM_PATH`; launched on first use, closed by `closeSharedBrowser` when
 * the process stops). JavaScript is off and nothing but `data:` URLs (signatures, photos) is
 * loaded. With no Chromium it is a 503 that says what to install, never a bare 500 (a job that
 * prints is retried by its queue and the worker's log says the same).
 */
export async function printDocumentPdf(
  ctx: ServiceContext,
  html: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  try {
    const browser = await sharedBrowser(quoteSettings.of(ctx).CHROMIUM_PATH);
    return await printPdf(browser, html);
  } catch (error) {
    if (error instanceof ChromiumMissing) throw new AppError('UNAVAILABLE', error.message);
    throw error;
  }
}

/**
 * printDocumentPdf for a request that waits on it: past `ms` the caller is answered 503 with
 * `tooLong` ("… took too long to print; try again.") and may retry.
 */
export async function printDocumentPdfWithin(
  ctx: ServiceContext,
  html: string,
  ms: number,
  tooLong: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', tooLong)), ms);
  });
  try {
    return await Promise.race([printDocumentPdf(ctx, html), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
