/**
 * npm run bench:measure — the instant quote's trace calibration (issue 25).
 *
 * Builds known roof footprints at north-Florida latitudes with exact areas (bench/calibration/
 * footprints.ts), simulates a homeowner's clicks on the satellite view at zooms 18–21 (screen-pixel
 * scatter, occasional corner cutting, the imagery's blur: bench/calibration/simulate.ts), measures
 * every trace with the shared area function (contracts/src/roof-area.ts) and reports the relative
 * error per zoom, shape class and size on the keyless default imagery (USGS, about 2 m a pixel),
 * and at the tracer's zoom per imagery resolution (0.3 m to 3 m). From the figures at the tracer's
 * zoom it derives the price range's base half-width for each imagery resolution, then rewrites
 * contracts/src/trace-calibration.ts and docs/instant-quote-calibration.md. Deterministic for a
 * seed; no servers, no network.
 *
 *   BENCH_CALIBRATION_SEED (default 25), BENCH_CALIBRATION_TRACES (traces per footprint and zoom,
 *   default 500), BENCH_CALIBRATION_ZOOM (the zoom the margin is for, default the tracer's 20),
 *   BENCH_CALIBRATION_WRITE=0 prints the figures without rewriting the two files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, release } from 'node:os';
import { fileURLToPath } from 'node:url';
import { facePlanAreaSqFt } from '@roofing/contracts/roof-area';
import {
  allFootprints,
  facesAsLngLat,
  PLACES,
  ROOF_SIZES_SQUARES,
  SHAPE_CLASSES,
  type ShapeClass,
  sphericalExcess,
} from './calibration/footprints.ts';
import {
  type ClickModel,
  coverage,
  DEFAULT_IMAGERY_GSD_M,
  DEFAULT_MODEL,
  type Distribution,
  distribution,
  groundResolution,
  IMAGERY_GSDS_M,
  isSimple,
  onePitchStepAllowance,
  simulate,
  TRACER_ZOOM,
  type TraceResult,
  USGS_NATIVE_ZOOM,
  ZOOMS,
} from './calibration/simulate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SEED = Number(process.env.BENCH_CALIBRATION_SEED ?? 25);
const TRACES = Math.max(10, Number(process.env.BENCH_CALIBRATION_TRACES ?? 500));
const ZOOM = Number(process.env.BENCH_CALIBRATION_ZOOM ?? TRACER_ZOOM);
const WRITE = process.env.BENCH_CALIBRATION_WRITE !== '0';
const CALIBRATION_FILE = 'contracts/src/trace-calibration.ts';
const DOC_FILE = 'docs/instant-quote-calibration.md';

const pct = (value: number, digits = 1) => `${(value * 100).toFixed(digits)} %`;
const signedPct = (value: number, digits = 1) =>
  `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(digits)} %`;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
/** The method of the margin: price p90 plus one pitch step, rounded up to a whole percent. */
const marginOf = (priceP90: number, pitchAllowance: number) =>
  Math.ceil((priceP90 + pitchAllowance) * 100 - 1e-9) / 100;
const metres = (value: number) => `${value} m`;

/** What imagery of each measured resolution is, for the tables. */
const IMAGERY_LABELS: Record<number, string> = {
  0.3: 'commercial satellite, county aerials',
  0.6: 'recent NAIP at its own resolution',
  1: 'older NAIP',
  2.1: 'USGS The National Map tiles (zoom 16): the keyless default',
  3: 'coarser imagery',
};

/** Check the construction: un-perturbed footprints measured with the shared function. */
function verifyFootprints() {
  const footprints = allFootprints();
  let sphere = 0;
  let wgs84 = 0;
  let residual = 0;
  for (const footprint of footprints) {
    const measured = (earth: 'wgs84' | 'turf-sphere') =>
      facesAsLngLat(footprint, earth).reduce(
        (sum, face) => sum + facePlanAreaSqFt(face.outline),
        0,
      );
    const onSphere = measured('turf-sphere') / footprint.planSqFt - 1;
    const onWgs84 = measured('wgs84') / footprint.planSqFt - 1;
    sphere = Math.max(sphere, Math.abs(onSphere));
    wgs84 = Math.max(wgs84, Math.abs(onWgs84));
    const excess = sphericalExcess(footprint.place.lat);
    residual = Math.max(residual, Math.abs((1 + onWgs84) / (1 + excess) - 1));
  }
  return { footprints: footprints.length, sphere, wgs84, residual };
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}

