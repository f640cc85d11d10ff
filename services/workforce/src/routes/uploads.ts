import { reserveUpload, type ServiceContext } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WithinQuota } from '../domain/upload-storage.ts';

// Reading a multipart form is the platform's (every service that takes files reads them alike).
export {
  readUpload,
  type Upload,
  type UploadedFile,
  type UploadLimits,
  withUploads,
} from '@roofing/platform/upload-form';

/**
 * Stores staff files within the daily upload quotas (per client address and site-wide, see
 * docs/security/quotas.md): the bytes about to be stored (`sizes`, one a file) are taken first,
 * refused with 429 or 507 when over, given back when `store` fails.
 */
export async function storeWithinQuota<T>(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  sizes: number[],
  store: () => Promise<T>,
): Promise<T> {
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  const grant = await reserveUpload(ctx, request, reply, 'staff', bytes, sizes.length);
  try {
    const result = await store();
    grant.stored();
    return result;
  } catch (error) {
    await grant.release();
    throw error;
  }
}

/** The quota of this request's client, as the domain functions that store files take it. */
export const quotaOf =
  (ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply): WithinQuota =>
  (sizes, store) =>
    storeWithinQuota(ctx, request, reply, sizes, store);
