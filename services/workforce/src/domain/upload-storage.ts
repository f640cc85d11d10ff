/** A file as it came in a staff upload: its name on the sender's disk and its bytes. */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/**
 * How a domain function stores files within the daily upload quotas without knowing HTTP: it
 * names the bytes about to be stored (`sizes`, one a file) and gives the work that stores them.
 * The route passes one bound to the request (routes/uploads.ts `quotaOf`, refusing with 429/507
 * and giving the bytes back when the work fails); a test passes `unlimited`.
 */
export type WithinQuota = <T>(sizes: number[], store: () => Promise<T>) => Promise<T>;

/** No quota: the work simply runs (tests, and callers that are not a client's upload). */
export const unlimited: WithinQuota = (_sizes, store) => store();