function distributionCells(d: Distribution): string[] {
  return [pct(d.p50), pct(d.p90), pct(d.p95), pct(d.p99), signedPct(d.meanBias, 2)];
}

function asFigures(d: Distribution) {
  return {
    p50: round4(d.p50),
    p90: round4(d.p90),
    p95: round4(d.p95),
    p99: round4(d.p99),
    meanBias: round4(d.meanBias),
  };
}

const SENSITIVITY: { label: string; model: ClickModel }[] = [
  { label: 'the model above', model: DEFAULT_MODEL },
  { label: 'σ fixed at 2 px (a steady mouse)', model: { ...DEFAULT_MODEL, sigmaPx: [2, 2] } },
  { label: 'σ fixed at 4 px', model: { ...DEFAULT_MODEL, sigmaPx: [4, 4] } },
  {
    label: 'σ 6 px (a finger without the crosshair)',
    model: { ...DEFAULT_MODEL, sigmaPx: [6, 6] },
  },
  { label: 'no corner cutting', model: { ...DEFAULT_MODEL, cornerCutProbability: 0 } },
];

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    // The generated files themselves are left out: a second run always finds them changed.
    const inputs = ['bench', 'contracts/src/roof-area.ts', 'contracts/src/roof-pitch.ts'];
    const dirty = execFileSync('git', ['status', '--porcelain', '--', ...inputs], { cwd: root })
      .toString()
      .trim();
    return dirty ? `${head} (with uncommitted changes to the bench or the area function)` : head;
  } catch {
    return 'unknown';
  }
}

