import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import type { MapController } from './satellite-map.tsx';
import {
  type RoofFace,
  selectedFace,
  type TraceAction,
  type TraceSnapshot,
} from './trace-editor.ts';

interface CornerToolsProps {
  /** The selected face, with at least one corner. */
  face: RoofFace;
  /** The face's number as people see it. */
  faceNumber: number;
  /** The corner the tools act on, by index. */
  corner: number | null;
  controller: MapController | null;
  act: (action: TraceAction) => void;
  /** The trace as it stands after the last action, before the next render. */
  latestState: () => TraceSnapshot;
}

/**
 * The keyboard corner tools (issue 25): step through the selected face's corners, move the chosen
 * one to the crosshair, insert one after it or remove it, without pointing at the map.
 */
export function CornerTools({
  face,
  faceNumber,
  corner,
  controller,
  act,
  latestState,
}: CornerToolsProps) {
  const t = useT(messages);
  const cornerPoint = corner !== null ? face.outline[corner] : undefined;

  const pickCorner = (index: number) => {
    if (face.outline.length === 0) return;
    const count = face.outline.length;
    const wrapped = ((index % count) + count) % count;
    act({ type: 'select-corner', index: wrapped });
    const point = face.outline[wrapped];
    if (point) controller?.panTo(point);
  };

  return (
    <fieldset className="space-y-2 rounded-xl border border-navy-100 p-3 print:hidden">
      <legend className="px-1 font-semibold text-navy-900">
        {t('cornersHeading', { face: String(faceNumber) })}
      </legend>
      <p className="text-sm text-slate-700" data-testid="corner-status">
        {corner === null || !cornerPoint
          ? t('noCornerChosen', { corners: face.outline.length })
          : t('cornerChosen', {
              corner: String(corner + 1),
              corners: String(face.outline.length),
            })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => pickCorner((corner ?? 0) - 1)}>
          {t('previousCorner')}
        </Button>
        <Button variant="outline" onClick={() => pickCorner(corner === null ? 0 : corner + 1)}>
          {t('nextCorner')}
        </Button>
        <Button
          variant="outline"
          disabled={corner === null || !controller}
          onClick={() => controller && act({ type: 'move-corner', point: controller.centre() })}
        >
          {t('moveCorner')}
        </Button>
        <Button
          variant="outline"
          disabled={corner === null || face.outline.length < 2}
          onClick={() => {
            act({ type: 'insert-corner' });
            const next = latestState();
            const inserted = selectedFace(next)?.outline[next.corner ?? -1];
            if (inserted) controller?.panTo(inserted);
          }}
        >
          {t('insertCorner')}
        </Button>
        <Button
          variant="outline"
          disabled={corner === null}
          onClick={() => act({ type: 'remove-corner' })}
        >
          {t('removeCorner')}
        </Button>
      </div>
    </fieldset>
  );
}
