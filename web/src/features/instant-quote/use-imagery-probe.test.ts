import { describe, expect, it } from 'vitest';
import { SERVICE_AREA_CENTRE, tileUrlAt } from './use-imagery-probe.ts';

describe('the tile the imagery probe loads', () => {
  it('is the XYZ tile holding the point, as Leaflet asks for it', () => {
    const usgs =
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}';
    // 412 Ocean Blvd, Jacksonville Beach, at the USGS cache's deepest zoom.
    expect(tileUrlAt(usgs, 30.2947, -81.3931, 16)).toBe(
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/16/26976/17950',
    );
    expect(tileUrlAt('https://{s}.t.example/{z}/{x}/{y}{r}.png', 0, 0, 1)).toBe(
      'https://a.t.example/1/1/1.png',
    );
    // The service area before an address is found: the coast around the office.
    expect(
      tileUrlAt(
        'http://127.0.0.1:1/{z}/{y}/{x}',
        SERVICE_AREA_CENTRE.lat,
        SERVICE_AREA_CENTRE.lng,
        16,
      ),
    ).toBe('http://127.0.0.1:1/16/26978/17948');
  });
});
