import type { JobPhoto } from '@roofing/contracts';
import { useState } from 'react';
import { useDeleteJobPhoto } from '../../../api/job-photos.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { JobPhotoCard } from './job-photo-card.tsx';
import { MarksEditorDialog } from './marks-editor-dialog.tsx';
import { groupByCategory, photoLabel } from './photo-format.ts';

/**
 * The job's photos by category (before, damage, during, after, materials), each with its
 * thumbnail; the photos chosen here go into the next report.
 */
export function JobPhotoGallery({
  quoteId,
  photos,
  chosen,
  onChosenChange,
}: {
  quoteId: number;
  photos: readonly JobPhoto[];
  chosen: ReadonlySet<number>;
  onChosenChange: (id: number, chosen: boolean) => void;
}) {
  const [marking, setMarking] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<JobPhoto | null>(null);
  // The editor follows the gallery's copy, so a save shows at once in both.
  const markingPhoto = photos.find((photo) => photo.id === marking) ?? null;
  return (
    <>
      <div className="grid gap-6">
        {groupByCategory(photos).map((group) => (
          <section key={group.category} aria-labelledby={`photos-${group.category}`}>
            <h5
              id={`photos-${group.category}`}
              className="font-display text-base font-bold text-navy-900"
            >
              {group.label}{' '}
              <span className="font-sans text-sm font-normal text-slate-600">
                ({group.photos.length})
              </span>
            </h5>
            <ul
              aria-label={`${group.label} photos`}
              className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {group.photos.map((photo) => (
                <JobPhotoCard
                  key={photo.id}
                  photo={photo}
                  selected={chosen.has(photo.id)}
                  onSelectedChange={(next) => onChosenChange(photo.id, next)}
                  onDrawMarks={() => setMarking(photo.id)}
                  onDelete={() => setDeleting(photo)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {markingPhoto ? (
        <MarksEditorDialog photo={markingPhoto} onClose={() => setMarking(null)} />
      ) : null}
      <DeletePhotoDialog
        quoteId={quoteId}
        photo={deleting}
        onClose={(deleted) => {
          if (deleted && deleting) onChosenChange(deleting.id, false);
          setDeleting(null);
        }}
      />
    </>
  );
}

/** Asks before a photo leaves the job (reports already printed keep their copy). */
function DeletePhotoDialog({
  quoteId,
  photo,
  onClose,
}: {
  quoteId: number;
  photo: JobPhoto | null;
  onClose: (deleted: boolean) => void;
}) {
  const remove = useDeleteJobPhoto(quoteId);
  const { toast } = useToast();
  const confirm = () =>
    photo &&
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: 'Photo deleted', description: `${photoLabel(photo)} was deleted.` });
        onClose(true);
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'The photo could not be deleted. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={photo !== null}
      title="Delete this photo?"
      description={
        photo
          ? `${photoLabel(photo)} leaves the job's photos. Reports already made keep their copy.`
          : ''
      }
      confirmLabel="Delete photo"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => onClose(false)}
    />
  );
}
