import type { RoofPitch } from '@roofing/contracts';

/** Traced outlines for tests: real-world sizes laid out near Jacksonville Beach, FL. */

export type Point = [number, number];

/** A house lot on 3rd Ave N, Jacksonville Beach. */
export const JAX_BEACH: Point = [-81.3931, 30.2947];

/** The sphere @turf/area measures on (the mean Earth radius). */
const EARTH_RADIUS_M = 6371008.8;
const DEG = Math.PI / 180;

/** The point `east` and `north` metres from `origin`. */
export function offset(origin: Point, east: number, north: number): Point {
  const lat = origin[1] + north / (EARTH_RADIUS_M * DEG);
  const lng = origin[0] + east / (EARTH_RADIUS_M * Math.cos(origin[1] * DEG) * DEG);
  return [lng, lat];
}

/** A rectangle `width` (east-west) by `depth` (north-south) metres, corner at `origin`. */
export function rectangle(widthM: number, depthM: number, origin: Point = JAX_BEACH): Point[] {
  return [
    offset(origin, 0, 0),
    offset(origin, widthM, 0),
    offset(origin, widthM, depthM),
    offset(origin, 0, depthM),
  ];
}

/** The same rectangle with two corners swapped: the outline crosses itself (a bow-tie). */
export function bowTie(widthM: number, depthM: number, origin: Point = JAX_BEACH): Point[] {
  const [a, b, c, d] = rectangle(widthM, depthM, origin) as [Point, Point, Point, Point];
  return [a, b, d, c];
}

/** `count` faces of 6 m × 5 m side by side along a street, sharing their edges. */
export function rowOfFaces(count: number, origin: Point = JAX_BEACH): Point[][] {
  return Array.from({ length: count }, (_, i) => rectangle(6, 5, offset(origin, i * 6, 0)));
}

export const satellite = (pitch: RoofPitch, outline: Point[]) => ({
  method: 'satellite' as const,
  pitch,
  outline,
});
