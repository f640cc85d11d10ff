import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@roofing/contracts';
import { useState } from 'react';
import {
  fileNameOf,
  printPdf,
  saveBlob,
  useSaveGeneratedDocument,
} from '../../../api/documents.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** Where a generated document of each type goes in the library by default. */
const CATEGORY_OF: Record<string, DocumentCategory> = {
  'safety-manual': 'safety',
  'roofing-contract': 'contracts',
  'lien-waiver': 'legal',
  invoice: 'financial',
  estimate: 'estimates',
  warranty: 'warranty',
  'profit-loss': 'financial',
};

export interface Generated {
  title: string;
  html: string;
  documentType: string;
}

/** A generated document: its preview, HTML and PDF downloads (with progress), saving it. */
export function GeneratedDocument({ document }: { document: Generated }) {
  const { toast } = useToast();
  const save = useSaveGeneratedDocument();
  const [printing, setPrinting] = useState(false);
  const [category, setCategory] = useState<DocumentCategory>(
    CATEGORY_OF[document.documentType] ?? 'contracts',
  );
  const failed = () =>
    toast({
      title: 'Error',
      description: 'Failed to download document. Please try again.',
      variant: 'destructive',
    });

  const downloadHtml = () => {
    try {
      saveBlob(
        new Blob([document.html], { type: 'text/html' }),
        `${fileNameOf(document.title)}.html`,
      );
    } catch {
      failed();
    }
  };
  const downloadPdf = async () => {
    setPrinting(true);
    try {
      saveBlob(
        await printPdf(document.html, document.documentType),
        `${fileNameOf(document.title)}.pdf`,
      );
    } catch {
      failed();
    } finally {
      setPrinting(false);
    }
  };

  return (
    <section
      aria-label={`Generated: ${document.title}`}
      className="mt-4 rounded-xl border border-navy-100 bg-white p-4"
    >
      <h3 className="font-display text-lg font-bold text-navy-900">{document.title}</h3>
      <iframe
        title={`Preview of ${document.title}`}
        srcDoc={document.html}
        sandbox=""
        className="mt-3 h-96 w-full rounded-lg border border-navy-100 bg-white"
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={downloadHtml}>
          Download HTML
        </Button>
        <Button variant="outline" onClick={() => void downloadPdf()} disabled={printing}>
          {printing ? 'Preparing PDF...' : 'Download PDF'}
        </Button>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span className="font-semibold">Category</span>
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategory)}
            className="rounded-lg border border-navy-200 px-2 py-1.5"
          >
            {DOCUMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              {
                title: document.title,
                category,
                documentType: document.documentType,
                html: document.html,
              },
              {
                onSuccess: () =>
                  toast({
                    title: 'Saved to the library',
                    description: `${document.title} is in the ${category} documents.`,
                  }),
                onError: () =>
                  toast({
                    title: 'Error',
                    description: 'The document could not be saved. Please try again.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {save.isPending ? 'Saving...' : 'Save to library'}
        </Button>
      </div>
      {printing ? (
        <div role="status" className="mt-2 text-sm text-slate-700">
          <div className="h-1.5 overflow-hidden rounded-full bg-navy-50">
            <div className="h-1.5 w-1/3 animate-pulse rounded-full bg-navy-700" />
          </div>
          Printing the PDF on the server...
        </div>
      ) : null}
    </section>
  );
}
