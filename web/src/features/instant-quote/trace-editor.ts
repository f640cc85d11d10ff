import type { RoofPitch } from '@roofing/contracts';
import {
  cleanRing,
  facePlanAreaSqFt,
  faceSurfaceSqFt,
  type LngLat,
  roofSquaresOf,
} from '@roofing/contracts/roof-area';

/*
 * The roof tracer's state, kept apart from the map so it can be tested on its own: the faces
 * traced (each its own outline and pitch), which face is selected, whether clicks still add
 * corners to it, which corner the keyboard tools act on, and undo/redo over all of it.
 */

export type { LngLat };

/** The pitch a new face starts with: the typical Florida ranch home. */
export const DEFAULT_PITCH: RoofPitch = '6/12';
/** Steps kept for undo; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

export interface RoofFace {
  /** Stable for the life of the trace; faces are numbered for people by their position. */
  id: number;
  outline: LngLat[];
  pitch: RoofPitch;
}

export interface TraceSnapshot {
  faces: RoofFace[];
  /** The face the tools act on (and the one clicks add corners to while tracing). */
  selectedId: number | null;
  /** Clicks on the map add corners to the selected face. */
  tracing: boolean;
  /** The corner of the selected face the keyboard tools act on, by index. */
  corner: number | null;
  nextId: number;
}

export interface TraceHistory {
  past: TraceSnapshot[];
  present: TraceSnapshot;
  future: TraceSnapshot[];
}

/** A new trace: one empty face, selected, taking corners. */
export function newTrace(pitch: RoofPitch = DEFAULT_PITCH): TraceHistory {
  return {
    past: [],
    present: {
      faces: [{ id: 1, outline: [], pitch }],
      selectedId: 1,
      tracing: true,
      corner: null,
      nextId: 2,
    },
    future: [],
  };
}

export type TraceAction =
  | { type: 'add-corner'; point: LngLat }
  | { type: 'finish-face' }
  | { type: 'add-face' }
  | { type: 'select-face'; id: number }
  | { type: 'delete-face'; id: number }
  | { type: 'set-pitch'; id: number; pitch: RoofPitch }
  | { type: 'set-outline'; id: number; outline: LngLat[] }
  | { type: 'select-corner'; index: number | null }
  | { type: 'move-corner'; point: LngLat }
  | { type: 'insert-corner' }
  | { type: 'remove-corner' };

export const selectedFace = (trace: TraceSnapshot): RoofFace | undefined =>
  trace.faces.find((face) => face.id === trace.selectedId);

const replaceFace = (trace: TraceSnapshot, id: number, change: (face: RoofFace) => RoofFace) => ({
  ...trace,
  faces: trace.faces.map((face) => (face.id === id ? change(face) : face)),
});

