import {
  ARROW_HEAD,
  MARK_COLOR_NAMES,
  MARK_STROKE_COLORS,
  markDrawing,
  PHOTO_CATEGORY_LABELS,
  type PhotoCategory,
  type PhotoMark,
} from '@roofing/contracts';

/*
 * One job photo as a printed document shows it (photo reports and claim packets): the picture as
 * stored, the marks drawn over it as SVG from their data (the picture itself is never changed),
 * its category and caption underneath. Positions are fractions of the picture, so the marks land
 * where they were drawn at any printed size.
 */

export interface FigurePhoto {
  id: number;
  category: string;
  caption: string | null;
  marks: unknown;
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
}

/** One mark, drawn as the office's browser draws it (contracts/src/photo-marks.ts). */
function Mark({ mark, width, height }: { mark: PhotoMark; width: number; height: number }) {
  const drawing = markDrawing(mark, width, height);
  if (drawing.element === 'circle') return <circle {...drawing.attributes} />;
  if (drawing.element === 'line') {
    return <line {...drawing.attributes} markerEnd={`url(#arrow-${drawing.color})`} />;
  }
  return <text {...drawing.attributes}>{drawing.text}</text>;
}

/** The marks as the stored data holds them (anything unreadable is left off, never guessed). */
export function marksOf(value: unknown): PhotoMark[] {
  return Array.isArray(value) ? (value as PhotoMark[]) : [];
}

export function PhotoFigure({ photo, number }: { photo: FigurePhoto; number?: number }) {
  const { width, height } = photo;
  const label = PHOTO_CATEGORY_LABELS[photo.category as PhotoCategory] ?? photo.category;
  const src = `data:${photo.contentType};base64,${photo.data.toString('base64')}`;
  return (
    <figure className="job-photo">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={photo.caption ?? label}>
        <defs>
          {MARK_COLOR_NAMES.map((name) => (
            <marker
              key={name}
              id={`arrow-${name}`}
              viewBox={ARROW_HEAD.viewBox}
              refX={ARROW_HEAD.refX}
              refY={ARROW_HEAD.refY}
              markerWidth={ARROW_HEAD.markerWidth}
              markerHeight={ARROW_HEAD.markerHeight}
              orient={ARROW_HEAD.orient}
            >
              <path d={ARROW_HEAD.path} fill={MARK_STROKE_COLORS[name]} />
            </marker>
          ))}
        </defs>
        <image href={src} x={0} y={0} width={width} height={height} />
        {marksOf(photo.marks).map((mark, index) => (
          <Mark key={index} mark={mark} width={width} height={height} />
        ))}
      </svg>
      <figcaption>
        {number !== undefined ? <strong>Photo {number}. </strong> : null}
        <span className="job-photo-category">{label}</span>
        {photo.caption ? <>: {photo.caption}</> : null}
      </figcaption>
    </figure>
  );
}

/** The CSS the figures need inside a document (two to a page in a report). */
export const PHOTO_FIGURE_CSS = `
.job-photo { margin: 0 0 12px; break-inside: avoid; }
.job-photo svg { display: block; width: 100%; max-height: 4.1in; }
.job-photo figcaption { font-size: 10.5pt; margin-top: 4px; }
.job-photo-category { text-transform: uppercase; letter-spacing: .04em; font-size: 9pt; color: #475569; }
`;
