import type { ClaimInput } from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import sharp from 'sharp';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { jobPhotos } from '../../src/store/schema.ts';

/** A claim as the office types it after the adjuster's first visit. */
export const claimInput = (change: Partial<ClaimInput> = {}): ClaimInput => ({
  carrier: 'Citizens Property Insurance',
  policyNumber: 'CPI-04-118832',
  claimNumber: 'FL-24-0917733',
  dateOfLoss: '2024-10-09',
  causeOfLoss: 'named-storm',
  stormName: 'Hurricane Milton',
  adjusterName: 'Renee Castillo',
  adjusterPhone: '(813) 555-0176',
  adjusterEmail: 'rcastillo@gulfcoastadjusting.example',
  adjusterCompany: 'Gulf Coast Adjusting',
  adjusterInspectionAt: '2024-10-21T09:30',
  deductibleKind: 'percent',
  deductiblePercent: 2,
  dwellingLimitCents: 35_000_000,
  rcvCents: 1_820_000,
  acvCents: 1_460_000,
  recoverableDepreciationCents: 360_000,
  overheadAndProfitCents: 303_400,
  notes: 'Homeowner home most weekdays after 3 pm; gate code from the office.',
  ...change,
});

/** A roof photo drawn with sharp (shingles, a lifted tab, a tarp) as a stored job photo. */
async function roofPhoto(tint: string, label: string): Promise<Buffer> {
  const rows = Array.from(
    { length: 12 },
    (_, row) =>
      `<rect x="0" y="${row * 50}" width="1200" height="46" fill="${row % 2 ? '#5b4a3f' : '#6b574a'}"/>` +
      Array.from(
        { length: 13 },
        (_, col) =>
          `<line x1="${col * 100 + (row % 2) * 50}" y1="${row * 50}" x2="${col * 100 + (row % 2) * 50}" y2="${row * 50 + 46}" stroke="#3a2f28" stroke-width="3"/>`,
      ).join(''),
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#87a9c9"/>${rows}
    <polygon points="640,260 760,250 770,300 650,310" fill="${tint}"/>
    <text x="40" y="770" font-size="40" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Job photos put straight into the table (the photos API is its own helper's). */
export async function addJobPhotos(svc: ServiceHarness, quoteId: number, estimateNumber: string) {
  const db = svc.runtime.database.db as Db;
  const captions = [
    ['damage', 'South slope: tabs lifted and creased along the ridge', '#c8b79f'],
    ['damage', 'Drip edge bent at the east eave; decking exposed', '#b9a17f'],
    ['before', 'Front elevation before tear-off', '#a48d70'],
  ] as const;
  const ids: number[] = [];
  for (const [index, [category, caption, tint]] of captions.entries()) {
    const data = await roofPhoto(tint, `Photo ${index + 1}`);
    const [row] = await db
      .insert(jobPhotos)
      .values({
        quoteId,
        estimateNumber,
        uploadKey: crypto.randomUUID(),
        category,
        caption,
        marks: [
          { type: 'circle', cx: 0.58, cy: 0.35, r: 0.09, color: 'red' },
          { type: 'arrow', x1: 0.3, y1: 0.15, x2: 0.5, y2: 0.3, color: 'yellow' },
          { type: 'note', x: 0.62, y: 0.55, text: 'Creased tabs', color: 'white' },
        ],
        contentType: 'image/jpeg',
        data,
        thumbnail: data,
        width: 1200,
        height: 800,
        bytes: data.length,
        uploadedBy: 'office',
      })
      .returning({ id: jobPhotos.id });
    if (row) ids.push(row.id);
  }
  return ids;
}