const samePoint = (a: LngLat | undefined, b: LngLat | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** The middle of two corners (plain average: over a roof's few metres that is the midpoint). */
export const midpoint = (a: LngLat, b: LngLat): LngLat => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * The trace after one action, or the same object when the action changes nothing (so the
 * history records only real steps).
 */
export function reduceTrace(trace: TraceSnapshot, action: TraceAction): TraceSnapshot {
  const face = selectedFace(trace);
  switch (action.type) {
    case 'add-corner': {
      if (!face || !trace.tracing) return trace;
      // A second click on the same spot (a double click) is not a second corner.
      if (samePoint(face.outline.at(-1), action.point)) return trace;
      return {
        ...replaceFace(trace, face.id, (f) => ({ ...f, outline: [...f.outline, action.point] })),
        corner: null,
      };
    }
    case 'finish-face':
      return trace.tracing ? { ...trace, tracing: false } : trace;
    case 'add-face': {
      // An empty face being traced is already the new face.
      if (face && trace.tracing && face.outline.length === 0) return trace;
      const id = trace.nextId;
      return {
        faces: [...trace.faces, { id, outline: [], pitch: face?.pitch ?? DEFAULT_PITCH }],
        selectedId: id,
        tracing: true,
        corner: null,
        nextId: id + 1,
      };
    }
    case 'select-face': {
      const target = trace.faces.find((f) => f.id === action.id);
      if (!target || target.id === trace.selectedId) return trace;
      // A face with too few corners to be a roof face goes on taking corners.
      return { ...trace, selectedId: target.id, tracing: target.outline.length < 3, corner: null };
    }
    case 'delete-face': {
      const index = trace.faces.findIndex((f) => f.id === action.id);
      if (index < 0) return trace;
      const faces = trace.faces.filter((f) => f.id !== action.id);
      const deletingSelected = trace.selectedId === action.id;
      const neighbour = faces[Math.min(index, faces.length - 1)];
      return {
        ...trace,
        faces,
        selectedId: deletingSelected ? (neighbour?.id ?? null) : trace.selectedId,
        tracing: deletingSelected ? false : trace.tracing,
        corner: deletingSelected ? null : trace.corner,
      };
    }
    case 'set-pitch': {
      const target = trace.faces.find((f) => f.id === action.id);
      if (!target || target.pitch === action.pitch) return trace;
      return replaceFace(trace, action.id, (f) => ({ ...f, pitch: action.pitch }));
    }
    case 'set-outline': {
      const target = trace.faces.find((f) => f.id === action.id);
      if (!target) return trace;
      const same =
        target.outline.length === action.outline.length &&
        target.outline.every((point, i) => samePoint(point, action.outline[i]));
      if (same) return trace;
      const corner =
        trace.selectedId === action.id &&
        trace.corner !== null &&
        trace.corner < action.outline.length
          ? trace.corner
          : trace.selectedId === action.id
            ? null
            : trace.corner;
      return {
        ...replaceFace(trace, action.id, (f) => ({ ...f, outline: action.outline })),
        corner,
      };
    }
    case 'select-corner': {
      if (!face) return trace;
      const count = face.outline.length;
      const index =
        action.index === null || count === 0 ? null : ((action.index % count) + count) % count;
      return index === trace.corner ? trace : { ...trace, corner: index };
    }
    case 'move-corner': {
      if (!face || trace.corner === null) return trace;
      const index = trace.corner;
      if (samePoint(face.outline[index], action.point)) return trace;
      return replaceFace(trace, face.id, (f) => ({
        ...f,
        outline: f.outline.map((point, i) => (i === index ? action.point : point)),
      }));
    }
    case 'insert-corner': {
      // A new corner halfway to the next one, selected so it can be moved at once.
      if (!face || trace.corner === null || face.outline.length < 2) return trace;
      const index = trace.corner;
      const from = face.outline[index] as LngLat;
      const to = face.outline[(index + 1) % face.outline.length] as LngLat;
      const outline = [...face.outline];
      outline.splice(index + 1, 0, midpoint(from, to));
      return { ...replaceFace(trace, face.id, (f) => ({ ...f, outline })), corner: index + 1 };
    }
    case 'remove-corner': {
      if (!face || trace.corner === null) return trace;
      const index = trace.corner;
      const outline = face.outline.filter((_, i) => i !== index);
      return {
        ...replaceFace(trace, face.id, (f) => ({ ...f, outline })),
        corner: outline.length === 0 ? null : Math.min(index, outline.length - 1),
      };
    }
  }
}

/** Actions that only move the attention (which face, which corner): not steps to undo. */
const NAVIGATION: ReadonlySet<TraceAction['type']> = new Set(['select-corner', 'select-face']);

/** Applies an action; a change (other than picking a corner) is a step undo can take back. */
export function applyTrace(history: TraceHistory, action: TraceAction): TraceHistory {
  const next = reduceTrace(history.present, action);
  if (next === history.present) return history;
  if (NAVIGATION.has(action.type)) return { ...history, present: next };
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  };
}

export const canUndo = (history: TraceHistory) => history.past.length > 0;
export const canRedo = (history: TraceHistory) => history.future.length > 0;

export function undoTrace(history: TraceHistory): TraceHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redoTrace(history: TraceHistory): TraceHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

/** The undo/redo shortcut a key press means: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y. */
export function historyShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** A face's figures as shown while tracing (the server measures again from the outline). */
export interface FaceFigures {
  id: number;
  /** 1-based, as people count faces. */
  number: number;
  pitch: RoofPitch;
  corners: number;
  /** Whether the face has enough distinct corners to count (3). */
  measurable: boolean;
  planAreaSqFt: number;
  surfaceSqFt: number;
}

export interface TraceFigures {
  faces: FaceFigures[];
  /** Roof squares of the measurable faces together, rounded once (the server's rule). */
  squares: number;
  planAreaSqFt: number;
  surfaceSqFt: number;
}

/** The live figures: each face's footprint and surface, and the roof's squares, rounded as the server does. */
export function traceFigures(faces: readonly RoofFace[]): TraceFigures {
  const figures = faces.map((face, index): FaceFigures => {
    const measurable = cleanRing(face.outline).length >= 3;
    return {
      id: face.id,
      number: index + 1,
      pitch: face.pitch,
      corners: face.outline.length,
      measurable,
      planAreaSqFt: measurable ? Math.round(facePlanAreaSqFt(face.outline)) : 0,
      surfaceSqFt: measurable ? Math.round(faceSurfaceSqFt(face.outline, face.pitch)) : 0,
    };
  });
  const measured = measuredFaces(faces);
  return {
    faces: figures,
    squares: roofSquaresOf(measured),
    planAreaSqFt: Math.round(measured.reduce((sum, f) => sum + facePlanAreaSqFt(f.outline), 0)),
    surfaceSqFt: Math.round(
      measured.reduce((sum, f) => sum + faceSurfaceSqFt(f.outline, f.pitch), 0),
    ),
  };
}

/** The faces to send: those with at least 3 distinct corners, as traced. */
export function measuredFaces(faces: readonly RoofFace[]): RoofFace[] {
  return faces.filter((face) => cleanRing(face.outline).length >= 3);
}
