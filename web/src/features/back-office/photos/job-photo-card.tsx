import type { JobPhoto } from '@roofing/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MarkedPhoto } from '../../../components/ui/marked-photo.tsx';
import { dateTime, day } from '../billing/billing-format.ts';
import { PhotoDetailsForm } from './photo-details-form.tsx';
import { photoLabel } from './photo-format.ts';

/**
 * One photo in the gallery: the thumbnail with its marks, its caption, a box to choose it for a
 * report, and its actions (edit the details, draw marks, delete).
 */
export function JobPhotoCard({
  photo,
  selected,
  onSelectedChange,
  onDrawMarks,
  onDelete,
}: {
  photo: JobPhoto;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDrawMarks: () => void;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const label = photoLabel(photo);
  const marks = photo.marks.length;
  return (
    <li
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${selected ? 'border-ocean-600 ring-2 ring-ocean-600/40' : 'border-navy-100'}`}
      data-testid="job-photo"
    >
      <button
        type="button"
        onClick={onDrawMarks}
        aria-label={`Open ${label} to draw marks`}
        className="block w-full bg-navy-50 focus-visible:outline-2 focus-visible:outline-ocean-600"
      >
        <MarkedPhoto
          src={photo.thumbnailUrl}
          width={photo.width}
          height={photo.height}
          marks={photo.marks}
          label={label}
          className="block aspect-[4/3] h-auto w-full"
        />
      </button>
      <div className="grid gap-2 p-3 text-sm">
        <label className="flex min-h-11 items-center gap-2 font-semibold text-navy-900">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            className="size-5 accent-navy-700"
            aria-label={`Choose ${label} for the report`}
          />
          <span>For the report</span>
        </label>
        <p className="text-navy-900">
          {photo.caption ?? <em className="text-slate-600">No caption</em>}
        </p>
        <p className="text-xs text-slate-600">
          {photo.takenAt ? `Taken ${day(photo.takenAt)} · ` : ''}
          Added {dateTime(photo.uploadedAt)} by {photo.uploadedBy}
          {marks > 0 ? ` · ${marks} ${marks === 1 ? 'mark' : 'marks'}` : ''}
        </p>
        {editing ? (
          <PhotoDetailsForm photo={photo} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Edit details of ${label}`}
            >
              Edit
            </Button>
            <Button variant="outline" onClick={onDrawMarks} aria-label={`Draw marks on ${label}`}>
              Marks
            </Button>
            <Button variant="ghost" onClick={onDelete} aria-label={`Delete ${label}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
