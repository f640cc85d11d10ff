import type { GeocodeResult, SiteConfig } from '@roofing/contracts/http/site-config';
import { INTL_LOCALE } from '@roofing/contracts/locale';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGeocodeAddress, useImageryDate } from '../../api/instant-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { thousands } from '../../lib/format.ts';
import { CornerTools } from './corner-tools.tsx';
import { imageryDateText } from './imagery-date.ts';
import { messages } from './messages.ts';
import { RoofFaceList } from './roof-face-list.tsx';
import type { MapController } from './satellite-map.tsx';
import { MAP_HEIGHT_PX } from './satellite-map-size.ts';
import {
  applyTrace,
  canRedo,
  canUndo,
  historyShortcut,
  type LngLat,
  newTrace,
  redoTrace,
  selectedFace,
  type TraceAction,
  type TraceHistory,
  traceFigures,
  undoTrace,
} from './trace-editor.ts';

// Leaflet and its editing library are fetched only when a visitor actually opens the satellite view.
const SatelliteMap = lazy(() =>
  import('./satellite-map.tsx').then((module) => ({ default: module.SatelliteMap })),
);

export interface SatelliteTrace {
  location: GeocodeResult | null;
  /** The faces traced, with undo and redo. */
  editor: TraceHistory;
}

export const EMPTY_TRACE: SatelliteTrace = { location: null, editor: newTrace() };

interface SatelliteMeasureProps {
  satellite: NonNullable<SiteConfig['satellite']>;
  /** The street address, city and ZIP as typed in the form, joined for the geocoder. */
  address: string;
  trace: SatelliteTrace;
  onTraceChange: (trace: SatelliteTrace) => void;
  onChangeAddress: () => void;
  /** Tiles keep failing on the map (offline, blocked, outside coverage). */
  onTilesFailed?: () => void;
}

/** Text fields keep their own undo; the tracer's shortcuts apply everywhere else. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)
  );
}

/**
 * Roof size by satellite tracing (public-site §4, issue 25): address first, then the satellite
 * view of it. The roof is traced as faces, each with its own pitch; each face's area and the
 * roof's squares show as it is traced, with the one area function the server measures with.
 */
