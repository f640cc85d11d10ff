import type { SitePhoto } from '@roofing/contracts';
import { useState } from 'react';
import { useUpdateSitePhoto } from '../../../api/media.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * One site photo: where it shows (gallery, hero), its place in the order, editing its captions
 * and removing it.
 */
export function PhotoCard({
  photo,
  previous,
  next,
  onEdit,
  onRemove,
}: {
  photo: SitePhoto;
  previous: SitePhoto | undefined;
  next: SitePhoto | undefined;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const update = useUpdateSitePhoto();
  const { toast } = useToast();
  const failed = () =>
    toast({
      title: 'Error',
      description: 'The change could not be saved. Please try again.',
      variant: 'destructive',
    });
  const swap = async (other: SitePhoto) => {
    try {
      // Equal positions (older photos) still order by id: give the pair distinct ones.
      const [mine, theirs] =
        other.position === photo.position
          ? other.id < photo.id
            ? [other.position, other.position + 1]
            : [other.position + 1, other.position]
          : [other.position, photo.position];
      await update.mutateAsync({ id: photo.id, patch: { position: mine } });
      await update.mutateAsync({ id: other.id, patch: { position: theirs } });
    } catch {
      failed();
    }
  };
  // While a change is on its way the boxes show it (and snap back if it fails). Kept in this
  // component's own state, set in the click itself, so the box never flips back for a moment
  // before the mutation's state reaches the page.
  const [shown, setShown] = useState<{ inGallery?: boolean; inHero?: boolean } | null>(null);
  const toggle = (patch: { inGallery?: boolean; inHero?: boolean }) => {
    setShown((before) => ({ ...before, ...patch }));
    update.mutate({ id: photo.id, patch }, { onError: failed, onSettled: () => setShown(null) });
  };
  const inGallery = shown?.inGallery ?? photo.inGallery;
  const inHero = shown?.inHero ?? photo.inHero;

  return (
    <li className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
      <div className="relative">
        <img
          src={photo.image.src}
          srcSet={photo.image.srcset}
          sizes="(min-width: 1024px) 26rem, 100vw"
          alt={photo.altText}
          width={photo.image.width}
          height={photo.image.height}
          loading="lazy"
          className="aspect-[16/10] w-full bg-navy-100 object-cover"
        />
        {photo.before ? (
          <img
            src={photo.before.src}
            srcSet={photo.before.srcset}
            sizes="8rem"
            alt={`Before: ${photo.altText}`}
            width={photo.before.width}
            height={photo.before.height}
            loading="lazy"
            className="absolute bottom-2 left-2 aspect-[4/3] w-28 rounded-lg border-2 border-white object-cover shadow"
          />
        ) : null}
      </div>
      <div className="p-4">
        <h3 className="font-display text-lg font-bold text-navy-900">{photo.title}</h3>
        <p className="text-sm text-slate-700">
          {photo.location} · {photo.year}
          {photo.before ? ' · before/after' : ''}
        </p>
        <fieldset className="mt-3 flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Where {photo.title} shows</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={inGallery}
              onChange={(event) => toggle({ inGallery: event.target.checked })}
              className="size-5"
            />
            Gallery
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={inHero}
              onChange={(event) => toggle({ inHero: event.target.checked })}
              className="size-5"
            />
            Hero
          </label>
        </fieldset>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!previous || update.isPending}
            onClick={() => previous && void swap(previous)}
            aria-label={`Move ${photo.title} earlier`}
          >
            Move earlier
          </Button>
          <Button
            variant="outline"
            disabled={!next || update.isPending}
            onClick={() => next && void swap(next)}
            aria-label={`Move ${photo.title} later`}
          >
            Move later
          </Button>
          <Button
            variant="outline"
            onClick={onEdit}
            aria-label={`Edit the captions of ${photo.title}`}
          >
            Edit captions
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${photo.title}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
