import type { SiteConfig } from '@roofing/contracts/http/site-config';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { ManualRoofSize } from './manual-roof-size.tsx';
import { messages } from './messages.ts';
import { SatelliteMeasure, type SatelliteTrace } from './satellite-measure.tsx';

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
 * Roof size: traced on the satellite view (the default) or typed in squares. Without imagery or
 * a geocoder the page says so and offers manual entry only; never a made-up picture.
 */
export function RoofSizeSection(props: RoofSizeSectionProps) {
  const { siteConfig, method, onMethodChange } = props;
  const satellite = satelliteAvailable(siteConfig) ? siteConfig?.satellite : null;
  const t = useT(messages);

  return (
    <fieldset className="rounded-2xl border border-navy-100 p-4 sm:p-6">
      <legend className="px-2 font-display text-lg font-bold text-navy-900">{t('roofSize')}</legend>
      {siteConfig === undefined ? (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {t('loadingSatellite')}
        </p>
      ) : !satellite ? (
        <div className="space-y-4">
          <p role="status" className="rounded-lg bg-sand-100 p-3 text-sm text-slate-800">
            {t('satelliteUnavailable')}
          </p>
          <ManualRoofSize
            value={props.manualValue}
            onValueChange={props.onManualChange}
            error={props.manualError}
          />
        </div>
      ) : method === 'satellite' ? (
        <div className="space-y-4">
          <SatelliteMeasure
            satellite={satellite}
            address={props.address}
            trace={props.trace}
            onTraceChange={props.onTraceChange}
            onChangeAddress={props.onChangeAddress}
          />
          <Button variant="ghost" onClick={() => onMethodChange('manual')}>
            {t('toManual')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <ManualRoofSize
            value={props.manualValue}
            onValueChange={props.onManualChange}
            error={props.manualError}
          />
          <Button variant="ghost" onClick={() => onMethodChange('satellite')}>
            {t('toSatellite')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
