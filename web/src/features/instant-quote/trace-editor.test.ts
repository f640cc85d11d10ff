import { facePlanAreaSqFt, faceSurfaceSqFt } from '@roofing/contracts/roof-area';
import { describe, expect, it } from 'vitest';
import {
  applyTrace,
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  historyShortcut,
  type LngLat,
  measuredFaces,
  newTrace,
  redoTrace,
  selectedFace,
  type TraceAction,
  type TraceHistory,
  traceFigures,
  undoTrace,
} from './trace-editor.ts';

// A house-sized rectangle in Jacksonville Beach and the porch beside it.
const HOUSE: LngLat[] = [
  [-81.3931, 30.2947],
  [-81.3928, 30.2947],
  [-81.3928, 30.29445],
  [-81.3931, 30.29445],
];
const PORCH: LngLat[] = [
  [-81.3928, 30.2947],
  [-81.3927, 30.2947],
  [-81.3927, 30.29445],
  [-81.3928, 30.29445],
];

const run = (history: TraceHistory, ...actions: TraceAction[]) =>
  actions.reduce(applyTrace, history);
const corners = (points: LngLat[]): TraceAction[] =>
  points.map((point) => ({ type: 'add-corner', point }));

describe('the roof tracer', () => {
  it('starts with one empty face taking corners, and adds a corner per click', () => {
    const start = newTrace();
    expect(start.present.faces).toEqual([{ id: 1, outline: [], pitch: '6/12' }]);
    expect(start.present.tracing).toBe(true);
    const traced = run(start, ...corners(HOUSE));
    expect(selectedFace(traced.present)?.outline).toEqual(HOUSE);
    // A double click on the same spot is one corner.
    expect(run(traced, { type: 'add-corner', point: HOUSE[3] as LngLat })).toBe(traced);
  });

  it('traces two faces with their own pitches; a finished face takes no more clicks', () => {
    const history = run(
      newTrace(),
      ...corners(HOUSE),
      { type: 'finish-face' },
      { type: 'add-corner', point: [-81.39, 30.29] },
      { type: 'add-face' },
      ...corners(PORCH),
      { type: 'set-pitch', id: 2, pitch: 'flat' },
      { type: 'set-pitch', id: 1, pitch: '8/12' },
    );
    expect(history.present.faces).toEqual([
      { id: 1, outline: HOUSE, pitch: '8/12' },
      { id: 2, outline: PORCH, pitch: 'flat' },
    ]);
    expect(history.present.selectedId).toBe(2);
    // A new face starts with the pitch of the face selected before it.
    const third = run(history, { type: 'add-face' });
    expect(selectedFace(third.present)).toEqual({ id: 3, outline: [], pitch: 'flat' });
    // Adding a face while an empty one is being traced is no new step.
    expect(run(third, { type: 'add-face' })).toBe(third);
  });

  it('selects and deletes faces; the neighbour is selected after the selected one goes', () => {
    let history = run(newTrace(), ...corners(HOUSE), { type: 'add-face' }, ...corners(PORCH), {
      type: 'select-face',
      id: 1,
    });
    expect(history.present.selectedId).toBe(1);
    expect(history.present.tracing).toBe(false);
    history = run(history, { type: 'delete-face', id: 1 });
    expect(history.present.faces.map((face) => face.id)).toEqual([2]);
    expect(history.present.selectedId).toBe(2);
    history = run(history, { type: 'delete-face', id: 2 });
    expect(history.present.faces).toEqual([]);
    expect(history.present.selectedId).toBeNull();
    // With no face, adding one starts again.
    history = run(history, { type: 'add-face' });
    expect(history.present.tracing).toBe(true);
    expect(history.present.faces).toHaveLength(1);
  });

  it('moves, inserts and removes corners without dragging', () => {
    let history = run(newTrace(), ...corners(HOUSE), { type: 'finish-face' });
    history = run(history, { type: 'select-corner', index: 1 });
    history = run(history, { type: 'move-corner', point: [-81.39275, 30.2947] });
    expect(selectedFace(history.present)?.outline[1]).toEqual([-81.39275, 30.2947]);
    // Insert halfway to the next corner, and that corner becomes the selected one.
    history = run(history, { type: 'insert-corner' });
    expect(history.present.corner).toBe(2);
    expect(selectedFace(history.present)?.outline[2]).toEqual([
      (-81.39275 + -81.3928) / 2,
      (30.2947 + 30.29445) / 2,
    ]);
    history = run(history, { type: 'remove-corner' });
    expect(selectedFace(history.present)?.outline).toHaveLength(4);
    // Corners wrap around: before the first is the last.
    history = run(history, { type: 'select-corner', index: -1 });
    expect(history.present.corner).toBe(3);
  });

  it('takes an outline the map edited (a drag, a mid-point, a removal) as one step', () => {
    const start = run(newTrace(), ...corners(HOUSE), { type: 'finish-face' });
    const moved = HOUSE.map((point, i) => (i === 0 ? ([-81.39312, 30.29472] as LngLat) : point));
    const history = run(start, { type: 'set-outline', id: 1, outline: moved });
    expect(selectedFace(history.present)?.outline).toEqual(moved);
    expect(undoTrace(history).present).toBe(start.present);
    // The same outline again (the map echoing the state back) is no step.
    expect(run(history, { type: 'set-outline', id: 1, outline: [...moved] })).toBe(history);
  });

  it('undoes and redoes every change; choosing a corner or a face is not a step', () => {
    const traced = run(newTrace(), ...corners(HOUSE));
    expect(traced.past).toHaveLength(4);
    const picked = run(traced, { type: 'finish-face' }, { type: 'select-corner', index: 2 });
    expect(picked.past).toHaveLength(5);
    let history = undoTrace(undoTrace(picked));
    expect(selectedFace(history.present)?.outline).toEqual(HOUSE.slice(0, 3));
    expect(canRedo(history)).toBe(true);
    history = redoTrace(history);
    expect(selectedFace(history.present)?.outline).toEqual(HOUSE);
    // A new change after an undo drops the redo steps.
    history = run(undoTrace(history), { type: 'set-pitch', id: 1, pitch: '4/12' });
    expect(canRedo(history)).toBe(false);
    expect(redoTrace(history)).toBe(history);
    // All the way back to the start, then nothing more to undo.
    while (canUndo(history)) history = undoTrace(history);
    expect(history.present).toEqual(newTrace().present);
    expect(undoTrace(history)).toBe(history);
  });

  it('keeps at most the last HISTORY_LIMIT steps', () => {
    const many = Array.from(
      { length: HISTORY_LIMIT + 20 },
      (_, i): TraceAction => ({ type: 'add-corner', point: [-81.39 - i * 1e-6, 30.29] }),
    );
    expect(run(newTrace(), ...many).past).toHaveLength(HISTORY_LIMIT);
  });

  it('knows the undo and redo shortcuts', () => {
    const key = (k: string, mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>>) =>
      historyShortcut({
        key: k,
        ctrlKey: Boolean(mods.ctrl),
        metaKey: Boolean(mods.meta),
        shiftKey: Boolean(mods.shift),
        altKey: Boolean(mods.alt),
      });
    expect(key('z', { ctrl: true })).toBe('undo');
    expect(key('z', { meta: true })).toBe('undo');
    expect(key('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(key('y', { ctrl: true })).toBe('redo');
    expect(key('z', {})).toBeNull();
    expect(key('z', { ctrl: true, alt: true })).toBeNull();
  });

  it('figures each face and the roof with the one area function the server uses', () => {
    const history = run(
      newTrace(),
      ...corners(HOUSE),
      { type: 'set-pitch', id: 1, pitch: '8/12' },
      { type: 'add-face' },
      ...corners(PORCH),
      { type: 'set-pitch', id: 2, pitch: 'flat' },
      { type: 'add-face' },
      { type: 'add-corner', point: [-81.3926, 30.2946] },
    );
    const figures = traceFigures(history.present.faces);
    expect(figures.faces.map((face) => [face.number, face.measurable, face.corners])).toEqual([
      [1, true, 4],
      [2, true, 4],
      [3, false, 1],
    ]);
    expect(figures.faces[0]?.planAreaSqFt).toBe(Math.round(facePlanAreaSqFt(HOUSE)));
    expect(figures.faces[0]?.surfaceSqFt).toBe(Math.round(faceSurfaceSqFt(HOUSE, '8/12')));
    expect(figures.faces[1]?.surfaceSqFt).toBe(Math.round(facePlanAreaSqFt(PORCH)));
    // Surfaces added, then rounded once into squares of 100 sq ft.
    const surface = faceSurfaceSqFt(HOUSE, '8/12') + faceSurfaceSqFt(PORCH, 'flat');
    expect(figures.squares).toBe(Math.round(surface / 100));
    expect(figures.squares).toBeGreaterThan(10);
    expect(measuredFaces(history.present.faces).map((face) => face.id)).toEqual([1, 2]);
  });
});
