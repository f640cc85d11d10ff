import { describe, expect, it } from 'vitest';
import { markDrawing, markStrokeWidth, noteFontSize } from './photo-marks.ts';

describe('photo marks', () => {
  it('sizes lines and notes on the longer side, so portrait and landscape read alike', () => {
    expect(markStrokeWidth(2560, 1920)).toBe(13);
    expect(markStrokeWidth(1920, 2560)).toBe(13);
    expect(noteFontSize(2560, 1920)).toBe(71);
    expect(noteFontSize(1440, 1920)).toBe(53);
  });

  it('keeps marks legible on a small photo', () => {
    expect(markStrokeWidth(300, 200)).toBe(3);
    expect(noteFontSize(300, 200)).toBe(18);
  });

  it('draws positions as fractions of the photo and radii of its width', () => {
    const circle = markDrawing(
      { type: 'circle', cx: 0.5, cy: 0.25, r: 0.1, color: 'yellow' },
      2000,
      1000,
    );
    expect(circle).toEqual({
      element: 'circle',
      attributes: { cx: 1000, cy: 250, r: 200, fill: 'none', stroke: '#facc15', strokeWidth: 10 },
    });
    const arrow = markDrawing(
      { type: 'arrow', x1: 0, y1: 0, x2: 1, y2: 1, color: 'red' },
      400,
      300,
    );
    expect(arrow).toMatchObject({
      element: 'line',
      color: 'red',
      attributes: { x2: 400, y2: 300 },
    });
  });

  it('outlines a note in black and falls back to red for an unknown colour', () => {
    const note = markDrawing(
      { type: 'note', x: 0.1, y: 0.9, text: 'Cracked boot', color: 'green' as 'red' },
      3600,
      2400,
    );
    expect(note).toMatchObject({
      element: 'text',
      text: 'Cracked boot',
      attributes: { fill: '#dc2626', fontSize: 100, stroke: '#000', paintOrder: 'stroke' },
    });
    expect(note.element === 'text' && note.attributes.strokeWidth).toBeCloseTo(100 / 12);
  });
});
