import type { SitePhoto } from '@roofing/contracts';
import { useState } from 'react';
import { useSitePhotos } from '../../../api/media.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { StatTile } from '../../../components/back-office/stat-tile.tsx';
import { EditPhotoDialog } from './edit-photo-dialog.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { RemovePhotoDialog } from './remove-photo-dialog.tsx';
import { PhotoCard } from './site-photo-card.tsx';

/** The Site Photos page's body: the counts, the upload form and the photos in their order. */
export function SitePhotos() {
  const photos = useSitePhotos();
  const [editing, setEditing] = useState<SitePhoto | null>(null);
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
          <PhotoUploadForm />
        </section>
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="font-display text-xl font-bold text-navy-900">
            Your photos
          </h2>
          <div className="mt-3">
            <QueryState
              query={photos}
              empty={list.length === 0}
              emptyText="No photos yet. Upload a photo of a finished job to show it on the home page."
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
                  onEdit={() => setEditing(photo)}
                  onRemove={() => setRemoving(photo)}
                />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <EditPhotoDialog photo={editing} onClose={() => setEditing(null)} />
      <RemovePhotoDialog photo={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
