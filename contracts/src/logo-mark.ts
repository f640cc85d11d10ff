/**
 * The roofline-over-waves mark as data: the site's header and footer and the printed documents
 * draw it from here, so there is one drawing (web/public/favicon.svg is the same, as a file).
 */
export const LOGO_MARK = {
  viewBox: '0 0 64 64',
  tile: { width: '64', height: '64', rx: '14', fill: '#0b2545' },
  strokes: [
    {
      d: 'M10 34 32 14l22 20',
      stroke: '#f4d9b0',
      strokeWidth: '6',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    { d: 'M18 32v14h28V32', stroke: '#f4d9b0', strokeWidth: '5', strokeLinejoin: 'round' },
    {
      d: 'M8 52c6-4 10-4 16 0s10 4 16 0 10-4 16 0',
      stroke: '#5fb3d9',
      strokeWidth: '4',
      strokeLinecap: 'round',
    },
  ],
} as const;
