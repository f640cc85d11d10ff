import { easternInstant } from '@roofing/contracts';

/*
 * When the camera took a photo: EXIF's DateTimeOriginal (and its OffsetTimeOriginal when the
 * phone wrote one), read from the raw EXIF block sharp's metadata() hands over, before the stored
 * copy is re-encoded without it. No EXIF reader is installed, and two tags need no library: this
 * walks the TIFF structure (IFD0 → the Exif IFD) with bounds checks, and answers null for anything
 * it cannot read rather than guess.
 */

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const OFFSET_TIME_ORIGINAL = 0x9011;
const ASCII = 2;
const LONG = 4;

interface Tiff {
  view: DataView;
  little: boolean;
}

function tiffOf(exif: Buffer): Tiff | null {
  // sharp's block starts "Exif\0\0"; the TIFF header follows.
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = exif.subarray(start);
  if (tiff.length < 8) return null;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = order === 'II';
  return view.getUint16(2, little) === 42 ? { view, little } : null;
}

/** The entries of the IFD at `offset`: tag, type, count and where the value (or its offset) is. */
function entries({ view, little }: Tiff, offset: number) {
  if (offset + 2 > view.byteLength) return [];
  const count = view.getUint16(offset, little);
  const found: { tag: number; type: number; count: number; at: number }[] = [];
  for (let index = 0; index < count; index++) {
    const at = offset + 2 + index * 12;
    if (at + 12 > view.byteLength) break;
    found.push({
      tag: view.getUint16(at, little),
      type: view.getUint16(at + 2, little),
      count: view.getUint32(at + 4, little),
      at: at + 8,
    });
  }
  return found;
}

function ascii(tiff: Tiff, entry: { type: number; count: number; at: number }): string | null {
  if (entry.type !== ASCII || entry.count === 0) return null;
  const start = entry.count <= 4 ? entry.at : tiff.view.getUint32(entry.at, tiff.little);
  if (start + entry.count > tiff.view.byteLength) return null;
  const bytes = new Uint8Array(tiff.view.buffer, tiff.view.byteOffset + start, entry.count);
  return Buffer.from(bytes).toString('latin1').replace(/\0+$/, '').trim();
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * The instant a photo was taken, or null. EXIF writes the camera's wall time ("2026:09:29
 * 14:05:31"); with an offset ("-04:00") it is exact, without one it is read as Eastern time (the
 * company's crews photograph Florida roofs).
 */
export function exifTakenAt(exif: Buffer | null | undefined): Date | null {
  if (!exif) return null;
  try {
    const tiff = tiffOf(exif);
    if (!tiff) return null;
    const pointer = entries(tiff, tiff.view.getUint32(4, tiff.little)).find(
      (entry) => entry.tag === EXIF_IFD_POINTER && entry.type === LONG,
    );
    if (!pointer) return null;
    const exifIfd = entries(tiff, tiff.view.getUint32(pointer.at, tiff.little));
    const read = (tag: number) => {
      const entry = exifIfd.find((candidate) => candidate.tag === tag);
      return entry ? ascii(tiff, entry) : null;
    };
    const match = EXIF_DATE.exec(read(DATE_TIME_ORIGINAL) ?? '');
    if (!match) return null;
    const [, year, month, day, hour, minute, second] = match;
    const wall = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
    const offset = read(OFFSET_TIME_ORIGINAL);
    const taken =
      offset && OFFSET.test(offset) ? new Date(`${wall}${offset}`) : easternInstant(wall);
    if (!taken || Number.isNaN(taken.getTime())) return null;
    // A camera whose clock was never set says 1970 or the far future: no date is better.
    const year0 = taken.getUTCFullYear();
    return year0 < 1990 || taken.getTime() > Date.now() + 86_400_000 ? null : taken;
  } catch {
    return null;
  }
}
