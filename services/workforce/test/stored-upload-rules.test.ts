import { LibraryUploadFieldsSchema } from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { addIncidentPhotos, photoFilename } from '../src/domain/add-incident-photos.ts';
import { uploadLibraryDocuments } from '../src/domain/add-library-documents.ts';
import { reportIncident } from '../src/domain/report-incident.ts';
import { unlimited, type WithinQuota } from '../src/domain/upload-storage.ts';
import { workforceService } from '../src/service.ts';
import { documentStore } from '../src/store/documents.ts';
import { type SafetyStore, safetyStore } from '../src/store/safety.ts';
import { storedFiles } from '../src/store/schema.ts';
import { refusal } from './support/refusal.ts';
import { ADMIN, OFFICE } from './support/staff.ts';

/**
 * The storing side of staff uploads, without HTTP: a photo is judged by its bytes and re-encoded
 * without its metadata; an upload with one bad file stores nothing; the files and their rows are
 * written in one transaction, within the quota the caller passes in.
 */
let svc: ServiceHarness;
let ctx: ServiceContext;
let safety: SafetyStore;
beforeAll(async () => {
  svc = await startService(workforceService);
  ctx = svc.service.ctx;
  safety = safetyStore(ctx.db);
});
afterAll(async () => {
  await svc?.close();
});

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
    .toBuffer();

const storedFileCount = async () => {
  const [row] = await ctx.db.select({ n: count() }).from(storedFiles);
  return Number(row?.n ?? 0);
};

async function newIncident() {
  return reportIncident(ctx, safety, {
    incidentDate: '2018-02-03',
    incidentTime: '09:00',
    location: '12 Dune Rd',
    employeeRef: null,
    employeeName: 'Luis Ortega',
    incidentType: 'Ladder',
    severity: 'minor',
    description: 'The ladder foot slipped on wet decking.',
    injuryType: null,
    bodyPart: null,
    treatmentRequired: false,
    workDaysLost: 0,
    reportedBy: 'Marcus Delgado',
    investigationStatus: 'pending',
    correctiveActions: [],
    witnesses: [],
    actionsTaken: null,
    preventiveMeasures: null,
  });
}

describe('incident photos', () => {
  it('names a photo after its upload, with the extension of what it really is', () => {
    expect(photoFilename('roof edge (2).PNG', 'jpg')).toBe('roof-edge-2-.jpg');
    expect(photoFilename('.jpg', 'webp')).toBe('photo.webp');
  });

  it('stores each photo re-encoded without its metadata', async () => {
    const incident = await newIncident();
    await addIncidentPhotos(
      ctx,
      safety,
      incident.id,
      [{ filename: 'eave.jpeg', data: await jpeg() }],
      OFFICE.username,
      unlimited,
    );
    const [photo] = await safety.photosOf([incident.id]);
    expect(photo?.filename).toBe('eave.jpg');
    const file = await safety.photo(incident.id, photo?.id ?? '');
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.data.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await sharp(file?.data).metadata()).exif).toBeUndefined();
  });

  it('stores nothing from an upload with one file that is not a photo', async () => {
    const incident = await newIncident();
    const before = await storedFileCount();
    const refused = await refusal(
      addIncidentPhotos(
        ctx,
        safety,
        incident.id,
        [
          { filename: 'good.jpg', data: await jpeg() },
          { filename: 'notes.jpg', data: Buffer.from('not an image at all') },
        ],
        OFFICE.username,
        unlimited,
      ),
    );
    expect(refused.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(refused.message).toBe('notes.jpg is not a photo. Choose JPEG, PNG or WebP images.');
    expect(await storedFileCount()).toBe(before);
    expect(await safety.photosOf([incident.id])).toEqual([]);
  });

  it('asks for a photo when the upload has none', async () => {
    const incident = await newIncident();
    const empty = await refusal(
      addIncidentPhotos(ctx, safety, incident.id, [], OFFICE.username, unlimited),
    );
    expect(empty.fields).toEqual({ photos: 'Choose at least one photo' });
  });

  it('takes the quota for the cleaned bytes, and stores nothing when the quota refuses', async () => {
    const incident = await newIncident();
    const asked: number[][] = [];
    const full: WithinQuota = async (sizes) => {
      asked.push(sizes);
      throw new AppError('RATE_LIMITED', 'over the quota');
    };
    await refusal(
      addIncidentPhotos(
        ctx,
        safety,
        incident.id,
        [{ filename: 'a.jpg', data: await jpeg(4000, 3000) }],
        OFFICE.username,
        full,
      ),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.length).toBe(1);
    expect(await safety.photosOf([incident.id])).toEqual([]);
  });
});

describe('library uploads', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const documents = () => documentStore(ctx.db);
  // The form's text fields as the route reads them: through the contract's schema.

  it('files every document of an upload with the form’s category and tags', async () => {
    const ids = await uploadLibraryDocuments(
      ctx,
      documents(),
      [
        { filename: 'Roof Plan.pdf', data: pdf },
        { filename: 'Permit.pdf', data: pdf },
      ],
      LibraryUploadFieldsSchema.parse({
        category: 'safety',
        tags: ' Permits, ROOF ,,',
        title: 'ignored for several files',
      }),
      OFFICE,
      unlimited,
    );
    expect(ids).toHaveLength(2);
    const rows = await Promise.all(ids.map((id) => documents().one(id)));
    expect(rows.map((row) => row?.document.title)).toEqual(['Roof Plan', 'Permit']);
    expect(rows[0]?.document.tags).toEqual(['permits', 'roof']);
    expect(rows[0]?.document.source).toBe('upload');
  });

  it('stores nothing when one file is not a type the library takes', async () => {
    const before = await storedFileCount();
    const refused = await refusal(
      uploadLibraryDocuments(
        ctx,
        documents(),
        [
          { filename: 'Roof Plan.pdf', data: pdf },
          { filename: 'tool.exe', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) },
        ],
        LibraryUploadFieldsSchema.parse({ category: 'safety' }),
        OFFICE,
        unlimited,
      ),
    );
    expect(refused.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await storedFileCount()).toBe(before);
  });

  it('keeps a confidential upload for staff who hold the confidential permission', async () => {
    const refused = await refusal(
      uploadLibraryDocuments(
        ctx,
        documents(),
        [{ filename: 'Payroll.pdf', data: pdf }],
        LibraryUploadFieldsSchema.parse({ category: 'safety', confidential: 'true' }),
        OFFICE,
        unlimited,
      ),
    );
    expect(refused.code).toBe('FORBIDDEN');
    const [id] = await uploadLibraryDocuments(
      ctx,
      documents(),
      [{ filename: 'Payroll.pdf', data: pdf }],
      LibraryUploadFieldsSchema.parse({
        category: 'safety',
        confidential: 'true',
        title: 'Payroll 2025',
      }),
      ADMIN,
      unlimited,
    );
    const row = await documents().one(id ?? 0);
    expect(row?.document.isConfidential).toBe(true);
    expect(row?.document.title).toBe('Payroll 2025');
  });
});
