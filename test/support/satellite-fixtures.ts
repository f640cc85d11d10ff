import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/**
 * What the instant-quote tests point SATELLITE_TILE_URL, GEOCODER_URL and IMAGERY_METADATA_URL at
 * (the product's defaults are USGS and the Census Bureau on the internet, which no test reaches):
 * a tile server answering every tile with one generated test picture (or, to test failing
 * imagery, with an error status), a geocoder that knows some addresses and answers in
 * Nominatim's or the Census Bureau's shape, and an ArcGIS-shaped imagery catalogue that says when
 * a place was flown. Plus Leaflet's Web Mercator maths, to know where a click lands on the earth.
 */

const TILE_SIZE = 256;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256 × 256 RGB PNG: grass green with a grey checker of "roofs" and a label-free grid. */
export function testTilePng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_SIZE; y++) {
    const row = Buffer.alloc(1 + TILE_SIZE * 3);
    for (let x = 0; x < TILE_SIZE; x++) {
      const grid = x % 32 === 0 || y % 32 === 0;
      const roof = Math.floor(x / 64) % 2 === Math.floor(y / 64) % 2;
      const [r, g, b] = grid ? [230, 230, 230] : roof ? [118, 112, 104] : [74, 122, 66];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FixtureServer {
  url: string;
  /** Paths requested so far (with query), oldest first. */
  requests: string[];
  userAgents: string[];
  close(): Promise<void>;
}

async function serve(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * GET /tiles/{z}/{y}/{x}.png → the test tile; with `status`, every tile is that error instead
 * (404: no imagery there, 500: a broken server).
 */
export async function startTileServer(options: { status?: number } = {}): Promise<FixtureServer> {
  const png = testTilePng();
  const requests: string[] = [];
  const { server, url } = await serve((request, response) => {
    requests.push(request.url ?? '');
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '') || options.status) {
      response.writeHead(options.status ?? 404, { 'content-type': 'text/plain' }).end('no tile');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  return {
    url,
    requests,
    userAgents: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface KnownPlace {
  /** Matched case-insensitively anywhere in the query. */
  street: string;
  lat: number;
  lng: number;
  displayName: string;
}

/**
 * Nominatim's shape: GET /search?format=json&q=…&limit=1 → [{ lat, lon, display_name }] or [].
 * The Census Bureau's (`kind: 'census'`): GET /locations/onelineaddress?address=…&benchmark=…
 * &format=json → {result: {addressMatches: [{matchedAddress, coordinates: {x, y}}]}}, as its
 * documentation shows it (numbers, longitude x, latitude y; no match: an empty list).
 */
export async function startGeocoder(
  places: KnownPlace[],
  options: { kind?: 'nominatim' | 'census' } = {},
): Promise<FixtureServer> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const census = options.kind === 'census';
  const { server, url } = await serve((request, response) => {
    requests.push(request.url ?? '');
    userAgents.push(request.headers['user-agent'] ?? '');
    const address = new URL(request.url ?? '/', 'http://geocoder');
    const expected = census ? '/locations/onelineaddress' : '/search';
    if (address.pathname !== expected) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const q = (address.searchParams.get(census ? 'address' : 'q') ?? '').toLowerCase();
    const found = places.find((place) => q.includes(place.street.toLowerCase()));
    const body = census
      ? {
          result: {
            input: {
              address: { address: address.searchParams.get('address') },
              benchmark: { id: '4', benchmarkName: 'Public_AR_Current', isDefault: false },
            },
            addressMatches: found
              ? [
                  {
                    tigerLine: { side: 'L', tigerLineId: '76355984' },
                    matchedAddress: found.displayName,
                    coordinates: { x: found.lng, y: found.lat },
                    addressComponents: { state: 'FL' },
                  },
                ]
              : [],
          },
        }
      : found
        ? [{ lat: String(found.lat), lon: String(found.lng), display_name: found.displayName }]
        : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    url,
    requests,
    userAgents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An ArcGIS image service's catalogue (USGS NAIP Plus's shape): GET /query?geometry=lng,lat&… →
 * {features: [{attributes}]} with the given items' attributes wherever the point falls. With
 * `status`, every query answers that error.
 */
export async function startImageryCatalogue(
  items: Array<Record<string, unknown>>,
  options: { status?: number } = {},
): Promise<FixtureServer> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const { server, url } = await serve((request, response) => {
    requests.push(request.url ?? '');
    userAgents.push(request.headers['user-agent'] ?? '');
    const address = new URL(request.url ?? '/', 'http://catalogue');
    if (options.status || address.pathname !== '/query') {
      response.writeHead(options.status ?? 404, { 'content-type': 'text/plain' }).end('no');
      return;
    }
    const body = {
      objectIdFieldName: 'OBJECTID',
      features: items.map((attributes) => ({ attributes })),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    url,
    requests,
    userAgents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Leaflet's EPSG:3857: spherical Mercator on a sphere of 6,378,137 m, 256 × 2^zoom pixels wide.
const R = 6378137;
const worldPixels = (zoom: number) => TILE_SIZE * 2 ** zoom;

export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const sin = Math.sin((lat * Math.PI) / 180);
  const mx = (R * lng * Math.PI) / 180;
  const my = (R * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = worldPixels(zoom);
  return { x: scale * (0.5 + mx / (2 * Math.PI * R)), y: scale * (0.5 - my / (2 * Math.PI * R)) };
}

export function unproject(x: number, y: number, zoom: number): [number, number] {
  const scale = worldPixels(zoom);
  const mx = (x / scale - 0.5) * 2 * Math.PI * R;
  const my = (0.5 - y / scale) * 2 * Math.PI * R;
  const lng = (mx / R) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(my / R)) - Math.PI / 2) * (180 / Math.PI);
  return [lng, lat];
}

/**
 * The [lng, lat] Leaflet reports for a click at a point of the map's container, right after it
 * was centred: its pixel origin is the centre's pixel minus half the size, rounded.
 */
export function containerPointToLngLat(
  center: { lat: number; lng: number },
  zoom: number,
  size: { width: number; height: number },
  point: { x: number; y: number },
): [number, number] {
  const middle = project(center.lat, center.lng, zoom);
  const originX = Math.round(middle.x - size.width / 2);
  const originY = Math.round(middle.y - size.height / 2);
  return unproject(originX + point.x, originY + point.y, zoom);
}
