import type { PhotoMark } from './http/job-photos.ts';

/*
 * How a mark (arrow, circle, note) is drawn on a job photo, once for both runtimes: the office's
 * browser (web/src/components/ui/marked-photo.tsx: the gallery, the marks editor, the portal) and
 * the printed reports and claim packets (services/quote/src/documents/photo-figure.tsx). Both
 * draw SVG in the photo's own pixels (the viewBox is the photo's size), so the same numbers give
 * the same drawing on screen and on paper.
 */

/** The stroke (and fill, for notes and arrow heads) of each mark colour. */
export const MARK_STROKE_COLORS: Record<PhotoMark['color'], string> = {
  red: '#dc2626',
  yellow: '#facc15',
  white: '#ffffff',
};

/** The colours in drawing order (one arrow head each). */
export const MARK_COLOR_NAMES = Object.keys(MARK_STROKE_COLORS) as PhotoMark['color'][];

/** A mark's colour, red when the stored one is not known. */
export const markColor = (color: string): string =>
  MARK_STROKE_COLORS[color as PhotoMark['color']] ?? MARK_STROKE_COLORS.red;

// Sized on the longer side, so a portrait photo's marks read as well as a landscape one's.
const longerSide = (width: number, height: number) => Math.max(width, height);

/** The line width of arrows and circles on a photo of this size, in its pixels. */
export const markStrokeWidth = (width: number, height: number) =>
  Math.max(3, Math.round(longerSide(width, height) / 200));

/** A note's font size on a photo of this size, in its pixels. */
export const noteFontSize = (width: number, height: number) =>
  Math.max(18, Math.round(longerSide(width, height) / 36));

/** A note is outlined in black (a twelfth of its size) so it reads on light and dark roofs. */
export const NOTE_OUTLINE_COLOR = '#000';
export const noteOutlineWidth = (fontSize: number) => fontSize / 12;

/** The arrow head: an SVG marker drawn at the arrow's end, in the arrow's colour. */
export const ARROW_HEAD = {
  viewBox: '0 0 10 10',
  refX: '8',
  refY: '5',
  markerWidth: '5',
  markerHeight: '5',
  orient: 'auto-start-reverse',
  path: 'M 0 0 L 10 5 L 0 10 z',
} as const;

/** The SVG element and its attributes that draw one mark on a photo of this size. */
export type MarkDrawing =
  | {
      element: 'circle';
      attributes: {
        cx: number;
        cy: number;
        r: number;
        fill: 'none';
        stroke: string;
        strokeWidth: number;
      };
    }
  | {
      element: 'line';
      /** The colour whose arrow head ends the line. */
      color: PhotoMark['color'];
      attributes: {
        x1: number;
        y1: number;
        x2: number;
        y2: number;
        stroke: string;
        strokeWidth: number;
      };
    }
  | {
      element: 'text';
      text: string;
      attributes: {
        x: number;
        y: number;
        fill: string;
        fontSize: number;
        fontWeight: 700;
        stroke: string;
        strokeWidth: number;
        paintOrder: 'stroke';
      };
    };

/** Where and how one mark is drawn: positions are fractions of the photo, radii of its width. */
export function markDrawing(mark: PhotoMark, width: number, height: number): MarkDrawing {
  const color = markColor(mark.color);
  const strokeWidth = markStrokeWidth(width, height);
  if (mark.type === 'circle') {
    return {
      element: 'circle',
      attributes: {
        cx: mark.cx * width,
        cy: mark.cy * height,
        r: mark.r * width,
        fill: 'none',
        stroke: color,
        strokeWidth,
      },
    };
  }
  if (mark.type === 'arrow') {
    return {
      element: 'line',
      color: mark.color,
      attributes: {
        x1: mark.x1 * width,
        y1: mark.y1 * height,
        x2: mark.x2 * width,
        y2: mark.y2 * height,
        stroke: color,
        strokeWidth,
      },
    };
  }
  const fontSize = noteFontSize(width, height);
  return {
    element: 'text',
    text: mark.text,
    attributes: {
      x: mark.x * width,
      y: mark.y * height,
      fill: color,
      fontSize,
      fontWeight: 700,
      stroke: NOTE_OUTLINE_COLOR,
      strokeWidth: noteOutlineWidth(fontSize),
      paintOrder: 'stroke',
    },
  };
}
