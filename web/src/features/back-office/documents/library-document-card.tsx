import type { LibraryDocument } from '@roofing/contracts';
import { apiRequest } from '../../../api/client.ts';
import { saveBlob, useArchiveDocument } from '../../../api/documents.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { floridaDay } from '../../../lib/florida-day.ts';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const dayOf = (iso: string) => floridaDay(iso) ?? iso;

/** One document of the library: what it is, who filed it, Download and Archive (or Restore). */
export function LibraryDocumentCard({
  document,
  archived,
}: {
  document: LibraryDocument;
  archived: boolean;
}) {
  const { toast } = useToast();
  const archive = useArchiveDocument();

  const download = async () => {
    try {
      const response = await apiRequest('GET', document.fileUrl);
      saveBlob(await response.blob(), document.filename);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      });
    }
  };
  const toggleArchive = () =>
    archive.mutate(
      { id: document.id, archive: !archived },
      {
        onSuccess: () =>
          toast({
            title: archived ? 'Restored' : 'Archived',
            description: `${document.title} was ${archived ? 'restored to the library' : 'archived'}.`,
          }),
      },
    );

  return (
    <li className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-display text-lg font-bold text-navy-900">{document.title}</h3>
        {document.isConfidential ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            Confidential
          </span>
        ) : null}
      </div>
      <p className="text-sm capitalize text-slate-700">
        {document.category} · {document.type} · {sizeOf(document.byteSize)}
      </p>
      {document.description ? (
        <p className="mt-2 text-sm text-slate-800">{document.description}</p>
      ) : null}
      {document.tags.length ? (
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1">
          {document.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-ocean-100 px-2 py-0.5 text-xs font-semibold text-navy-900"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        Uploaded by {document.uploadedBy} on {dayOf(document.uploadedAt)}
      </p>
      <div className="mt-auto flex gap-2 pt-3">
        <Button variant="outline" onClick={() => void download()}>
          Download
        </Button>
        <Button variant="ghost" disabled={archive.isPending} onClick={toggleArchive}>
          {archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}
