import type { SiteConfig } from '@roofing/contracts/http/site-config';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalePath } from '../../i18n/locale-context.ts';
import { ManualRoofSize } from './manual-roof-size.tsx';
import { messages } from './messages.ts';
import { SatelliteMeasure, type SatelliteTrace } from './satellite-measure.tsx';
import { useImageryProbe } from './use-imagery-probe.ts';

export type RoofSizeMethod = 'satellite' | 'manual';

interface RoofSizeSectionProps {
  /** undefined while the site's settings load; null when they could not be read. */
  siteConfig: SiteConfig | null | undefined;
  method: RoofSizeMethod;
  onMethodChange: (method: RoofSizeMethod) => void;
  address: string;
  trace: SatelliteTrace;
  onTraceChange: (trace: SatelliteTrace) => void;
  onChangeAddress: () => void;
  manualValue: string;
  onManualChange: (value: string) => void;
  manualError?: string;
}

/** Satellite tracing works only with imagery and a geocoder configured on the server. */
export function satelliteAvailable(siteConfig: SiteConfig | null | undefined) {
  return Boolean(siteConfig?.satellite && siteConfig.geocoder);
}

/**
 * Roof size: traced on the satellite view (the default) or typed in squares. The satellite view
 * is offered only once one of its tiles has actually loaded in this browser; without imagery
 * configured, or when its tiles do not load (offline, blocked, no imagery of the place), the
 * page says so once and takes the size by hand: never a grey map, never a made-up picture.
 */
export function RoofSizeSection(props: RoofSizeSectionProps) {
  const { siteConfig, method, onMethodChange } = props;
  const configured = satelliteAvailable(siteConfig) ? (siteConfig?.satellite ?? null) : null;
  const probe = useImageryProbe(configured, props.trace.location);
  const t = useT(messages);
  const localePath = useLocalePath();

  // Tiles that do not load make this a manual quote: the form sends the typed size.
  const failed = probe.state === 'failed';
  useEffect(() => {
    if (failed && method === 'satellite') onMethodChange('manual');
  }, [failed, method, onMethodChange]);

  const manual = (
    <ManualRoofSize
      value={props.manualValue}
      onValueChange={props.onManualChange}
      error={props.manualError}
    />
  );

  return (
    <fieldset className="rounded-2xl border border-navy-100 p-4 sm:p-6">
      <legend className="px-2 font-display text-lg font-bold text-navy-900">{t('roofSize')}</legend>
      {siteConfig === undefined || (probe.state === 'checking' && !props.trace.location) ? (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {t('loadingSatellite')}
        </p>
      ) : !configured || failed ? (
        <div className="space-y-4">
          <p role="status" className="rounded-lg bg-sand-100 p-3 text-sm text-slate-800">
            {t(failed ? 'satelliteFailed' : 'satelliteUnavailable')}
          </p>
          {manual}
        </div>
      ) : method === 'satellite' ? (
        <div className="space-y-4">
          <SatelliteMeasure
            satellite={configured}
            address={props.address}
            trace={props.trace}
            onTraceChange={props.onTraceChange}
            onChangeAddress={props.onChangeAddress}
            onTilesFailed={probe.markFailed}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button variant="ghost" onClick={() => onMethodChange('manual')}>
              {t('toManual')}
            </Button>
            <Link
              to={localePath('/services/inspections')}
              className="text-sm font-semibold text-navy-800 underline underline-offset-4"
            >
              {t('hiddenRoof')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {manual}
          <Button variant="ghost" onClick={() => onMethodChange('satellite')}>
            {t('toSatellite')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
