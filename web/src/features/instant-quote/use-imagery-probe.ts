import type { SiteConfig } from '@roofing/contracts/http/site-config';
import { useCallback, useEffect, useState } from 'react';

type Satellite = NonNullable<SiteConfig['satellite']>;

/**
 * Where the probe looks before an address is found: our office in Jacksonville Beach, the middle
 * of the coast we serve.
 */
export const SERVICE_AREA_CENTRE = { lat: 30.2866, lng: -81.4044 };

/** A tile that has not arrived by then is not coming (offline, blocked, a stalled server). */
export const PROBE_TIMEOUT_MS = 8000;

/**
 * `checking`: one tile is on its way; `ok`: it arrived as a picture; `failed`: it did not (an
 * error status, a blocked or unreachable host, no imagery of the place, the timeout, or the map
 * reporting that its tiles fail). `off`: the site has no imagery configured.
 */
export type ImageryProbeState = 'off' | 'checking' | 'ok' | 'failed';

/** The XYZ address of the tile holding a point at a zoom (Web Mercator, as Leaflet asks for it). */
export function tileUrlAt(template: string, lat: number, lng: number, zoom: number): string {
  const scale = 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = Math.floor(((lng + 180) / 360) * scale);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale);
  const clamp = (value: number) => Math.min(scale - 1, Math.max(0, value));
  return template
    .replace(/\{z\}/g, String(zoom))
    .replace(/\{x\}/g, String(clamp(x)))
    .replace(/\{y\}/g, String(clamp(y)))
    .replace(/\{s\}/g, 'a')
    .replace(/\{r\}/g, '');
}

/** Loads one image; resolves whether it arrived as a picture within the timeout. */
function loads(url: string, timeoutMs: number): { done: Promise<boolean>; cancel(): void } {
  const image = new Image();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (ok: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => {
    settle = (ok) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    };
  });
  image.onload = () => settle(image.naturalWidth > 0);
  image.onerror = () => settle(false);
  timer = setTimeout(() => settle(false), timeoutMs);
  image.decoding = 'async';
  image.src = url;
  return {
    done,
    cancel: () => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      image.src = '';
    },
  };
}

/**
 * Whether the satellite tiles actually load in this browser: one tile is fetched where the map
 * will open (the found address, or the service area before one is found) at the deepest zoom the
 * imagery has. Having the imagery configured is not enough: the visitor may be offline, a
 * network or an extension may block the host, or the place may have no imagery. A failure is
 * final for the page (the visitor is told once and given manual entry, not a flickering map);
 * `markFailed` lets the map report tiles failing later on.
 */
export function useImageryProbe(
  satellite: Satellite | null | undefined,
  point: { lat: number; lng: number } | null,
): { state: ImageryProbeState; markFailed: () => void } {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const where = point ?? SERVICE_AREA_CENTRE;
  const url = satellite
    ? tileUrlAt(satellite.tileUrl, where.lat, where.lng, satellite.maxNativeZoom)
    : null;

  useEffect(() => {
    if (!url || failed) return;
    const probe = loads(url, PROBE_TIMEOUT_MS);
    let current = true;
    void probe.done.then((ok) => {
      if (!current) return;
      if (ok) setLoaded(url);
      else setFailed(true);
    });
    return () => {
      current = false;
      probe.cancel();
    };
  }, [url, failed]);

  const markFailed = useCallback(() => setFailed(true), []);
  const state: ImageryProbeState = !satellite
    ? 'off'
    : failed
      ? 'failed'
      : loaded === url
        ? 'ok'
        : 'checking';
  return { state, markFailed };
}
