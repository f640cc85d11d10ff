import { type JobPhoto, PHOTO_CATEGORY_LABELS } from '@roofing/contracts';
import { useId } from 'react';
import { useJobPhotosForClaim } from '../../../api/claims.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { togglePhoto } from './claim-format.ts';

const photoName = (photo: JobPhoto) =>
  photo.caption ?? `${PHOTO_CATEGORY_LABELS[photo.category]} photo ${photo.id}`;

/**
 * The job's photos as thumbnails to tick (evidence for a supplement, pages of a packet); the
 * order they are ticked is the order they print. A group of checkboxes named by `legend`.
 */
export function PhotoPicker({
  quoteId,
  legend,
  selected,
  onChange,
  error,
  max = 40,
}: {
  quoteId: number;
  legend: string;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  max?: number;
}) {
  const photos = useJobPhotosForClaim(quoteId);
  const list = photos.data ?? [];
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold text-navy-900">{legend}</legend>
      <QueryState
        query={photos}
        empty={list.length === 0}
        emptyText="No photos on this job yet. Add them in the job’s Photos tab."
      />
      {list.length > 0 ? (
        <>
          <p className="text-slate-700" aria-live="polite">
            {selected.length} of {list.length} chosen
            {selected.length >= max ? ` (at most ${max})` : ''}.
          </p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {list.map((photo) => {
              const position = selected.indexOf(photo.id);
              const checked = position >= 0;
              return (
                <li key={photo.id}>
                  <label
                    className={`block cursor-pointer rounded-lg border-2 bg-white p-1 ${checked ? 'border-ocean-600' : 'border-transparent'}`}
                  >
                    <img
                      src={photo.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded object-cover"
                    />
                    <span className="mt-1 flex items-start gap-2 text-xs">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && selected.length >= max}
                        onChange={() => onChange(togglePhoto(selected, photo.id))}
                        className="mt-0.5 size-4 shrink-0 accent-navy-700"
                      />
                      <span className="[overflow-wrap:anywhere]">
                        {checked ? <span className="font-bold">{position + 1}. </span> : null}
                        {photoName(photo)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {/* The group has no control to focus, so its message is announced as it appears. */}
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The chosen evidence photos, small, with their captions (a supplement's card). */
export function PhotoStrip({ quoteId, ids }: { quoteId: number; ids: readonly number[] }) {
  const photos = useJobPhotosForClaim(quoteId);
  if (ids.length === 0) return null;
  const byId = new Map((photos.data ?? []).map((photo) => [photo.id, photo]));
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Evidence photos">
      {ids.map((id) => {
        const photo = byId.get(id);
        return (
          <li key={id} className="w-24 text-xs text-slate-700">
            {photo ? (
              <a href={photo.imageUrl} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbnailUrl}
                  alt={photoName(photo)}
                  loading="lazy"
                  className="aspect-[4/3] w-24 rounded object-cover"
                />
              </a>
            ) : (
              <span className="block aspect-[4/3] w-24 rounded bg-navy-50" />
            )}
            <span className="line-clamp-2">{photo ? photoName(photo) : `Photo ${id}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
