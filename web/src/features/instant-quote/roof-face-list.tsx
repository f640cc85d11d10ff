import { ROOF_PITCHES, type RoofPitch } from '@roofing/contracts';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { thousands } from '../../lib/format.ts';
import { messages } from './messages.ts';
import type { FaceFigures, TraceAction } from './trace-editor.ts';

interface RoofFaceListProps {
  /** Each face's figures, in the order the faces are numbered. */
  faces: readonly FaceFigures[];
  selectedId: number | null;
  act: (action: TraceAction) => void;
}

/** The traced faces, each with its area, its pitch and the tools to select or delete it. */
export function RoofFaceList({ faces, selectedId, act }: RoofFaceListProps) {
  const t = useT(messages);
  return (
    <section aria-labelledby="roof-faces-heading" className="space-y-3">
      <h3 id="roof-faces-heading" className="font-semibold text-navy-900">
        {t('facesHeading')}
      </h3>
      <ul className="space-y-2">
        {faces.map((f) => {
          const selected = f.id === selectedId;
          return (
            <li
              key={f.id}
              className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border p-3 ${selected ? 'border-coral-500 bg-coral-50/60' : 'border-navy-100 bg-white'}`}
            >
              <div className="min-w-40 flex-1">
                <p className="font-semibold text-slate-900">
                  {t('faceName', { face: String(f.number) })}
                  {selected && (
                    <span className="ml-2 text-sm font-normal text-coral-800">
                      {t('faceSelected')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700" data-testid={`face-area-${f.number}`}>
                  {f.measurable
                    ? t('faceAreaValue', {
                        plan: thousands(f.planAreaSqFt),
                        surface: thousands(f.surfaceSqFt),
                      })
                    : t('faceCorners', { corners: f.corners })}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <span>{t('facePitch')}</span>
                <select
                  value={f.pitch}
                  aria-label={t('facePitchLabel', { face: String(f.number) })}
                  onChange={(event) =>
                    act({ type: 'set-pitch', id: f.id, pitch: event.target.value as RoofPitch })
                  }
                  className={`${inputClass} w-auto py-2`}
                >
                  {ROOF_PITCHES.map((pitch) => (
                    <option key={pitch} value={pitch}>
                      {t(`pitch.${pitch}`)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  aria-pressed={selected}
                  onClick={() => act({ type: 'select-face', id: f.id })}
                >
                  {t('selectFace', { face: String(f.number) })}
                </Button>
                <Button variant="ghost" onClick={() => act({ type: 'delete-face', id: f.id })}>
                  {t('deleteFace', { face: String(f.number) })}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-600">{t('pitchHint')}</p>
    </section>
  );
}
