import {
  ARROW_HEAD,
  MARK_COLOR_NAMES,
  MARK_STROKE_COLORS,
  markDrawing,
  type PhotoMark,
} from '@roofing/contracts';
import { type ComponentProps, type ReactNode, useId } from 'react';

/*
 * A job photo with the marks drawn on it (arrows, circles, notes), as SVG over the untouched
 * picture: the same drawing the report's PDF prints (services/quote/src/documents/photo-figure.tsx),
 * at any size: the sizes, colours and arrow head are contracts/src/photo-marks.ts, shared with
 * it. The viewBox is the photo's own pixel size, so a thumbnail and the full picture
 * carry the marks at the same places. Used by the office's gallery and marks editor; the portal
 * can show a shared photo with it too.
 */

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
  const drawing = markDrawing(mark, width, height);
  if (drawing.element === 'circle') return <circle {...drawing.attributes} />;
  if (drawing.element === 'line') {
    return <line {...drawing.attributes} markerEnd={`url(#${arrowHead(drawing.color)})`} />;
  }
  return <text {...drawing.attributes}>{drawing.text}</text>;
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
        {MARK_COLOR_NAMES.map((color) => (
          <marker
            key={color}
            id={arrowHead(color)}
            viewBox={ARROW_HEAD.viewBox}
            refX={ARROW_HEAD.refX}
            refY={ARROW_HEAD.refY}
            markerWidth={ARROW_HEAD.markerWidth}
            markerHeight={ARROW_HEAD.markerHeight}
            orient={ARROW_HEAD.orient}
          >
            <path d={ARROW_HEAD.path} fill={MARK_STROKE_COLORS[color]} />
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
