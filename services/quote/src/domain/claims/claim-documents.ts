import { type ClaimDocumentSchema, isSingleLineSafe } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import sharp from 'sharp';
import type { z } from 'zod';
import { claimStore } from '../../store/claims.ts';
import { lockClaim } from './open-claim.ts';

/** A supplement's evidence file: a PDF, JPEG or PNG of at most 15 MB. */
export const CLAIM_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** Larger than any phone or drone photo; a header claiming more is refused before decoding. */
const MAX_PIXELS = 50_000_000;
/** The longest side an evidence picture keeps: enough to read a carrier's letter photographed. */
const MAX_DIMENSION = 3200;

export interface JudgedFile {
  data: Buffer;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

const NOT_TAKEN = 'Attach a PDF, JPEG or PNG file.';

/**
 * A file judged by its bytes, whatever its name or claimed type: a PDF kept as sent (it starts
 * "%PDF-"); a JPEG or PNG read by sharp, turned upright, bounded and re-encoded without its
 * metadata (a phone photo's GPS position stays with us). Anything else is refused (415).
 */
export async function judgeClaimFile(bytes: Buffer): Promise<JudgedFile> {
  if (bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    return { data: bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The picture is larger than 50 megapixels.');
    }
    format = meta.format;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_TAKEN);
  }
  if (format !== 'jpeg' && format !== 'png')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_TAKEN);
  const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({
    width: MAX_DIMENSION,
    height: MAX_DIMENSION,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    return format === 'jpeg'
      ? {
          data: await pipeline.jpeg({ quality: 85 }).toBuffer(),
          contentType: 'image/jpeg',
          extension: 'jpg',
        }
      : {
          data: await pipeline.png({ compressionLevel: 9 }).toBuffer(),
          contentType: 'image/png',
          extension: 'png',
        };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_TAKEN);
  }
}

/** A name safe to show and to send back: letters, digits, dots, dashes, with the right extension. */
export function claimFilename(name: string, extension: string): string {
  const base =
    (isSingleLineSafe(name) ? name : '')
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 180) || 'evidence';
  return `${base}.${extension}`;
}

/**
 * A file attached to a supplement as evidence (any status: a carrier's letter may come after the
 * decision), stored within the caller's upload quota (`withinQuota`).
 */
export async function attachSupplementDocument(
  ctx: ServiceContext,
  claimId: number,
  supplementId: number,
  file: { filename: string; data: Buffer },
  staff: StaffIdentity,
  withinQuota: <T>(bytes: number, store: () => Promise<T>) => Promise<T>,
): Promise<z.infer<typeof ClaimDocumentSchema>> {
  const judged = await judgeClaimFile(file.data);
  const store = claimStore(ctx.db);
  const row = await withinQuota(judged.data.length, () =>
    ctx.db.transaction(async (tx) => {
      const { claim } = await lockClaim(ctx, tx, claimId);
      const supplement = await store.lockSupplement(tx, supplementId);
      if (!supplement || supplement.claimId !== claim.id) {
        throw notFound('No such supplement on this claim.');
      }
      const document = await store.insertDocument(tx, {
        claimId: claim.id,
        supplementId,
        filename: claimFilename(file.filename, judged.extension),
        contentType: judged.contentType,
        data: judged.data,
        bytes: judged.data.length,
        uploadedBy: staff.displayName.slice(0, 100),
      });
      await store.update(tx, claim.id, {});
      return document;
    }),
  );
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.contentType,
    bytes: row.bytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
