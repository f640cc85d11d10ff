import { PHOTO_CATEGORY_LABELS, type PhotoCategory, type PhotoMark } from '@roofing/contracts';

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

const STROKE: Record<string, string> = { red: '#dc2626', yellow: '#facc15', white: '#ffffff' };

function Mark({ mark, width, height }: { mark: PhotoMark; width: number; height: number }) {
  const color = STROKE[mark.color] ?? STROKE.red;
  // Sized on the longer side, so a portrait photo's marks read as well as a landscape one's.
  const longer = Math.max(width, height);
  const stroke = Math.max(3, Math.round(longer / 200));
  if (mark.type === 'circle') {
    return (
      <circle
        cx={mark.cx * width}
        cy={mark.cy * height}
        r={mark.r * width}
        fill="none"
        stroke={color}
        strokeWidth={stroke}
      />
    );
  }
  if (mark.type === 'arrow') {
    return (
      <line
        x1={mark.x1 * width}
        y1={mark.y1 * height}
        x2={mark.x2 * width}
        y2={mark.y2 * height}
        stroke={color}
        strokeWidth={stroke}
        markerEnd={`url(#arrow-${mark.color})`}
      />
    );
  }
  const size = Math.max(18, Math.round(longer / 36));
  return (
    <text
      x={mark.x * width}
      y={mark.y * height}
      fill={color}
      fontSize={size}
      fontWeight={700}
      stroke="#000"
      strokeWidth={size / 12}
      paintOrder="stroke"
    >
      {mark.text}
    </text>
  );
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
          {Object.entries(STROKE).map(([name, color]) => (
            <marker
              key={name}
              id={`arrow-${name}`}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
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
