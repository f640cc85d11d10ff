import type { Incident } from '@roofing/contracts';
import { useRef, useState } from 'react';
import { ApiError, useUploadIncidentPhotos } from '../../../api/safety.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  formatIncidentWhen,
  investigationPill,
  severityPill,
  statusPill,
} from './incident-card.tsx';

/** Everything about one incident, its photos, and adding photos (real uploads). */
export function IncidentView({ incident }: { incident: Incident }) {
  const upload = useUploadIncidentPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(null);
    upload.mutate(
      { id: incident.id, files: [...files] },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : 'The photos could not be uploaded. Please try again.',
          ),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <div className="grid gap-4 text-sm text-slate-800">
      <div className="flex flex-wrap gap-1.5">
        {severityPill(incident.severity)}
        {investigationPill(incident.investigationStatus)}
        {statusPill(incident.status)}
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">When</dt>
          <dd>{formatIncidentWhen(incident)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Where</dt>
          <dd>{incident.location}</dd>
        </div>
        <div>
          <dt className="font-semibold">Employee</dt>
          <dd>
            {incident.employeeName}
            {incident.employeeId ? ` (${incident.employeeId})` : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Type</dt>
          <dd>{incident.incidentType}</dd>
        </div>
        <div>
          <dt className="font-semibold">Injury</dt>
          <dd>
            {incident.injuryType ?? 'None'}
            {incident.bodyPart ? `, ${incident.bodyPart}` : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Treatment required</dt>
          <dd>{incident.treatmentRequired ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt className="font-semibold">Work days lost</dt>
          <dd>{incident.workDaysLost}</dd>
        </div>
        <div>
          <dt className="font-semibold">Reported by</dt>
          <dd>{incident.reportedBy}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">Description</dt>
          <dd>{incident.description}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">Corrective actions</dt>
          <dd>
            {incident.correctiveActions.length ? (
              <ul className="ml-5 list-disc">
                {incident.correctiveActions.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            ) : (
              'None recorded'
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold">Witnesses</dt>
          <dd>{incident.witnesses.length ? incident.witnesses.join(', ') : 'None recorded'}</dd>
        </div>
      </dl>
      <section aria-label="Photos">
        <h3 className="font-semibold text-navy-900">Photos ({incident.photos.length})</h3>
        {incident.photos.length > 0 ? (
          <ul className="mt-2 grid grid-cols-3 gap-2">
            {incident.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={`${photo.filename}, ${incident.incidentNumber}`}
                    className="aspect-square w-full rounded-lg object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600">No photos yet.</p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor={`photos-${incident.id}`}>
            Add photos
          </label>
          <input
            ref={input}
            id={`photos-${incident.id}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="hidden"
            onChange={(event) => send(event.target.files)}
          />
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? 'Uploading...' : 'Add photos'}
          </Button>
          <span className="text-xs text-slate-600">
            JPEG, PNG or WebP, up to 10 MB each, 6 at a time.
          </span>
        </div>
        {upload.isPending ? (
          <p role="status" className="mt-2">
            Uploading photos...
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-2 text-danger-700">
            {error}
          </p>
        ) : null}
      </section>
    </div>
  );
}