function main() {
  const started = performance.now();
  const check = verifyFootprints();
  console.log(
    `Footprints: ${check.footprints}. Shared area function on the un-perturbed plans: within ` +
      `${pct(check.sphere, 5)} built on its own sphere, ${pct(check.wgs84, 3)} built on WGS84 ` +
      `(the sphere's over-read; ${pct(check.residual, 5)} once that is removed).`,
  );
  if (check.sphere > 1e-5 || check.residual > 1e-5 || check.wgs84 > 0.0015) {
    console.error('The footprints do not match the shared area function: fix the construction.');
    process.exit(1);
  }

  const footprints = allFootprints();
  const results = simulate(footprints, {
    seed: SEED,
    tracesPerCell: TRACES,
    zooms: ZOOMS,
    model: DEFAULT_MODEL,
  });
  const at = (zoom: number, filter: (result: TraceResult) => boolean = () => true) =>
    results.filter((result) => result.zoom === zoom && filter(result));

  // Per zoom and shape class: area error.
  const byZoom: Record<number, ReturnType<typeof asFigures>> = {};
  const zoomRows: string[] = [];
  const priceRows: string[] = [];
  for (const zoom of ZOOMS) {
    const simple = at(zoom, isSimple);
    const simpleArea = distribution(simple.map((result) => result.areaError));
    byZoom[zoom] = asFigures(simpleArea);
    const lat = PLACES.reduce((sum, place) => sum + place.lat, 0) / PLACES.length;
    const resolution = groundResolution(lat, zoom);
    for (const shape of SHAPE_CLASSES) {
      const d = distribution(at(zoom, (r) => r.shape === shape).map((r) => r.areaError));
      zoomRows.push(row([zoom, shape, ...distributionCells(d)]));
    }
    zoomRows.push(row([zoom, '**simple (rectangle + L)**', ...distributionCells(simpleArea)]));
    const price = distribution(simple.map((result) => result.priceError));
    const degenerate = at(zoom).filter((result) => result.degenerate).length / at(zoom).length;
    priceRows.push(
      row([
        zoom,
        `${resolution.toFixed(3)} m`,
        pct(simpleArea.p90),
        pct(price.p90),
        pct(price.p95),
        pct(degenerate, 2),
      ]),
    );
  }

  // At the tracer's zoom: per shape class and per size.
  const byShape = {} as Record<ShapeClass, ReturnType<typeof asFigures>>;
  for (const shape of SHAPE_CLASSES) {
    byShape[shape] = asFigures(
      distribution(at(ZOOM, (r) => r.shape === shape).map((r) => r.areaError)),
    );
  }
  const sizeRows: string[] = [];
  const bySize: Record<number, { areaP90: number; priceP90: number }> = {};
  for (const size of ROOF_SIZES_SQUARES) {
    const cell = at(ZOOM, (r) => isSimple(r) && r.nominalSquares === size);
    const area = distribution(cell.map((r) => r.areaError));
    const price = distribution(cell.map((r) => r.priceError));
    bySize[size] = { areaP90: round4(area.p90), priceP90: round4(price.p90) };
    sizeRows.push(
      row([size, pct(area.p50), pct(area.p90), signedPct(area.meanBias, 2), pct(price.p90)]),
    );
  }

  // The margin: price error of simple roofs at the tracer's zoom, plus one pitch step.
  const simpleAtZoom = at(ZOOM, isSimple);
  const area = distribution(simpleAtZoom.map((r) => r.areaError));
  const price = distribution(simpleAtZoom.map((r) => r.priceError));
  const pitchAllowance = onePitchStepAllowance();
  const baseMargin = marginOf(price.p90, pitchAllowance);
  const coverRight = coverage(
    simpleAtZoom.map((r) => r.priceError),
    baseMargin,
  );
  const coverPitchOff = coverage(
    simpleAtZoom.map((r) => r.priceErrorPitchOff),
    baseMargin,
  );
  const coverRows = SHAPE_CLASSES.map((shape) => {
    const cell = at(ZOOM, (r) => r.shape === shape);
    return row([
      shape,
      pct(
        coverage(
          cell.map((r) => r.priceError),
          baseMargin,
        ),
      ),
      pct(
        coverage(
          cell.map((r) => r.priceErrorPitchOff),
          baseMargin,
        ),
      ),
    ]);
  });

  // Per imagery resolution at the tracer's zoom: the same clicks (the same random streams) on
  // imagery of each resolution, and the margin each gives by the same method.
  const imageryRows: string[] = [];
  let imageryTraces = 0;
  const byImagery = IMAGERY_GSDS_M.map((gsdM) => {
    const runs =
      gsdM === DEFAULT_MODEL.imageryGsdM
        ? at(ZOOM)
        : simulate(footprints, {
            seed: SEED,
            tracesPerCell: TRACES,
            zooms: [ZOOM],
            model: { ...DEFAULT_MODEL, imageryGsdM: gsdM },
          });
    if (gsdM !== DEFAULT_MODEL.imageryGsdM) imageryTraces += runs.length;
    const simple = runs.filter(isSimple);
    const a = distribution(simple.map((r) => r.areaError));
    const p = distribution(simple.map((r) => r.priceError));
    const margin = marginOf(p.p90, pitchAllowance);
    const inside = coverage(
      simple.map((r) => r.priceError),
      margin,
    );
    const insidePitchOff = coverage(
      simple.map((r) => r.priceErrorPitchOff),
      margin,
    );
    imageryRows.push(
      row([
        metres(gsdM),
        IMAGERY_LABELS[gsdM] ?? '',
        pct(a.p90),
        pct(p.p90),
        `**±${pct(margin, 0)}**`,
        pct(inside),
        pct(insidePitchOff),
      ]),
    );
    return {
      gsdM,
      p90RelativeError: round4(a.p90),
      p90PriceError: round4(p.p90),
      margin,
      coverage: { pitchRight: round4(inside), pitchOneStepOff: round4(insidePitchOff) },
    };
  });
  const atDefault = byImagery.find((entry) => entry.gsdM === DEFAULT_IMAGERY_GSD_M);
  if (atDefault?.margin !== baseMargin) {
    console.error('The default imagery is not among the measured resolutions, or disagrees.');
    process.exit(1);
  }

  // Sensitivity of the simple-roof figures at the tracer's zoom to the model's assumptions.
  const simpleFootprints = footprints.filter((footprint) =>
    ['rectangle', 'l-shape'].includes(footprint.shape),
  );
  const sensitivityRows = SENSITIVITY.map(({ label, model }) => {
    const runs = simulate(simpleFootprints, {
      seed: SEED,
      tracesPerCell: TRACES,
      zooms: [ZOOM],
      model,
    });
    const a = distribution(runs.map((r) => r.areaError));
    const p = distribution(runs.map((r) => r.priceError));
    return row([label, pct(a.p90), signedPct(a.meanBias, 2), pct(p.p90)]);
  });

  const seconds = (performance.now() - started) / 1000;
  const measuredAt = new Date().toISOString();
  const cpu = cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Linux ${release()}, Node ${process.version}, load ${loadavg()[0]?.toFixed(2)} at the start`;
  const traces = results.length;

  const summary = [
    '',
    `Area error of a trace, |traced − true| ÷ true (seed ${SEED}, ${TRACES} traces per footprint and zoom)`,
    '| zoom | shape | p50 | p90 | p95 | p99 | mean bias |',
    '|---|---|---|---|---|---|---|',
    ...zoomRows,
    '',
    'Simple roofs: area and price per zoom',
    '| zoom | m per screen px | area p90 | price p90 | price p95 | self-crossing traces |',
    '|---|---|---|---|---|---|',
    ...priceRows,
    '',
    `Simple roofs at zoom ${ZOOM}, by size`,
    '| squares | area p50 | area p90 | area mean bias | price p90 |',
    '|---|---|---|---|---|',
    ...sizeRows,
    '',
    `Simple roofs at zoom ${ZOOM} per imagery resolution (the margin by the same method)`,
    '| imagery, m per px | what it is | area p90 | price p90 | margin | inside, pitch right | inside, pitch one step off |',
    '|---|---|---|---|---|---|---|',
    ...imageryRows,
    '',
    `Base margin at zoom ${ZOOM} on the default imagery (${metres(DEFAULT_IMAGERY_GSD_M)}): price p90 ${pct(price.p90)} + one pitch step ${pct(pitchAllowance)} → ±${pct(baseMargin, 0)}`,
    `  true price inside ±${pct(baseMargin, 0)}: ${pct(coverRight)} with the right pitch, ${pct(coverPitchOff)} with the pitch one step off`,
    '| shape | inside, pitch right | inside, pitch one step off |',
    '|---|---|---|',
    ...coverRows,
    '',
    `Sensitivity (simple roofs, zoom ${ZOOM})`,
    '| model | area p90 | area mean bias | price p90 |',
    '|---|---|---|---|',
    ...sensitivityRows,
    '',
    `${traces.toLocaleString('en-US')} traces (+ ${imageryTraces.toLocaleString('en-US')} on other imagery, + sensitivity runs) in ${seconds.toFixed(1)} s on ${machine}`,
  ].join('\n');
  console.log(summary);

  if (!WRITE) return;

  const calibration = `/*
 * How far a homeowner's trace on the satellite view lands from the true roof footprint, measured
 * by the calibration benchmark (\`npm run bench:measure\`, bench/measure-calibration.ts), which
 * rewrites this file: do not edit it by hand. Method, model and every figure:
 * docs/instant-quote-calibration.md. The instant quote's price range is as wide as these say.
 *
 * Relative errors are fractions (0.08 = 8 %). "Simple" roofs are rectangles and L-shapes traced
 * as one outline, sized 12–45 squares, in Jacksonville Beach, St. Augustine, Gainesville and
 * Fernandina Beach. Resolutions are ground metres per imagery pixel. The figures outside
 * \`byImagery\` are for the keyless default imagery (\`imageryGsdM\`); the server takes its margin
 * from \`byImagery\` for the imagery it is configured with (SATELLITE_IMAGERY_GSD_M).
 */
export const TRACE_CALIBRATION = {
  /** When the benchmark last ran (ISO), or null before its first run. */
  measuredAt: '${measuredAt}' as string | null,
  /** The zoom the tracer opens at and the figures below are for. */
  zoom: ${ZOOM},
  /**
   * The keyless default imagery's resolution, as measured: USGS The National Map tiles stop at
   * zoom ${USGS_NATIVE_ZOOM}, ${groundResolution(30.67, USGS_NATIVE_ZOOM).toFixed(2)}–${groundResolution(29.65, USGS_NATIVE_ZOOM).toFixed(2)} m per pixel in the four towns. \`baseMargin\` and
   * the figures beside it are for this imagery.
   */
  imageryGsdM: ${DEFAULT_IMAGERY_GSD_M},
  /** Relative area error of a trace, |traced − true| ÷ true, at its 90th percentile. */
  p90RelativeError: ${round4(area.p90)},
  /**
   * |true price ÷ quoted price − 1| at its 90th percentile with the right pitch: the area error
   * plus the quote's rounding to whole squares.
   */
  p90PriceError: ${round4(price.p90)},
  /** The largest change in roof surface one pitch step makes between 3/12 and 8/12. */
  pitchAllowance: ${round4(pitchAllowance)},
  /**
   * The half-width of the price range for a clean trace of a simple roof on the default imagery
   * (0.08 = ±8 %): p90PriceError + pitchAllowance, rounded up to a whole percent. The same as
   * \`byImagery\`'s margin at \`imageryGsdM\`.
   */
  baseMargin: ${baseMargin},
  /**
   * Per imagery resolution (m per imagery pixel, finest first), simple roofs at \`zoom\`: area and
   * price error at the 90th percentile, the margin by the same method as baseMargin, and the share
   * of traces whose true price falls within ±margin.
   */
  byImagery: ${JSON.stringify(byImagery)},
  /** Share of simulated simple-roof traces whose true price falls within ±baseMargin. */
  coverage: { pitchRight: ${round4(coverRight)}, pitchOneStepOff: ${round4(coverPitchOff)} },
  /** Area error of simple roofs at each zoom the tracer offers, on the default imagery. */
  byZoom: ${JSON.stringify(byZoom)},
  /** Area error at \`zoom\` on the default imagery per shape class (multi-face plans face by face). */
  byShape: ${JSON.stringify(byShape)},
  /** Simple roofs at \`zoom\` on the default imagery by size in squares: area and price p90. */
  bySize: ${JSON.stringify(bySize)},
  /** The run: seed, traces per footprint and zoom, and the click model (on the default imagery). */
  run: { seed: ${SEED}, tracesPerCell: ${TRACES}, model: ${JSON.stringify(DEFAULT_MODEL)} },
} as const;
`;
  writeFileSync(`${root}${CALIBRATION_FILE}`, calibration);
  // Biome's layout, so the generated file passes \`npm run lint\` as written.
  spawnSync(`${root}node_modules/.bin/biome`, ['format', '--write', CALIBRATION_FILE], {
    cwd: root,
    stdio: 'ignore',
  });

  writeFileSync(
    `${root}${DOC_FILE}`,
    renderDoc({
      measuredAt,
      machine,
      seconds,
      traces,
      commit: gitCommit(),
      check,
      zoomRows,
      priceRows,
      sizeRows,
      coverRows,
      sensitivityRows,
      area,
      price,
      pitchAllowance,
      baseMargin,
      coverRight,
      coverPitchOff,
      byZoom,
      imageryRows,
      imageryTraces,
      byImagery,
    }),
  );
  console.log(`\nWrote ${CALIBRATION_FILE} and ${DOC_FILE}.`);
}

interface DocInput {
  measuredAt: string;
  machine: string;
  seconds: number;
  traces: number;
  commit: string;
  check: ReturnType<typeof verifyFootprints>;
  zoomRows: string[];
  priceRows: string[];
  sizeRows: string[];
  coverRows: string[];
  sensitivityRows: string[];
  area: Distribution;
  price: Distribution;
  pitchAllowance: number;
  baseMargin: number;
  coverRight: number;
  coverPitchOff: number;
  byZoom: Record<number, ReturnType<typeof asFigures>>;
  imageryRows: string[];
  imageryTraces: number;
  byImagery: { gsdM: number; margin: number; p90RelativeError: number }[];
}

function renderDoc(input: DocInput): string {
  const m = DEFAULT_MODEL;
  const zoom21 = input.byZoom[21];
  const excessLow = sphericalExcess(Math.max(...PLACES.map((place) => place.lat)));
  const excessHigh = sphericalExcess(Math.min(...PLACES.map((place) => place.lat)));
  return `# Instant quote: how wide the price range is, measured

<!-- Written by \`npm run bench:measure\` (bench/measure-calibration.ts). Edit the generator, not this file. -->

The instant quote prices a roof a homeowner traced on the satellite view and shows a range around
that price. This page says how far a homeowner's trace lands from the true roof, measured by a
benchmark rather than guessed, and how the range's base half-width follows from it for imagery of
each resolution. The figures are in \`contracts/src/trace-calibration.ts\` (\`TRACE_CALIBRATION\`),
which the server's range reads; both files are rewritten by every run.

**Which figure the site uses.** The range follows the imagery the site is configured with:
\`SATELLITE_IMAGERY_GSD_M\` (ground metres per imagery pixel, read by the instant-quote service)
picks the margin of the finest measured resolution at or coarser than it
(\`TRACE_CALIBRATION.byImagery\`). Its default, ${DEFAULT_IMAGERY_GSD_M} m, is the keyless default imagery: USGS The
National Map tiles stop at zoom ${USGS_NATIVE_ZOOM} and the map enlarges them, ${groundResolution(30.67, USGS_NATIVE_ZOOM).toFixed(2)}–${groundResolution(29.65, USGS_NATIVE_ZOOM).toFixed(2)} m per
pixel in the four towns below, so the default range is **±${pct(input.baseMargin, 0)}**
(\`baseMargin\`). A site with commercial imagery sets its resolution (0.3 m for most commercial
satellite imagery, for example) and gets the narrower range measured for it:

| imagery, m per px | what it is | area p90 | price p90 | margin | inside, pitch right | inside, pitch one step off |
|---|---|---|---|---|---|---|
${input.imageryRows.join('\n')}

Simple roofs at zoom ${ZOOM}; margin = price p90 + one pitch step, rounded up to a whole percent;
"inside" is the share of traces whose true price falls within ±margin. Everything below is on the
default imagery unless it says otherwise.

**Result (zoom ${ZOOM}, the zoom the tracer opens at, on the default ${DEFAULT_IMAGERY_GSD_M} m imagery):** a simple roof's traced area is within
**${pct(input.area.p90)}** of the truth in 90 % of traces (median ${pct(input.area.p50)}, traces read
${signedPct(input.area.meanBias, 2)} on average). With the quote's rounding to whole squares the
price is within **${pct(input.price.p90)}** in 90 % of traces. Adding one pitch step
(${pct(input.pitchAllowance)}) for what the footprint cannot show gives the default base range
**±${pct(input.baseMargin, 0)}**. In the simulation the true price falls inside it in
${pct(input.coverRight)} of traces with the right pitch and in ${pct(input.coverPitchOff)} with the
pitch one step off.

## Run it

\`\`\`sh
npm run bench:measure                            # rewrites the two files (under a minute)
BENCH_CALIBRATION_WRITE=0 npm run bench:measure  # print only
BENCH_CALIBRATION_ZOOM=21 npm run bench:measure  # the margin for a tracer that opens at 21
\`\`\`

Also \`BENCH_CALIBRATION_SEED\` (default 25) and \`BENCH_CALIBRATION_TRACES\` (traces per footprint
and zoom, default 500). The same seed gives the same figures on any machine (wall time and the
machine line aside); the unit test
\`bench/calibration/calibration.test.ts\` checks the footprints and that determinism.

This run: ${input.measuredAt}, commit ${input.commit}, seed ${SEED}, ${input.traces.toLocaleString('en-US')}
traces on the default imagery, ${input.imageryTraces.toLocaleString('en-US')} on the other resolutions and ${SENSITIVITY.length} sensitivity runs in ${input.seconds.toFixed(1)} s on ${input.machine}.

## Method

**Known roofs.** ${input.check.footprints} footprints: four plan shapes × five sizes × four towns
(Jacksonville Beach 30.29° N, St. Augustine 29.89° N, Gainesville 29.65° N, Fernandina Beach
30.67° N), each turned by its own heading. Shapes: a 2:1 rectangle (a gable ranch, one outline); an
L (six corners, one reflex); a T of two faces, a main block and a wing one pitch step lower, each
traced on its own; a hip roof traced as four faces (two trapezoids, two triangles, the ridge and
hips clicked once for each face they bound). Sizes: ${ROOF_SIZES_SQUARES.join(', ')} squares of
roof surface (a 12-square ranch to a 45-square two-storey home) at 4/12 to 7/12, each town's copy
a fraction of a square off the round number (−0.375, −0.125, +0.125, +0.375) so rounding to whole
squares costs what it costs on real roofs. Each plan is built in metres east and north of an
origin, so its area is exact, and placed as WGS84 longitude/latitude (north along the meridian,
east along the point's own parallel, with WGS84's radii of curvature).

**Checked against the shared function.** Un-perturbed, the footprints measured with
\`facePlanAreaSqFt\` (contracts/src/roof-area.ts, on @turf/area) agree within
${pct(input.check.sphere, 5)} when built on the sphere @turf/area assumes (R = 6,371,008.8 m). Built
on WGS84, as real coordinates are, the shared function reads **${pct(excessLow, 2)} to
${pct(excessHigh, 2)} high** at these latitudes (largest seen: ${pct(input.check.wgs84, 3)}): that is
the sphere against the ellipsoid, R² ÷ (M·N) − 1, and nothing else (${pct(input.check.residual, 5)}
once removed). It is part of every figure below; small beside the click error, but the shared
function could remove it by scaling with R² ÷ (M·N) at the outline's latitude.

**A homeowner's clicks.** The tracer turns CSS pixels into ground with Web Mercator's resolution,
156,543.03392 × cos(latitude) ÷ 2^zoom metres per pixel: ${groundResolution(30.29, 18).toFixed(3)} m at
zoom 18, ${groundResolution(30.29, 20).toFixed(3)} m at 20 and ${groundResolution(30.29, 21).toFixed(3)} m at 21 in
Jacksonville Beach. The tracer opens at zoom 20 (\`ROOF_ZOOM\`, web/src/features/instant-quote/
satellite-map.tsx) and lets the homeowner zoom from 15 to 22; the figures cover 18–21 (below 18 a
house is a few dozen pixels; 22 is beyond any imagery's own resolution). Every corner of every face
is clicked, and lands away from the true corner by:

- **Scatter:** Gaussian, independent in x and y, σ drawn per trace uniformly from ${m.sigmaPx[0]} to
  ${m.sigmaPx[1]} CSS px. Aimed clicks scatter normally around the aim, with σ about a quarter of the
  target's effective width (Fitts' law's effective width, 4.133 σ, as ISO 9241-9 uses it); a roof
  corner on imagery is a soft target some 8–16 px across, which gives 2–4 px. The low end is a
  steady mouse, the high end a trackpad or a finger placing the crosshair with "add corner". A
  finger tapping directly is worse: see the sensitivity table (6 px).
- **Corner cutting:** with probability ${m.cornerCutProbability}, a corner lands ${m.cornerCutPx[0]}–${m.cornerCutPx[1]} px
  (uniform) inside the face along the bisector of its angle. The corner's own marker (5 px) covers
  the point being clicked, and eaves are soft, shadowed lines: people put the point on what they
  see as roof. This makes traces read small on average (the mean bias).
- **The imagery:** each traced edge is placed anywhere within one imagery pixel of the true eave
  line: a sideways shift of the whole edge, σ = GSD ÷ √12, where GSD is the imagery's ground
  sample distance (metres per imagery pixel, not per screen pixel: enlarged beyond its own
  resolution, imagery shows no sharper an eave). The default figures use ${m.imageryGsdM} m, the keyless
  default USGS tiles (zoom ${USGS_NATIVE_ZOOM}; NAIP's own 0.6 m is lost in those tiles); the table
  above repeats the tracer's zoom with ${IMAGERY_GSDS_M.map((gsd) => `${gsd} m`).join(', ')} imagery, the same clicks (the
  same random streams) on each.
- **Faces are traced independently:** a corner two faces share is clicked once for each (no
  snapping), so multi-face traces gain small gaps and overlaps, as real ones do.

**Measured like the server.** Each traced face goes through \`facePlanAreaSqFt\`; the roof's squares
through \`roofSquaresOf\` (faces' surfaces added, rounded once to whole squares), exactly as the
server prices. Area error = traced plan area ÷ true plan area − 1. Price error = true squares
(unrounded surface ÷ 100: what a crew measuring on the roof finds) ÷ quoted squares − 1; the range
±m around the quoted price holds the true price when |price error| ≤ m. Percentiles are of the
absolute error (linear interpolation); the mean bias is signed. Random numbers: mulberry32, one
stream per (seed, footprint, zoom).

**Not modelled** (they are review reasons or the inspection route, not range width): eaves hidden
by trees, outdated imagery, bump-outs and dormers left out of the trace, overlapping faces and
self-crossing outlines (counted below; the server widens the range and sends them to review), and
building lean (orthoimagery shifts a roof but keeps its shape).

## Figures

### Area error per zoom and shape class (default imagery)

The absolute relative error, |traced − true| ÷ true, ${TRACES} traces per footprint and zoom (${(TRACES * 20).toLocaleString('en-US')}
per shape class and zoom).

| zoom | shape | p50 | p90 | p95 | p99 | mean bias |
|---|---|---|---|---|---|---|
${input.zoomRows.join('\n')}

### Simple roofs per zoom: area and price (default imagery)

Price error includes rounding to whole squares. "Self-crossing" is the share of all traces (every
shape) with a face whose outline crosses itself or turns inside out, which the server flags for
review: at zoom 18 the corners of small faces scatter past each other. They are kept in every
figure.

| zoom | m per screen px (mean latitude) | area p90 | price p90 | price p95 | self-crossing traces |
|---|---|---|---|---|---|
${input.priceRows.join('\n')}

### Simple roofs at zoom ${ZOOM} by size (default imagery)

Small roofs are the hard case: the same click error is a larger share of a small area, and one
square of rounding is a larger share of twelve.

| squares | area p50 | area p90 | area mean bias | price p90 |
|---|---|---|---|---|
${input.sizeRows.join('\n')}

### The default base margin and what it covers

baseMargin = price p90 of simple roofs at zoom ${ZOOM} on the default ${DEFAULT_IMAGERY_GSD_M} m imagery (${pct(input.price.p90)}) + one pitch step
(${pct(input.pitchAllowance)}), rounded up to a whole percent = **±${pct(input.baseMargin, 0)}**.

Why add a pitch step: the footprint fixes the plan area, but the roof surface is plan × pitch
factor, and the homeowner picks the pitch from a list. Someone who picks the neighbouring pitch
changes the surface by up to ${pct(input.pitchAllowance)} between 3/12 and 8/12 (7/12 against 8/12;
5/12 against 6/12 is 3.2 %). Pitches of 8/12 and steeper get their own additions on the server
(services/instant-quote/src/domain/price-instant-quote.ts). The allowance is added, not combined statistically, so the
range stays honest for a homeowner who is one step off; with the right pitch it covers more than 90 %.
Every resolution's margin in the table at the top is made the same way.

Share of traces at zoom ${ZOOM} whose true price falls within ±${pct(input.baseMargin, 0)} of the
quote (pitch one step off: every face's pitch moved one step up or down at random):

| shape | inside, pitch right | inside, pitch one step off |
|---|---|---|
${input.coverRows.join('\n')}

Multi-face plans traced face by face read a little worse than simple ones (the tables above); the
server's additions for many faces, steep pitches and small or large roofs come on top of the base.

### Sensitivity to the model (simple roofs, zoom ${ZOOM}, default imagery)

Imagery resolution is in the table at the top.

| model | area p90 | area mean bias | price p90 |
|---|---|---|---|
${input.sensitivityRows.join('\n')}

## What follows

- Imagery matters most: the default ${DEFAULT_IMAGERY_GSD_M} m tiles give ±${pct(input.baseMargin, 0)}, 0.3 m imagery
  ±${pct(input.byImagery[0]?.margin ?? Number.NaN, 0)}. Configuring sharper imagery (with \`SATELLITE_IMAGERY_GSD_M\` set to its
  resolution) narrows every range; a default that serves NAIP at its own 0.6 m would give
  ±${pct(input.byImagery.find((entry) => entry.gsdM === 0.6)?.margin ?? Number.NaN, 0)}.
- Zoom matters next, and less the coarser the imagery (an enlarged pixel is no sharper): on the
  default imagery at zoom 21 a simple roof's area p90 is
  ${zoom21 ? pct(zoom21.p90) : 'n/a'} against ${pct(input.area.p90)} at ${ZOOM}. Opening the tracer
  at the largest zoom at which the house still fits the 400 px box (at zoom 21 the box is about
  26 m of ground: most single-storey homes here), or
  asking the homeowner to zoom in before the last corner, narrows every range;
  \`BENCH_CALIBRATION_ZOOM=21 npm run bench:measure\` gives the margin for that.
- The range is widest for small roofs; the server already adds to the margin below 8 squares.
- The shared area function's spherical over-read (about +0.1 %) could be corrected at no cost.
`;
}

main();
