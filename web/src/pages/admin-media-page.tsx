import { COMPANY, SITE_PHOTO_EARLIEST_YEAR, type SitePhoto } from '@roofing/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import {
  useRemoveSitePhoto,
  useSitePhotos,
  useUpdateSitePhoto,
  useUploadSitePhoto,
} from '../api/media.ts';
import { useToast } from '../app/toast.tsx';
import { ListState } from '../components/back-office/list-states.tsx';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../components/back-office/staff-page.tsx';
import { StatTile } from '../components/back-office/stat-tile.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';

/** Site Photos: the company's own job photos for the landing page, behind the staff guard. */
export function AdminMediaPage() {
  return (
    <RequireStaff>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <title>{`Site Photos | ${COMPANY.name}`}</title>
          <StaffPageHeader
            title="Site Photos"
            summary="Photos of your own jobs for the home page. Choose which show in the project gallery and behind the hero; until you choose any, the site shows its illustrations."
          />
          <SitePhotos />
        </div>
      )}
    </RequireStaff>
  );
}

const input = 'rounded-lg border border-navy-200 bg-white px-3 py-2';

function SitePhotos() {
  const photos = useSitePhotos();
  const [removing, setRemoving] = useState<SitePhoto | null>(null);
  const list = photos.data ?? [];
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatTile label="Photos" value={photos.data ? list.length : '–'} />
        <StatTile
          label="In the gallery"
          value={photos.data ? list.filter((p) => p.inGallery).length : '–'}
          hint="Shown in the home page slideshow"
        />
        <StatTile
          label="In the hero"
          value={photos.data ? list.filter((p) => p.inHero).length : '–'}
          hint="Rotating behind the headline"
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[22rem_1fr]">
        <section
          aria-labelledby="upload-heading"
          className="self-start rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
        >
          <h2 id="upload-heading" className="font-display text-xl font-bold text-navy-900">
            Upload a photo
          </h2>
          <UploadForm />
        </section>
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="font-display text-xl font-bold text-navy-900">
            Your photos
          </h2>
          <div className="mt-3">
            <ListState
              loading={photos.isPending}
              error={photos.error}
              empty={list.length === 0}
              emptyText="No photos yet. Upload a photo of a finished job to show it on the home page."
              onRetry={() => void photos.refetch()}
            />
          </div>
          {list.length > 0 ? (
            <ul aria-label="Site photos" className="mt-3 grid gap-4 sm:grid-cols-2">
              {list.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  previous={list[index - 1]}
                  next={list[index + 1]}
                  onRemove={() => setRemoving(photo)}
                />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <RemoveDialog photo={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function PhotoCard({
  photo,
  previous,
  next,
  onRemove,
}: {
  photo: SitePhoto;
  previous: SitePhoto | undefined;
  next: SitePhoto | undefined;
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
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${photo.title}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

function RemoveDialog({ photo, onClose }: { photo: SitePhoto | null; onClose: () => void }) {
  const remove = useRemoveSitePhoto();
  const { toast } = useToast();
  return (
    <StaffDialog
      open={photo !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove photo"
      description={photo ? `${photo.title} leaves the site and every copy of it is deleted.` : ''}
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="accent"
          disabled={remove.isPending}
          onClick={() =>
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
            })
          }
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </StaffDialog>
  );
}

type Field = 'photo' | 'before' | 'title' | 'location' | 'year' | 'altText' | 'description';

function UploadForm() {
  const upload = useUploadSitePhoto();
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const missing: Partial<Record<Field, string>> = {};
    const photo = data.get('photo');
    if (!(photo instanceof File) || photo.size === 0) missing.photo = 'Choose a photo';
    for (const [field, label] of [
      ['title', 'Title'],
      ['location', 'Location'],
      ['year', 'Year'],
      ['altText', 'Alt text'],
    ] as const) {
      if (!String(data.get(field) ?? '').trim()) missing[field] = `${label} is required`;
    }
    const before = data.get('before');
    if (before instanceof File && before.size === 0) data.delete('before');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    for (const flag of ['inGallery', 'inHero']) data.set(flag, String(data.has(flag)));
    setErrors({});
    setProgress(0);
    upload.mutate(
      { form: data, onProgress: setProgress },
      {
        onSuccess: (created) => {
          setProgress(null);
          form.current?.reset();
          toast({ title: 'Uploaded', description: `${created.title} was added.` });
        },
        onError: (failure) => {
          setProgress(null);
          const api = failure instanceof ApiError ? failure : null;
          setErrors({
            ...(api?.fields ?? {}),
            form: api?.serverMessage ?? 'The upload failed. Please try again.',
          });
        },
      },
    );
  };

  const error = (field: Field) =>
    errors[field] ? (
      <span id={`${field}-error`} className="text-sm text-danger-700">
        {errors[field]}
      </span>
    ) : null;
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label="Upload a photo"
      className="mt-4 grid gap-3 text-sm"
    >
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Photo *</span>
        <input
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...described('photo')}
        />
        <span className="text-xs text-slate-600">JPEG, PNG or WebP, at least 480 px wide.</span>
        {error('photo')}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Before photo (optional)</span>
        <input
          name="before"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...described('before')}
        />
        <span className="text-xs text-slate-600">The same roof before the work, for a pair.</span>
        {error('before')}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Title *</span>
        <input name="title" maxLength={120} className={input} {...described('title')} />
        <span className="text-xs text-slate-600">Up to 120 characters.</span>
        {error('title')}
      </label>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">Location *</span>
          <input
            name="location"
            maxLength={120}
            placeholder="Atlantic Beach, FL"
            className={input}
            {...described('location')}
          />
          <span className="text-xs text-slate-600">Up to 120 characters.</span>
          {error('location')}
        </label>
        <label className="grid gap-1">
          <span className="font-semibold text-navy-900">Year *</span>
          <input
            name="year"
            type="number"
            inputMode="numeric"
            min={SITE_PHOTO_EARLIEST_YEAR}
            defaultValue={new Date().getFullYear()}
            className={input}
            {...described('year')}
          />
          {error('year')}
        </label>
      </div>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Alt text *</span>
        <input
          name="altText"
          maxLength={200}
          placeholder="What the photo shows, for screen readers"
          className={input}
          {...described('altText')}
        />
        <span className="text-xs text-slate-600">Up to 200 characters.</span>
        {error('altText')}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Description</span>
        <textarea
          name="description"
          rows={3}
          maxLength={600}
          className={input}
          {...described('description')}
        />
        <span className="text-xs text-slate-600">Up to 600 characters.</span>
        {error('description')}
      </label>
      <div className="flex flex-wrap gap-4">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="inGallery" defaultChecked className="size-5" />
          Show in the gallery
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="inHero" className="size-5" />
          Show in the hero
        </label>
      </div>
      {progress !== null ? (
        <div>
          <progress
            value={progress}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full"
          />
          <p className="text-xs text-slate-600">
            {progress < 100 ? `Uploading... ${progress}%` : 'Resizing the photo...'}
          </p>
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-danger-700">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload photo'}
      </Button>
    </form>
  );
}
