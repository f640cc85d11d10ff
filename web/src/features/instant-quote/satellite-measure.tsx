import { ROOF_PITCHES, type RoofPitch } from '@roofing/contracts';
import type { GeocodeResult, SiteConfig } from '@roofing/contracts/http/site-config';
import { lazy, Suspense } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGeocodeAddress } from '../../api/instant-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/form-controls.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { thousands } from '../../lib/format.ts';
import { messages } from './messages.ts';
import { type LngLat, planAreaSqFt, roofSquares } from './roof-geometry.ts';
import { MAP_HEIGHT_PX } from './satellite-map-size.ts';

// Leaflet is fetched only when a visitor actually opens the satellite view.
const SatelliteMap = lazy(() =>
  import('./satellite-map.tsx').then((module) => ({ default: module.SatelliteMap })),
);

export interface SatelliteTrace {
  location: GeocodeResult | null;
  points: LngLat[];
  pitch: RoofPitch;
}

export const EMPTY_TRACE: SatelliteTrace = { location: null, points: [], pitch: '6/12' };

interface SatelliteMeasureProps {
  satellite: NonNullable<SiteConfig['satellite']>;
  /** The street address, city and ZIP as typed in the form, joined for the geocoder. */
  address: string;
  trace: SatelliteTrace;
  onTraceChange: (trace: SatelliteTrace) => void;
  onChangeAddress: () => void;
}

/**
 * Roof size by satellite tracing (public-site §4): address first, then the satellite view of it;
 * each click adds a corner; from the third corner the area and the roof squares show.
 */
export function SatelliteMeasure({
  satellite,
  address,
  trace,
  onTraceChange,
  onChangeAddress,
}: SatelliteMeasureProps) {
  const geocode = useGeocodeAddress();
  const { toast } = useToast();
  const t = useT(messages);

  const findAddress = () => {
    if (address.trim() === '') {
      toast({
        variant: 'destructive',
        title: t('addressRequiredTitle'),
        description: t('addressRequiredDescription'),
      });
      return;
    }
    geocode.mutate(address.trim(), {
      onSuccess: (location) => onTraceChange({ ...trace, location, points: [] }),
    });
  };

  if (!trace.location) {
    const notFound = geocode.error instanceof ApiError && geocode.error.status === 404;
    return (
      <div className="rounded-xl border border-dashed border-navy-300 bg-navy-50/50 p-5">
        <p className="text-slate-800">{t('satelliteIntro')}</p>
        <Button
          type="button"
          className="mt-4"
          onClick={findAddress}
          disabled={geocode.isPending}
          aria-describedby={geocode.isError ? 'geocode-error' : undefined}
        >
          {geocode.isPending ? t('finding') : t('viewSatellite')}
        </Button>
        {geocode.isError && (
          <p id="geocode-error" role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {notFound ? t('addressNotFound') : t('lookupDown')}
          </p>
        )}
      </div>
    );
  }

  const area = planAreaSqFt(trace.points);
  const squares = roofSquares(trace.points, trace.pitch);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t.rich('showing', {
          place: trace.location.label,
          b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
        })}
        <span className="mt-1 block text-xs text-slate-500">{trace.location.attribution}</span>
      </p>
      <Suspense
        fallback={
          <div
            style={{ height: MAP_HEIGHT_PX }}
            className="flex items-center justify-center rounded-xl bg-navy-50 text-slate-700"
          >
            {t('loadingSatellite')}
          </div>
        }
      >
        <SatelliteMap
          satellite={satellite}
          center={trace.location}
          points={trace.points}
          label={t('mapLabel', { place: trace.location.label })}
          onAddPoint={(point) => onTraceChange({ ...trace, points: [...trace.points, point] })}
        />
      </Suspense>
      <div
        aria-live="polite"
        className="grid gap-3 rounded-xl bg-sand-100/70 p-4 text-slate-900 sm:grid-cols-3"
      >
        <p>
          <span className="block text-sm text-slate-600">{t('cornersTraced')}</span>
          <span className="font-semibold" data-testid="trace-points">
            {trace.points.length}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('footprint')}</span>
          <span className="font-semibold" data-testid="trace-area">
            {trace.points.length >= 3
              ? t('footprintValue', { area: thousands(Math.round(area)) })
              : t('atLeastThree')}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('sizeWithPitch')}</span>
          <span className="font-semibold" data-testid="trace-squares">
            {trace.points.length >= 3 ? t('squaresValue', { squares: String(squares) }) : '—'}
          </span>
        </p>
      </div>
      <SelectField
        id="roof-pitch"
        label={t('pitchLabel')}
        value={trace.pitch}
        onValueChange={(value) => onTraceChange({ ...trace, pitch: value as RoofPitch })}
        options={ROOF_PITCHES.map((pitch) => ({ value: pitch, label: t(`pitch.${pitch}`) }))}
        placeholder={t('pitchPlaceholder')}
        hint={t('pitchHint')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => onTraceChange({ ...trace, points: [] })}
          disabled={trace.points.length === 0}
        >
          {t('reset')}
        </Button>
        <Button variant="outline" onClick={onChangeAddress}>
          {t('changeAddress')}
        </Button>
      </div>
    </div>
  );
}
