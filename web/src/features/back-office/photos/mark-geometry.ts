import { noteFontSize, type PhotoMark } from '@roofing/contracts';

/*
 * The marks editor's arithmetic, kept pure: where a pointer lands on the photo (as fractions of
 * its width and height, 0…1, which is what the marks store), the mark a gesture makes, which mark
 * a click hits, and moving a mark without letting it leave the photo.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type MarkTool = 'select' | 'arrow' | 'circle' | 'note';
export type MarkColor = PhotoMark['color'];

/** A circle made by a click (no drag), as a fraction of the photo's width. */
export const DEFAULT_CIRCLE_RADIUS = 0.06;
/** Below this (in widths) a drag is a click. */
export const CLICK_DISTANCE = 0.01;
/** One arrow-key press moves a mark this far; with Shift, BIG_STEP. */
export const STEP = 0.01;
export const BIG_STEP = 0.05;
/** How near (in widths) a click must land to a mark's line to pick it. */
const HIT_TOLERANCE = 0.025;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Where the picture sits inside the SVG's box: the SVG keeps the photo's proportions (its default
 * preserveAspectRatio, "meet"), so a box of other proportions has bands on two sides.
 */
export function pictureBox(box: Box, photo: Size): Box {
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  const width = photo.width * scale;
  const height = photo.height * scale;
  return {
    left: box.left + (box.width - width) / 2,
    top: box.top + (box.height - height) / 2,
    width,
    height,
  };
}

/** A pointer's client position as fractions of the photo (clamped to its edges). */
export function pointerToFraction(clientX: number, clientY: number, box: Box, photo: Size): Point {
  const picture = pictureBox(box, photo);
  if (picture.width <= 0 || picture.height <= 0) return { x: 0, y: 0 };
  return {
    x: round4(clamp01((clientX - picture.left) / picture.width)),
    y: round4(clamp01((clientY - picture.top) / picture.height)),
  };
}

/** The distance between two points, in photo widths (a height fraction scaled by the aspect). */
export function distance(a: Point, b: Point, photo: Size): number {
  const aspect = photo.height / photo.width;
  return Math.hypot(b.x - a.x, (b.y - a.y) * aspect);
}

/**
 * The mark a press at `start` released at `end` makes with `tool`: an arrow from start to end
 * (null for a click: the editor then waits for the arrow's second click), a circle around start
 * reaching end (a click makes a default size), a note at start. Select makes nothing.
 */
export function markFromGesture(
  tool: MarkTool,
  start: Point,
  end: Point,
  photo: Size,
  color: MarkColor,
  noteText = '',
): PhotoMark | null {
  const span = distance(start, end, photo);
  switch (tool) {
    case 'arrow':
      return span < CLICK_DISTANCE
        ? null
        : { type: 'arrow', x1: start.x, y1: start.y, x2: end.x, y2: end.y, color };
    case 'circle': {
      const r = span < CLICK_DISTANCE ? DEFAULT_CIRCLE_RADIUS : Math.min(1, round4(span));
      return { type: 'circle', cx: start.x, cy: start.y, r, color };
    }
    case 'note':
      return noteText.trim() === ''
        ? null
        : { type: 'note', x: start.x, y: start.y, text: noteText.trim(), color };
    case 'select':
      return null;
  }
}

/** The distance from p to the segment a–b, in photo widths. */
function toSegment(p: Point, a: Point, b: Point, photo: Size): number {
  const aspect = photo.height / photo.width;
  const [px, py, ax, ay, bx, by] = [p.x, p.y * aspect, a.x, a.y * aspect, b.x, b.y * aspect];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The box a note's text covers, roughly, as fractions (its baseline is at y). */
export function noteBox(mark: Extract<PhotoMark, { type: 'note' }>, photo: Size): Box {
  const size = noteFontSize(photo.width, photo.height);
  const width = (mark.text.length * size * 0.6) / photo.width;
  const height = size / photo.height;
  return { left: mark.x, top: mark.y - height, width, height: height * 1.25 };
}

/** How far a point is from a mark (0 inside a note or a circle), in photo widths. */
export function distanceToMark(point: Point, mark: PhotoMark, photo: Size): number {
  switch (mark.type) {
    case 'arrow':
      return toSegment(point, { x: mark.x1, y: mark.y1 }, { x: mark.x2, y: mark.y2 }, photo);
    case 'circle': {
      const fromCentre = distance(point, { x: mark.cx, y: mark.cy }, photo);
      return fromCentre <= mark.r ? 0 : fromCentre - mark.r;
    }
    case 'note': {
      const box = noteBox(mark, photo);
      const dx = Math.max(box.left - point.x, 0, point.x - (box.left + box.width));
      const dy = Math.max(box.top - point.y, 0, point.y - (box.top + box.height));
      return Math.hypot(dx, dy * (photo.height / photo.width));
    }
  }
}

/** The mark a click at `point` picks: the nearest within reach, the later-drawn on a tie; or -1. */
export function hitMark(point: Point, marks: readonly PhotoMark[], photo: Size): number {
  let best = -1;
  let bestDistance = HIT_TOLERANCE;
  marks.forEach((mark, index) => {
    const d = distanceToMark(point, mark, photo);
    if (d <= bestDistance) {
      best = index;
      bestDistance = d;
    }
  });
  return best;
}

/** The mark moved by (dx, dy) fractions, held so that all of it stays on the photo. */
export function moveMark(mark: PhotoMark, dx: number, dy: number): PhotoMark {
  const xs =
    mark.type === 'arrow' ? [mark.x1, mark.x2] : mark.type === 'circle' ? [mark.cx] : [mark.x];
  const ys =
    mark.type === 'arrow' ? [mark.y1, mark.y2] : mark.type === 'circle' ? [mark.cy] : [mark.y];
  const mx = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
  const my = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
  const at = (value: number, by: number) => round4(clamp01(value + by));
  switch (mark.type) {
    case 'arrow':
      return {
        ...mark,
        x1: at(mark.x1, mx),
        y1: at(mark.y1, my),
        x2: at(mark.x2, mx),
        y2: at(mark.y2, my),
      };
    case 'circle':
      return { ...mark, cx: at(mark.cx, mx), cy: at(mark.cy, my) };
    case 'note':
      return { ...mark, x: at(mark.x, mx), y: at(mark.y, my) };
  }
}

/** An arrow key's move (Shift for a bigger step), or null for any other key. */
export function keyToDelta(key: string, big: boolean): Point | null {
  const step = big ? BIG_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}

/** A mark as the list of marks names it: "Arrow 1", "Circle 2", "Note 3: Cracked tile". */
export function describeMark(mark: PhotoMark, index: number): string {
  const n = index + 1;
  if (mark.type === 'note') return `Note ${n}: ${mark.text}`;
  return `${mark.type === 'arrow' ? 'Arrow' : 'Circle'} ${n}`;
}
