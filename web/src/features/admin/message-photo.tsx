import { useState } from 'react';
import { StaffDialog } from '../../components/back-office/staff-dialog.tsx';

/**
 * A photo attached to a project message: a thumbnail in the conversation that opens the full
 * picture in a dialog. The image is served by the messaging service to staff sessions (and the
 * estimate's own portal session), never cached.
 */
export function MessagePhoto({
  imageUrl,
  senderName,
  sentAt,
}: {
  imageUrl: string;
  senderName: string;
  sentAt: string;
}) {
  const [open, setOpen] = useState(false);
  const title = `Photo from ${senderName}`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Enlarge the photo from ${senderName}`}
        className="mt-2 block overflow-hidden rounded-lg border border-navy-100 focus-visible:outline-2 focus-visible:outline-ocean-600"
      >
        <img
          src={`${imageUrl}/thumbnail`}
          alt={title}
          loading="lazy"
          className="h-32 w-auto max-w-full object-cover"
        />
      </button>
      <StaffDialog open={open} onOpenChange={setOpen} title={title} description={sentAt} wide>
        <img
          src={imageUrl}
          alt={`${title}, full size`}
          className="mx-auto max-h-[75vh] w-auto max-w-full rounded-lg"
        />
      </StaffDialog>
    </>
  );
}
