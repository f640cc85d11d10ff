import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.ts';
import type { Db } from '../database/index.ts';
import { AppError } from '../errors.ts';
import type { Metrics } from '../metrics.ts';
import {
  adjustUsage,
  clientAddressKey,
  reserveUsage,
  secondsUntilUtcMidnight,
  type UsageReservation,
} from './counters.ts';

/** Who is uploading: customers (portal, anonymous forms) and staff have caps of their own. */
export type Uploader = 'customer' | 'staff';

export const UPLOAD_CLIENT_LIMIT_MESSAGE =
  'You have uploaded a lot of files today. Please try again tomorrow, or e-mail them to us.';
export const UPLOAD_SITE_LIMIT_MESSAGE =
  'We cannot take more uploads today. Please try again tomorrow, or e-mail the files to us.';

const SITE = 'site';

/** A granted upload quota: give it back when the file was not stored after all. */
export interface UploadGrant {
  /** The files are stored: counts their bytes in uploads_stored_bytes_total. */
  stored(): void;
  release(): Promise<void>;
}

interface QuotaContext {
  name: string;
  db: Db;
  config: PlatformConfig;
  metrics: Metrics;
}

/**
 * Takes `bytes` and `files` from today's quotas of the caller's address and of the site, before
 * anything is stored. Refuses with 429 RATE_LIMITED when this address (whatever estimate or form
 * it uploads to) has used its share, with 507 INSUFFICIENT_STORAGE when the site has taken all it
 * may today; both carry Retry-After (the next UTC midnight) and are counted by reason. A counted
 * upload's bytes reach uploads_stored_bytes_total when the caller says it is `stored`.
 */
export async function reserveUpload(
  ctx: QuotaContext,
  request: FastifyRequest,
  reply: FastifyReply | null,
  uploader: Uploader,
  bytes: number,
  files = 1,
): Promise<UploadGrant> {
  const config = ctx.config;
  const client = `${uploader}:${clientAddressKey(request.ip)}`;
  const [clientBytes, clientFiles] =
    uploader === 'staff'
      ? [config.UPLOAD_STAFF_BYTES_PER_DAY, config.UPLOAD_STAFF_FILES_PER_DAY]
      : [config.UPLOAD_CLIENT_BYTES_PER_DAY, config.UPLOAD_CLIENT_FILES_PER_DAY];
  const items: (UsageReservation & { reason: string })[] = [
    {
      counter: 'upload-files',
      key: client,
      amount: files,
      limit: clientFiles,
      reason: 'client_files',
    },
    {
      counter: 'upload-bytes',
      key: client,
      amount: bytes,
      limit: clientBytes,
      reason: 'client_bytes',
    },
    {
      counter: 'upload-files',
      key: SITE,
      amount: files,
      limit: config.UPLOAD_SITE_FILES_PER_DAY,
      reason: 'site_files',
    },
    {
      counter: 'upload-bytes',
      key: SITE,
      amount: bytes,
      limit: config.UPLOAD_SITE_BYTES_PER_DAY,
      reason: 'site_bytes',
    },
  ];
  const result = await reserveUsage(ctx.db, items);
  if (!result.ok) {
    const refused = items.find(
      (item) => item.counter === result.refused.counter && item.key === result.refused.key,
    );
    const reason = refused?.reason ?? 'site_bytes';
    ctx.metrics.uploadsRefused.inc({ reason });
    request.log.warn(
      { reason, uploader, bytes, files, client: clientAddressKey(request.ip) },
      'upload refused: daily quota reached',
    );
    reply?.header('retry-after', String(secondsUntilUtcMidnight()));
    throw reason.startsWith('site')
      ? new AppError('INSUFFICIENT_STORAGE', UPLOAD_SITE_LIMIT_MESSAGE)
      : new AppError('RATE_LIMITED', UPLOAD_CLIENT_LIMIT_MESSAGE);
  }
  let released = false;
  return {
    stored() {
      ctx.metrics.uploadsStoredBytes.inc({ service: ctx.name }, bytes);
    },
    async release() {
      if (released) return;
      released = true;
      for (const item of items) {
        await adjustUsage(ctx.db, result.day, item.counter, item.key, -item.amount).catch(() => {});
      }
    },
  };
}

/**
 * Stores a file within the caller's daily upload quotas: its bytes are taken first (429 or 507
 * when over, see `reserveUpload`), counted as stored when `store` succeeds, given back when it
 * throws. Domain functions that store files take the returned function (`withinQuota`).
 */
export const withinUploadQuota =
  (ctx: QuotaContext, request: FastifyRequest, reply: FastifyReply | null, uploader: Uploader) =>
  async <T>(bytes: number, store: () => Promise<T>): Promise<T> => {
    const grant = await reserveUpload(ctx, request, reply, uploader, bytes, 1);
    try {
      const stored = await store();
      grant.stored();
      return stored;
    } catch (error) {
      await grant.release();
      throw error;
    }
  };
