import 'leaflet/dist/leaflet.css';
import type { SiteConfig } from '@roofing/contracts/http/site-config';
import type { Map as LeafletMap, LeafletMouseEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polygon,
  Polyline,
  TileLayer,
  useMapEvents,
} from 'react-leaflet';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import type { LngLat } from './roof-geometry.ts';
import { MAP_HEIGHT_PX } from './satellite-map-size.ts';

/** Close enough to see the ridge lines and corners of one house. */
export const ROOF_ZOOM = 20;

type Satellite = NonNullable<SiteConfig['satellite']>;

/** Leaflet writes the attribution as HTML: the configured credit is shown as plain text. */
function asText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function ClickToTrace({ onAddPoint }: { onAddPoint: (point: LngLat) => void }) {
  useMapEvents({
    click(event: LeafletMouseEvent) {
      onAddPoint([event.latlng.lng, event.latlng.lat]);
    },
  });
  return null;
}

interface SatelliteMapProps {
  satellite: Satellite;
  center: { lat: number; lng: number };
  points: readonly LngLat[];
  onAddPoint: (point: LngLat) => void;
  label: string;
}

/**
 * The satellite view of the property: each click adds a corner of the roof outline. The corners
 * are dots joined by a line, closed into a shaded shape from the third corner on. Keyboard users
 * move the map with the arrow keys and add the corner under the crosshair with the button.
 */
export function SatelliteMap({ satellite, center, points, onAddPoint, label }: SatelliteMapProps) {
  const [map, setMap] = useState<LeafletMap | null>(null);
  const t = useT(messages);
  const positions = points.map(([lng, lat]) => [lat, lng] as [number, number]);

  // A new address moves the view; the tracer keeps its own zoom otherwise.
  useEffect(() => {
    map?.setView([center.lat, center.lng], ROOF_ZOOM);
  }, [map, center.lat, center.lng]);

  // The map is a focusable region: give it a name screen readers announce.
  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);

  const addCentre = () => {
    if (!map) return;
    const middle = map.getCenter();
    onAddPoint([middle.lng, middle.lat]);
  };

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl border border-navy-200">
        <MapContainer
          ref={setMap}
          center={[center.lat, center.lng]}
          zoom={ROOF_ZOOM}
          maxZoom={22}
          minZoom={15}
          scrollWheelZoom={false}
          doubleClickZoom={false}
          style={{ height: MAP_HEIGHT_PX, cursor: 'crosshair' }}
        >
          <TileLayer
            url={satellite.tileUrl}
            attribution={asText(satellite.attribution)}
            maxNativeZoom={satellite.maxNativeZoom}
            maxZoom={22}
          />
          <ClickToTrace onAddPoint={onAddPoint} />
          {positions.length >= 3 ? (
            <Polygon
              positions={positions}
              interactive={false}
              pathOptions={{ color: '#f97316', weight: 3, fillColor: '#fb923c', fillOpacity: 0.3 }}
            />
          ) : positions.length === 2 ? (
            <Polyline
              positions={positions}
              interactive={false}
              pathOptions={{ color: '#f97316', weight: 3 }}
            />
          ) : null}
          {positions.map((position, index) => (
            <CircleMarker
              // Points are only ever added at the end or cleared: the index is stable.
              key={index}
              center={position}
              radius={5}
              pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#ea580c', fillOpacity: 1 }}
              interactive={false}
            />
          ))}
        </MapContainer>
        {/* The crosshair marks where "Add corner at the crosshair" puts a point. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/80 print:hidden"
        />
      </div>
      <div className="mt-2 flex flex-wrap items-baseline gap-x-3 print:hidden">
        <button
          type="button"
          onClick={addCentre}
          className="min-h-11 text-sm font-semibold text-navy-800 underline underline-offset-4"
        >
          {t('addCorner')}
        </button>
        <span className="text-sm text-slate-600">{t('keyboardHint')}</span>
      </div>
    </div>
  );
}
