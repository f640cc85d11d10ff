import type { SitePhoto } from '@roofing/contracts';
import { useRemoveSitePhoto } from '../../../api/media.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';

/** Asks before a photo leaves the site: removing deletes every copy of it. */
export function RemovePhotoDialog({
  photo,
  onClose,
}: {
  photo: SitePhoto | null;
  onClose: () => void;
}) {
  const remove = useRemoveSitePhoto();
  const { toast } = useToast();
  const confirm = () =>
    photo &&
    remove.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: 'Removed', description: `${photo.title} was removed.` });
        onClose();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'The photo could not be removed. Please try again.',
          variant: 'destructive',
        }),
    });
  return (
    <ConfirmDialog
      open={photo !== null}
      title="Remove photo"
      description={photo ? `${photo.title} leaves the site and every copy of it is deleted.` : ''}
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
