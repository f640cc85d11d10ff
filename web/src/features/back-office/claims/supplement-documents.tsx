import type { Claim, Supplement } from '@roofing/contracts';
import { useId, useRef, useState } from 'react';
import { claimDocumentUrl, useUploadSupplementDocument } from '../../../api/claims.ts';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../app/toast.tsx';
import { fileProblem, fileSize } from './claim-format.ts';

/** A supplement's evidence documents (PDF or image) and the upload of one more, with progress. */
export function SupplementDocuments({
  claim,
  supplement,
}: {
  claim: Claim;
  supplement: Supplement;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSupplementDocument(claim.quoteId);
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    const refusal = fileProblem(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const document = await upload.mutateAsync({
        id: claim.id,
        supplementId: supplement.id,
        file,
        onProgress: setProgress,
      });
      toast({
        title: 'Document added',
        description: `${document.filename} is evidence for supplement ${supplement.number}.`,
      });
    } catch (failure) {
      setProblem(
        (failure instanceof ApiError && failure.status > 0 && failure.serverMessage) ||
          'The document could not be uploaded. Check the connection and try again.',
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <p className="font-semibold text-navy-900">Evidence documents</p>
      {supplement.documents.length === 0 ? (
        <p className="text-slate-700">No documents yet.</p>
      ) : (
        <ul className="grid gap-1">
          {supplement.documents.map((document) => (
            <li key={document.id}>
              <a
                href={claimDocumentUrl(claim.id, document.id)}
                className="text-ocean-700 underline [overflow-wrap:anywhere]"
              >
                {document.filename}
              </a>{' '}
              <span className="text-xs text-slate-600">({fileSize(document.bytes)})</span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-file`} className="block font-medium text-navy-900">
          Add a document to supplement {supplement.number}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          PDF, JPEG or PNG up to 15 MB: a manufacturer’s installation spec, a code citation, the
          carrier’s letter.
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
          className="mt-1 block text-sm"
        />
      </div>
      {progress !== null ? (
        <div role="status" className="flex items-center gap-2 text-slate-700">
          <progress
            max={100}
            value={progress}
            aria-label={`Uploading to supplement ${supplement.number}`}
            className="h-2 w-40"
          />
          Uploading… {progress}%
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-danger-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
