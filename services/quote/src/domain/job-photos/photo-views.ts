import type { JobPhoto, PhotoCategory, PhotoReport } from '@roofing/contracts';
import { marksOf } from '../../documents/photo-figure.tsx';
import type { JobPhotoListing, PhotoReportListing } from '../../store/job-photos.ts';

/** Where the API serves a photo's picture and its thumbnail (staff session). */
export const jobPhotoImageUrl = (id: number) => `/api/job-photos/${id}/image`;
export const jobPhotoThumbnailUrl = (id: number) => `/api/job-photos/${id}/image?size=thumb`;

/** Where a report's PDF is served, to the office or to the homeowner's portal. */
export const photoReportPdfUrl = (id: number, audience: 'staff' | 'portal') =>
  audience === 'portal'
    ? `/api/job-photos/portal/reports/${id}/pdf`
    : `/api/job-photos/reports/${id}/pdf`;

export function toJobPhoto(row: JobPhotoListing): JobPhoto {
  return {
    id: row.id,
    quoteId: row.quoteId,
    category: row.category as PhotoCategory,
    caption: row.caption,
    marks: marksOf(row.marks),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    contentType: row.contentType,
    takenAt: row.takenAt?.toISOString() ?? null,
    uploadedBy: row.uploadedBy,
    uploadedAt: row.uploadedAt.toISOString(),
    imageUrl: jobPhotoImageUrl(row.id),
    thumbnailUrl: jobPhotoThumbnailUrl(row.id),
  };
}

export function toPhotoReport(row: PhotoReportListing): PhotoReport {
  return {
    id: row.id,
    quoteId: row.quoteId,
    estimateNumber: row.estimateNumber,
    title: row.title,
    inspectedOn: row.inspectedOn,
    photoCount: row.photoIds.length,
    pageCount: row.pageCount,
    sha256: row.sha256,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    sharedAt: row.sharedAt?.toISOString() ?? null,
  };
}