export function SatelliteMeasure({
  satellite,
  address,
  trace,
  onTraceChange,
  onChangeAddress,
  onTilesFailed,
}: SatelliteMeasureProps) {
  const geocode = useGeocodeAddress();
  const imagery = useImageryDate(trace.location);
  const { toast } = useToast();
  const t = useT(messages);
  const locale = useLocale();
  const [controller, setController] = useState<MapController | null>(null);
  const [preview, setPreview] = useState<{ id: number; outline: LngLat[] } | null>(null);

  // Handlers below may run from Leaflet's events after a re-render: always act on the latest.
  const latest = useRef({ trace, onTraceChange });
  latest.current = { trace, onTraceChange };
  const setEditor = (change: (editor: TraceHistory) => TraceHistory) => {
    const { trace: current, onTraceChange: report } = latest.current;
    const editor = change(current.editor);
    if (editor === current.editor) return;
    // Two map events before the next render must not undo each other.
    latest.current = { ...latest.current, trace: { ...current, editor } };
    report({ ...current, editor });
  };
  const act = (action: TraceAction) => setEditor((editor) => applyTrace(editor, action));

  useEffect(() => {
    if (!trace.location) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const shortcut = historyShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      setEditor(shortcut === 'undo' ? undoTrace : redoTrace);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

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
      onSuccess: (location) => onTraceChange({ location, editor: newTrace() }),
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

  const { editor } = trace;
  const state = editor.present;
  const face = selectedFace(state);
  const faceNumber = face ? state.faces.indexOf(face) + 1 : 0;
  const shownFaces = preview
    ? state.faces.map((f) => (f.id === preview.id ? { ...f, outline: preview.outline } : f))
    : state.faces;
  const figures = traceFigures(shownFaces);
  const capturedAt = imagery.data?.capturedAt ?? null;

  const announcement = [
    ...figures.faces
      .filter((f) => f.measurable)
      .map((f) =>
        t('announceFace', {
          face: String(f.number),
          area: thousands(f.surfaceSqFt),
          pitch: f.pitch === 'flat' ? t('flatPitch') : f.pitch,
        }),
      ),
    t('announceTotal', { squares: String(figures.squares) }),
  ].join(' ');

  return (
    <div className="space-y-4">
      <div className="text-sm text-slate-700">
        <p>
          {t.rich('showing', {
            place: trace.location.label,
            b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
          })}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>{trace.location.attribution}</span>
          {capturedAt && (
            <span data-testid="imagery-date" className="font-semibold text-slate-800">
              {t('imageryCaptured', { date: imageryDateText(capturedAt, INTL_LOCALE[locale]) })}
            </span>
          )}
        </p>
      </div>
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
          label={t('mapLabel', { place: trace.location.label })}
          faces={state.faces}
          selectedId={state.selectedId}
          tracing={state.tracing}
          corner={state.corner}
          onAddCorner={(point) => act({ type: 'add-corner', point })}
          onFinishFace={() => act({ type: 'finish-face' })}
          onSelectFace={(id) => act({ type: 'select-face', id })}
          onEditOutline={(id, outline) => act({ type: 'set-outline', id, outline })}
          onPreviewOutline={(id, outline) => setPreview(outline ? { id, outline } : null)}
          onReady={setController}
          onTilesFailed={onTilesFailed}
        />
      </Suspense>

      <div className="space-y-2 print:hidden">
        <div className="flex flex-wrap gap-2">
          {state.tracing && face ? (
            <>
              <Button
                variant="outline"
                disabled={!controller}
                onClick={() =>
                  controller && act({ type: 'add-corner', point: controller.centre() })
                }
              >
                {t('addCorner')}
              </Button>
              <Button
                variant="outline"
                disabled={face.outline.length < 3}
                onClick={() => act({ type: 'finish-face' })}
              >
                {t('finishFace', { face: String(faceNumber) })}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => act({ type: 'add-face' })}>
              {t('addFace')}
            </Button>
          )}
          <Button
            variant="outline"
            disabled={!canUndo(editor)}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={() => setEditor(undoTrace)}
          >
            {t('undo')}
          </Button>
          <Button
            variant="outline"
            disabled={!canRedo(editor)}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            onClick={() => setEditor(redoTrace)}
          >
            {t('redo')}
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          {state.tracing && face
            ? t('tracingHint', { face: String(faceNumber) })
            : face
              ? t('editHint')
              : t('noFaceHint')}
        </p>
        <p className="text-sm text-slate-600">{t('keyboardHint')}</p>
      </div>

      <RoofFaceList faces={figures.faces} selectedId={state.selectedId} act={act} />

      {face && face.outline.length > 0 && (
        <CornerTools
          face={face}
          faceNumber={faceNumber}
          corner={state.corner}
          controller={controller}
          act={act}
          latestState={() => latest.current.trace.editor.present}
        />
      )}

      <div className="grid gap-3 rounded-xl bg-sand-100/70 p-4 text-slate-900 sm:grid-cols-3">
        <p>
          <span className="block text-sm text-slate-600">{t('facesTraced')}</span>
          <span className="font-semibold" data-testid="trace-faces">
            {figures.faces.filter((f) => f.measurable).length}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('footprint')}</span>
          <span className="font-semibold" data-testid="trace-area">
            {figures.faces.some((f) => f.measurable)
              ? t('footprintValue', { area: thousands(figures.planAreaSqFt) })
              : t('atLeastThree')}
          </span>
        </p>
        <p>
          <span className="block text-sm text-slate-600">{t('sizeWithPitch')}</span>
          <span className="font-semibold" data-testid="trace-squares">
            {figures.faces.some((f) => f.measurable)
              ? t('squaresValue', { squares: String(figures.squares) })
              : '—'}
          </span>
        </p>
      </div>
      <p aria-live="polite" className="sr-only">
        {figures.faces.some((f) => f.measurable) ? announcement : ''}
      </p>

      <div className="flex flex-wrap gap-2 print:hidden">
        <Button
          variant="outline"
          onClick={() =>
            setEditor((current) => ({
              past: [...current.past, current.present],
              present: newTrace().present,
              future: [],
            }))
          }
          disabled={state.faces.every((f) => f.outline.length === 0) && state.faces.length === 1}
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
