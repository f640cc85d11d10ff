import { useState } from 'react';
import { useJobPhotos } from '../../../api/job-photos.ts';
import { JobSection } from '../../../components/back-office/job-section.tsx';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { JobPhotoGallery } from './job-photo-gallery.tsx';
import { inGalleryOrder } from './photo-format.ts';
import { PhotoReportBuilder } from './photo-report-builder.tsx';
import { PhotoReportsList } from './photo-reports-list.tsx';
import { PhotoUploadPanel } from './photo-upload-panel.tsx';

/**
 * "Photos" of one job in the dashboard's workspace (issue 23): upload photos from the office or
 * a phone on the roof, the gallery by category with captions and marks, and photo inspection
 * reports made from the photos chosen there, shared with the homeowner's portal.
 */
export function JobPhotosSection({ quoteId }: { quoteId: number }) {
  const photos = useJobPhotos(quoteId);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const list = photos.data ?? [];
  const choose = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const reportPhotos = inGalleryOrder(list, chosen);

  return (
    <JobSection
      headingId={`photos-${quoteId}-heading`}
      title="Photos & reports"
      testId="job-photos"
      className="grid gap-6"
      aside={
        photos.data ? (
          <p className="text-sm text-slate-700">
            {list.length} {list.length === 1 ? 'photo' : 'photos'}
            {reportPhotos.length > 0 ? ` · ${reportPhotos.length} chosen for a report` : ''}
          </p>
        ) : null
      }
    >
      <PhotoUploadPanel quoteId={quoteId} />
      <section aria-labelledby={`photos-${quoteId}-gallery`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h5
            id={`photos-${quoteId}-gallery`}
            className="font-display text-lg font-bold text-navy-900"
          >
            Gallery
          </h5>
          {list.length > 0 ? (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                onClick={() => setChosen(new Set(list.map((photo) => photo.id)))}
              >
                Choose all for the report
              </Button>
              {chosen.size > 0 ? (
                <Button variant="ghost" onClick={() => setChosen(new Set())}>
                  Clear choice
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        <QueryState
          query={photos}
          empty={list.length === 0}
          emptyText="No photos on this job yet. Add the before and damage photos from the inspection above."
        />
        {list.length > 0 ? (
          <JobPhotoGallery
            quoteId={quoteId}
            photos={list}
            chosen={chosen}
            onChosenChange={choose}
          />
        ) : null}
      </section>
      <section
        aria-labelledby={`photos-${quoteId}-reports`}
        className="grid gap-3 rounded-2xl border border-navy-100 bg-sand-50 p-5"
      >
        <h5
          id={`photos-${quoteId}-reports`}
          className="font-display text-lg font-bold text-navy-900"
        >
          Photo reports
        </h5>
        <PhotoReportsList quoteId={quoteId} />
        <h6 className="mt-2 font-semibold text-navy-900">New report</h6>
        <PhotoReportBuilder quoteId={quoteId} photoIds={reportPhotos} />
      </section>
    </JobSection>
  );
}
