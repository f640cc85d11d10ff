import { type JobPhoto, markStrokeWidth, type PhotoMark } from '@roofing/contracts';
import { type PointerEvent, useRef, useState } from 'react';
import { MarkedPhoto, MarkShape } from '../../../components/ui/marked-photo.tsx';
import {
  CLICK_DISTANCE,
  distance,
  hitMark,
  type MarkColor,
  type MarkTool,
  markFromGesture,
  noteBox,
  type Point,
  pointerToFraction,
} from './mark-geometry.ts';

type Gesture =
  | { kind: 'draw'; start: Point; end: Point }
  | { kind: 'move'; index: number; last: Point; moved: boolean };

/**
 * The photo with its marks, drawn on with a pointer: with a tool, press and drag (or click: a
 * circle of the usual size, a note, or an arrow's two ends one click each); with Select, click a
 * mark to choose it and drag it to move it. Everything here can also be done without dragging
 * (the list of marks and the Move buttons beside it).
 */
export function MarksCanvas({
  photo,
  marks,
  selected,
  tool,
  color,
  noteText,
  arrowStart,
  onArrowStart,
  onAdd,
  onSelect,
  onMove,
  onNeedNoteText,
}: {
  photo: JobPhoto;
  marks: readonly PhotoMark[];
  selected: number | null;
  tool: MarkTool;
  color: MarkColor;
  noteText: string;
  /** The first click of a two-click arrow, while it waits for the second. */
  arrowStart: Point | null;
  onArrowStart: (point: Point | null) => void;
  onAdd: (mark: PhotoMark) => void;
  onSelect: (index: number | null) => void;
  onMove: (index: number, dx: number, dy: number) => void;
  onNeedNoteText: () => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const size = { width: photo.width, height: photo.height };

  const pointAt = (event: PointerEvent<SVGSVGElement>): Point => {
    const rect = (svg.current ?? event.currentTarget).getBoundingClientRect();
    return pointerToFraction(event.clientX, event.clientY, rect, size);
  };

  const down = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    if (tool === 'select') {
      const index = hitMark(point, marks, size);
      onSelect(index < 0 ? null : index);
      setGesture(index < 0 ? null : { kind: 'move', index, last: point, moved: false });
      return;
    }
    setGesture({ kind: 'draw', start: arrowStart ?? point, end: point });
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!gesture) return;
    const point = pointAt(event);
    if (gesture.kind === 'draw') {
      setGesture({ ...gesture, end: point });
      return;
    }
    const dx = point.x - gesture.last.x;
    const dy = point.y - gesture.last.y;
    if (dx === 0 && dy === 0) return;
    onMove(gesture.index, dx, dy);
    setGesture({ ...gesture, last: point, moved: true });
  };

  const up = (event: PointerEvent<SVGSVGElement>) => {
    const done = gesture;
    setGesture(null);
    if (done?.kind !== 'draw') return;
    const end = pointAt(event);
    if (tool === 'arrow' && !arrowStart && distance(done.start, end, size) < CLICK_DISTANCE) {
      // A click, not a drag: the arrow's tail is here; the next click places its head.
      onArrowStart(done.start);
      return;
    }
    if (tool === 'note' && noteText.trim() === '') {
      onNeedNoteText();
      return;
    }
    const mark = markFromGesture(tool, done.start, end, size, color, noteText);
    onArrowStart(null);
    if (mark) onAdd(mark);
  };

  const preview =
    gesture?.kind === 'draw'
      ? markFromGesture(tool, gesture.start, gesture.end, size, color, noteText)
      : null;
  const stroke = markStrokeWidth(photo.width, photo.height);

  return (
    <MarkedPhoto
      ref={svg}
      src={photo.imageUrl}
      width={photo.width}
      height={photo.height}
      marks={marks}
      label={`${photo.caption ?? 'The photo'}, with ${marks.length} ${marks.length === 1 ? 'mark' : 'marks'}`}
      className={`block h-auto max-h-[60vh] w-full touch-none select-none ${tool === 'select' ? 'cursor-pointer' : 'cursor-crosshair'}`}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => setGesture(null)}
      data-testid="marks-canvas"
    >
      {selected !== null && marks[selected] ? (
        <SelectionOutline mark={marks[selected]} width={photo.width} height={photo.height} />
      ) : null}
      {preview && preview.type !== 'note' ? (
        <g opacity={0.7}>
          <MarkShape
            mark={preview}
            width={photo.width}
            height={photo.height}
            arrowHead={() => 'none'}
          />
        </g>
      ) : null}
      {arrowStart ? (
        <circle
          cx={arrowStart.x * photo.width}
          cy={arrowStart.y * photo.height}
          r={stroke * 2.5}
          fill="#dc2626"
          stroke="#fff"
          strokeWidth={stroke / 2}
        />
      ) : null}
    </MarkedPhoto>
  );
}

/** A dashed frame around the chosen mark. */
function SelectionOutline({
  mark,
  width,
  height,
}: {
  mark: PhotoMark;
  width: number;
  height: number;
}) {
  const pad = markStrokeWidth(width, height) * 4;
  let box: { x: number; y: number; w: number; h: number };
  if (mark.type === 'arrow') {
    const [x1, x2] = [mark.x1 * width, mark.x2 * width];
    const [y1, y2] = [mark.y1 * height, mark.y2 * height];
    box = { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) };
  } else if (mark.type === 'circle') {
    const r = mark.r * width;
    box = { x: mark.cx * width - r, y: mark.cy * height - r, w: 2 * r, h: 2 * r };
  } else {
    const note = noteBox(mark, { width, height });
    box = {
      x: note.left * width,
      y: note.top * height,
      w: note.width * width,
      h: note.height * height,
    };
  }
  return (
    <rect
      x={box.x - pad}
      y={box.y - pad}
      width={box.w + 2 * pad}
      height={box.h + 2 * pad}
      fill="none"
      stroke="#0ea5e9"
      strokeWidth={markStrokeWidth(width, height) / 1.5}
      strokeDasharray={`${pad} ${pad / 2}`}
    />
  );
}
