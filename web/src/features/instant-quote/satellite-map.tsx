import 'leaflet/dist/leaflet.css';
import './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { SiteConfig } from '@roofing/contracts/http/site-config';
import L, { type Map as LeafletMap, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polygon,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { MAP_HEIGHT_PX } from './satellite-map-size.ts';
import type { LngLat, RoofFace } from './trace-editor.ts';

/** Close enough to see the ridge lines and corners of one house. */
export const ROOF_ZOOM = 20;
/** A click this close (screen pixels) to a corner already traced lands on it: shared corners meet. */
const SNAP_PX = 10;
/** Tile errors with no tile loaded that mean the imagery is not reaching this browser. */
const FAILED_TILES = 4;

type Satellite = NonNullable<SiteConfig['satellite']>;

/** What the tools beside the map need from it: the crosshair's place, and moving the view. */
export interface MapController {
  /** The point under the crosshair (the map's centre). */
  centre(): LngLat;
  /** Moves the view so the point is under the crosshair. */
  panTo(point: LngLat): void;
}

const SELECTED_STYLE = { color: '#f97316', weight: 3, fillColor: '#fb923c', fillOpacity: 0.3 };
const OTHER_STYLE = { color: '#38bdf8', weight: 2, fillColor: '#7dd3fc', fillOpacity: 0.25 };
const CORNER_STYLE = { color: '#ffffff', weight: 2, fillColor: '#ea580c', fillOpacity: 1 };

const latLngOf = ([lng, lat]: LngLat): [number, number] => [lat, lng];

/** Leaflet writes the attribution as HTML: the configured credit is shown as plain text. */
function asText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface SatelliteMapProps {
  satellite: Satellite;
  center: { lat: number; lng: number };
  label: string;
  faces: readonly RoofFace[];
  selectedId: number | null;
  /** Clicks add corners to the selected face. */
  tracing: boolean;
  /** The selected face's corner the keyboard tools act on. */
  corner: number | null;
  onAddCorner: (point: LngLat) => void;
  onFinishFace: () => void;
  onSelectFace: (id: number) => void;
  /** A corner dragged, inserted at a mid-point or removed on the map (leaflet-geoman). */
  onEditOutline: (id: number, outline: LngLat[]) => void;
  /** The outline while a corner is being dragged (null when the drag ends): for live figures. */
  onPreviewOutline: (id: number, outline: LngLat[] | null) => void;
  onReady: (controller: MapController | null) => void;
  /** Tiles keep failing and none has loaded: the imagery does not reach this browser. */
  onTilesFailed?: () => void;
}

/**
 * The satellite view of the property. While a face is being traced each click adds a corner;
 * the selected face is edited with leaflet-geoman (drag a corner, click a mid-point to insert
 * one, right-click a corner to remove it). Keyboard and single-pointer users do all of it with
 * the crosshair and the tools beside the map (WCAG 2.2 SC 2.5.7).
 */
export function SatelliteMap(props: SatelliteMapProps) {
  const { satellite, center, label, faces, selectedId, tracing, corner } = props;
  const [map, setMap] = useState<LeafletMap | null>(null);
  const tileCounts = useRef({ loaded: 0, failed: 0, told: false });
  const callbacks = useRef(props);
  callbacks.current = props;

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

  useEffect(() => {
    if (!map) return;
    callbacks.current.onReady({
      centre: () => {
        const middle = map.getCenter();
        return [middle.lng, middle.lat];
      },
      panTo: (point) => map.panTo(latLngOf(point)),
    });
    return () => callbacks.current.onReady(null);
  }, [map]);

  // The editing handles are for the pointer; the tools beside the map do the same by keyboard.
  // Out of the tab order and hidden from screen readers, so they are not nameless buttons.
  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    const quieten = () => {
      for (const handle of container.querySelectorAll<HTMLElement>('.marker-icon')) {
        if (handle.getAttribute('aria-hidden') === 'true') continue;
        handle.setAttribute('tabindex', '-1');
        handle.setAttribute('aria-hidden', 'true');
        handle.removeAttribute('role');
      }
    };
    const observer = new MutationObserver(quieten);
    observer.observe(container, { childList: true, subtree: true });
    quieten();
    return () => observer.disconnect();
  }, [map]);

  const selected = faces.find((face) => face.id === selectedId);
  const selectedCorner =
    selected && corner !== null ? (selected.outline[corner] ?? undefined) : undefined;

  return (
    <div className="relative overflow-hidden rounded-xl border border-navy-200">
      <MapContainer
        ref={setMap}
        center={[center.lat, center.lng]}
        zoom={ROOF_ZOOM}
        maxZoom={22}
        minZoom={15}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        keyboardPanDelta={20}
        style={{ height: MAP_HEIGHT_PX, cursor: tracing ? 'crosshair' : '' }}
      >
        <TileLayer
          url={satellite.tileUrl}
          attribution={asText(satellite.attribution)}
          maxNativeZoom={satellite.maxNativeZoom}
          maxZoom={22}
          eventHandlers={{
            tileload: () => {
              tileCounts.current.loaded += 1;
            },
            tileerror: () => {
              const counts = tileCounts.current;
              counts.failed += 1;
              if (!counts.told && counts.loaded === 0 && counts.failed >= FAILED_TILES) {
                counts.told = true;
                callbacks.current.onTilesFailed?.();
              }
            },
          }}
        />
        <ClickToTrace
          faces={faces}
          selected={tracing ? selected : undefined}
          onAddCorner={(point) => callbacks.current.onAddCorner(point)}
          onFinishFace={() => callbacks.current.onFinishFace()}
        />
        {faces.map((face, index) =>
          face.id === selectedId ? null : (
            <OtherFace
              key={`${face.id}-${tracing}`}
              face={face}
              number={index + 1}
              interactive={!tracing}
              onSelect={() => callbacks.current.onSelectFace(face.id)}
            />
          ),
        )}
        {selected &&
          (selected.outline.length >= 3 ? (
            <EditableFace
              face={selected}
              number={faces.indexOf(selected) + 1}
              tracing={tracing}
              onEdit={(outline) => callbacks.current.onEditOutline(selected.id, outline)}
              onPreview={(outline) => callbacks.current.onPreviewOutline(selected.id, outline)}
              onFinish={() => callbacks.current.onFinishFace()}
            />
          ) : (
            <>
              {selected.outline.length === 2 && (
                <Polyline
                  positions={selected.outline.map(latLngOf)}
                  interactive={false}
                  pathOptions={{ color: SELECTED_STYLE.color, weight: 3 }}
                />
              )}
              {selected.outline.map((point, index) => (
                <CircleMarker
                  // Corners of a face being started are only ever added at the end.
                  key={index}
                  center={latLngOf(point)}
                  radius={5}
                  interactive={false}
                  pathOptions={CORNER_STYLE}
                />
              ))}
            </>
          ))}
        {selectedCorner && (
          <CircleMarker
            center={latLngOf(selectedCorner)}
            radius={11}
            interactive={false}
            pmIgnore
            snapIgnore
            pathOptions={{ color: '#facc15', weight: 3, fill: false }}
          />
        )}
      </MapContainer>
      {/* The crosshair marks where "Add corner at the crosshair" puts a point. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white/90 shadow-[0_0_0_1px_rgba(0,0,0,0.5)] print:hidden"
      >
        <span className="absolute top-1/2 left-1/2 size-1 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
      </span>
    </div>
  );
}

/** Clicks add a corner to the face being traced; one on its first corner closes it. */
function ClickToTrace({
  faces,
  selected,
  onAddCorner,
  onFinishFace,
}: {
  faces: readonly RoofFace[];
  selected: RoofFace | undefined;
  onAddCorner: (point: LngLat) => void;
  onFinishFace: () => void;
}) {
  const map = useMapEvents({
    click(event: LeafletMouseEvent) {
      if (!selected) return;
      const clicked = map.latLngToContainerPoint(event.latlng);
      let nearest: { point: LngLat; distance: number; first: boolean } | undefined;
      for (const face of faces)
        face.outline.forEach((point, index) => {
          const distance = clicked.distanceTo(map.latLngToContainerPoint(latLngOf(point)));
          if (distance <= SNAP_PX && (!nearest || distance < nearest.distance))
            nearest = { point, distance, first: face === selected && index === 0 };
        });
      if (nearest?.first && selected.outline.length >= 3) onFinishFace();
      else onAddCorner(nearest?.point ?? [event.latlng.lng, event.latlng.lat]);
    },
  });
  return null;
}

/** A face not being edited: a click on it selects it (not while another is being traced). */
function OtherFace({
  face,
  number,
  interactive,
  onSelect,
}: {
  face: RoofFace;
  number: number;
  interactive: boolean;
  onSelect: () => void;
}) {
  if (face.outline.length < 2) return null;
  const positions = face.outline.map(latLngOf);
  const events = { click: onSelect };
  return face.outline.length === 2 ? (
    <Polyline
      positions={positions}
      interactive={interactive}
      eventHandlers={events}
      pathOptions={OTHER_STYLE}
    />
  ) : (
    <Polygon
      positions={positions}
      interactive={interactive}
      bubblingMouseEvents={false}
      eventHandlers={events}
      pathOptions={OTHER_STYLE}
    >
      <Tooltip permanent direction="center" className="roof-face-label">
        {number}
      </Tooltip>
    </Polygon>
  );
}

/**
 * The selected face under leaflet-geoman's edit mode. The layer is made afresh whenever the
 * outline changes from outside (undo, the keyboard tools), and reports each edit it makes.
 */
function EditableFace({
  face,
  number,
  tracing,
  onEdit,
  onPreview,
  onFinish,
}: {
  face: RoofFace;
  number: number;
  tracing: boolean;
  onEdit: (outline: LngLat[]) => void;
  onPreview: (outline: LngLat[] | null) => void;
  onFinish: () => void;
}) {
  const map = useMap();
  const handlers = useRef({ onEdit, onPreview, onFinish, tracing });
  handlers.current = { onEdit, onPreview, onFinish, tracing };
  const outlineKey = JSON.stringify(face.outline);

  useEffect(() => {
    const outline = JSON.parse(outlineKey) as LngLat[];
    const layer = L.polygon(outline.map(latLngOf), {
      ...SELECTED_STYLE,
      // Clicks inside the face being traced still reach the map and add a corner.
      bubblingMouseEvents: true,
    });
    layer.addTo(map);
    layer.bindTooltip(String(number), {
      permanent: true,
      direction: 'center',
      className: 'roof-face-label',
    });
    layer.pm.enable({
      allowSelfIntersection: true,
      // Below three corners a face is removed with its own button, never by accident.
      removeLayerBelowMinVertexCount: false,
      snappable: true,
      snapDistance: 12,
      draggable: false,
    });
    const current = (): LngLat[] =>
      (layer.getLatLngs()[0] as L.LatLng[]).map((point) => [point.lng, point.lat]);
    layer.on('pm:markerdrag', () => handlers.current.onPreview(current()));
    layer.on('pm:edit', () => {
      handlers.current.onPreview(null);
      handlers.current.onEdit(current());
    });
    layer.on('pm:vertexclick', (event) => {
      const path = event.indexPath as unknown as number[];
      if (handlers.current.tracing && path.at(-1) === 0) handlers.current.onFinish();
    });
    return () => {
      layer.pm.disable();
      // Removed first: the layer's own listeners take its tooltip off the map with it.
      layer.remove();
      layer.unbindTooltip();
      layer.off();
    };
  }, [map, outlineKey, number]);

  return null;
}
