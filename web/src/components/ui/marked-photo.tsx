import type { PhotoMark } from '@roofing/contracts';
import { type ComponentProps, type ReactNode, useId } from 'react';

/*
 * A job photo with the marks drawn on it (arrows, circles, notes), as SVG over the untouched
 * picture: the same drawing the report's PDF prints (services/quote/src/documents/photo-figure.tsx),
 * at any size. The viewBox is the photo's own pixel size, so a thumbnail and the full picture
 * carry the marks at the same places. Used by the office's gallery and marks editor; the portal
 * can show a shared photo with it too.
 */

export const MARK_STROKE_COLORS: Record<PhotoMark['color'], string> = {
  red: '#dc2626',
  yellow: '#facc15',
  white: '#ffffff',
};

/** The line width and a note's font size on a photo `width` pixels wide (as the PDF draws). */
export const markStrokeWidth = (width: number) => Math.max(3, Math.round(width / 200));
export const noteFontSize = (width: number) => Math.max(18, Math.round(width / 40));

/** One mark, in the photo's pixels. `arrowHead` is the id of the arrow head's marker. */
export function MarkShape({
  mark,
  width,
  height,
  arrowHead,
}: {
  mark: PhotoMark;
  width: number;
  height: number;
  arrowHead: (color: PhotoMark['color']) => string;
}) {
  const color = MARK_STROKE_COLORS[mark.color] ?? MARK_STROKE_COLORS.red;
  const stroke = markStrokeWidth(width);
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
        strokeLinecap="round"
        markerEnd={`url(#${arrowHead(mark.color)})`}
      />
    );
  }
  const size = noteFontSize(width);
  return (
    <text
      x={mark.x * width}
      y={mark.y * height}
      fill={color}
      fontSize={size}
      fontWeight={700}
      fontFamily="sans-serif"
      stroke="#000"
      strokeWidth={size / 12}
      paintOrder="stroke"
    >
      {mark.text}
    </text>
  );
}

/**
 * The photo and its marks in one SVG. `children` draw on top (the editor's selection and the
 * shape being drawn); other SVG props (a ref, pointer handlers) go to the SVG element.
 */
export function MarkedPhoto({
  src,
  width,
  height,
  marks,
  label,
  children,
  className = 'block h-auto w-full',
  ...svgProps
}: {
  src: string;
  width: number;
  height: number;
  marks: readonly PhotoMark[];
  /** What the picture shows (its caption), the SVG's accessible name. */
  label: string;
  children?: ReactNode;
  className?: string;
} & Omit<ComponentProps<'svg'>, 'viewBox' | 'children'>) {
  // Only letters and digits: React's ids hold characters a url(#…) reference may trip on.
  const id = `marks${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const arrowHead = (color: PhotoMark['color']) => `${id}-arrow-${color}`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className={className}
      {...svgProps}
    >
      <defs>
        {(Object.keys(MARK_STROKE_COLORS) as PhotoMark['color'][]).map((color) => (
          <marker
            key={color}
            id={arrowHead(color)}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={MARK_STROKE_COLORS[color]} />
          </marker>
        ))}
      </defs>
      <image href={src} x={0} y={0} width={width} height={height} />
      {marks.map((mark, index) => (
        <MarkShape key={index} mark={mark} width={width} height={height} arrowHead={arrowHead} />
      ))}
      {children}
    </svg>
  );
}
