import type { PhotoMark } from '@roofing/contracts';
import { PhotoMarkSchema } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CIRCLE_RADIUS,
  describeMark,
  hitMark,
  keyToDelta,
  markFromGesture,
  moveMark,
  pictureBox,
  pointerToFraction,
} from './mark-geometry.ts';

const photo = { width: 2000, height: 1000 };

describe('pointer to fraction', () => {
  it('reads a pointer on a box of the photo’s proportions directly', () => {
    const box = { left: 100, top: 50, width: 800, height: 400 };
    expect(pointerToFraction(100, 50, box, photo)).toEqual({ x: 0, y: 0 });
    expect(pointerToFraction(500, 250, box, photo)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointerToFraction(900, 450, box, photo)).toEqual({ x: 1, y: 1 });
  });

  it('allows for the bands when the box is taller than the photo, and clamps to the edges', () => {
    // 800×800 box, 2:1 photo: the picture is 800×400, 200 px down.
    const box = { left: 0, top: 0, width: 800, height: 800 };
    expect(pictureBox(box, photo)).toEqual({ left: 0, top: 200, width: 800, height: 400 });
    expect(pointerToFraction(200, 300, box, photo)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointerToFraction(-20, 900, box, photo)).toEqual({ x: 0, y: 1 });
  });
});

describe('marks from gestures', () => {
  it('drags an arrow, waits for a second click on a click, and makes valid marks', () => {
    const arrow = markFromGesture('arrow', { x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }, photo, 'red');
    expect(arrow).toEqual({ type: 'arrow', x1: 0.1, y1: 0.2, x2: 0.5, y2: 0.6, color: 'red' });
    expect(PhotoMarkSchema.safeParse(arrow).success).toBe(true);
    expect(markFromGesture('arrow', { x: 0.1, y: 0.2 }, { x: 0.102, y: 0.2 }, photo, 'red')).toBe(
      null,
    );
  });

  it('sizes a circle by the drag in photo widths, or the default for a click', () => {
    // 0.1 of the height of a 2:1 photo is 0.05 of its width.
    const dragged = markFromGesture(
      'circle',
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.6 },
      photo,
      'yellow',
    );
    expect(dragged).toEqual({ type: 'circle', cx: 0.5, cy: 0.5, r: 0.05, color: 'yellow' });
    const clicked = markFromGesture('circle', { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }, photo, 'red');
    expect(clicked).toMatchObject({ r: DEFAULT_CIRCLE_RADIUS });
  });

  it('places a note only with its text', () => {
    const at = { x: 0.3, y: 0.4 };
    expect(markFromGesture('note', at, at, photo, 'white', '  Cracked tile ')).toEqual({
      type: 'note',
      x: 0.3,
      y: 0.4,
      text: 'Cracked tile',
      color: 'white',
    });
    expect(markFromGesture('note', at, at, photo, 'white', ' ')).toBe(null);
    expect(markFromGesture('select', at, at, photo, 'white')).toBe(null);
  });
});

describe('picking and moving marks', () => {
  const marks: PhotoMark[] = [
    { type: 'arrow', x1: 0.1, y1: 0.1, x2: 0.4, y2: 0.1, color: 'red' },
    { type: 'circle', cx: 0.7, cy: 0.5, r: 0.1, color: 'red' },
    { type: 'note', x: 0.1, y: 0.8, text: 'Soft decking', color: 'yellow' },
  ];

  it('hits the nearest mark, and nothing far from all of them', () => {
    expect(hitMark({ x: 0.25, y: 0.11 }, marks, photo)).toBe(0);
    expect(hitMark({ x: 0.7, y: 0.5 }, marks, photo)).toBe(1);
    expect(hitMark({ x: 0.12, y: 0.79 }, marks, photo)).toBe(2);
    expect(hitMark({ x: 0.5, y: 0.95 }, marks, photo)).toBe(-1);
  });

  it('moves a mark whole and keeps every point on the photo', () => {
    const arrow = marks[0] as PhotoMark;
    expect(moveMark(arrow, 0.1, 0.05)).toMatchObject({ x1: 0.2, y1: 0.15, x2: 0.5, y2: 0.15 });
    // Can go only 0.1 left before x1 reaches the edge: the arrow keeps its length.
    expect(moveMark(arrow, -0.5, 0)).toMatchObject({ x1: 0, x2: 0.3 });
    expect(moveMark(marks[1] as PhotoMark, 0.5, 0.5)).toMatchObject({ cx: 1, cy: 1 });
  });

  it('turns arrow keys into moves and names the marks for the list', () => {
    expect(keyToDelta('ArrowLeft', false)).toEqual({ x: -0.01, y: 0 });
    expect(keyToDelta('ArrowDown', true)).toEqual({ x: 0, y: 0.05 });
    expect(keyToDelta('Enter', false)).toBe(null);
    expect(marks.map(describeMark)).toEqual(['Arrow 1', 'Circle 2', 'Note 3: Soft decking']);
  });
});
