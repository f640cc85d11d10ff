import {
  COMPANY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILTER_CATEGORIES,
  type DocumentCategory,
  type DocumentType,
  LIBRARY_TEXT_LIMITS,
  type LibraryDocument,
  type StaffSession,
} from '@roofing/contracts';
import { useDeferredValue, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../api/client.ts';
import {
  previewDocument,
  printPdf,
  saveBlob,
  useArchiveDocument,
  useLibrary,
  useSecurityAudit,
  useUploadDocuments,
} from '../api/documents.ts';
import { useToast } from '../app/toast.tsx';
import { ListState } from '../components/back-office/list-states.tsx';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../components/back-office/staff-page.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import {
  type AssistantControl,
  DocumentAssistant,
  TemplateGrid,
} from '../features/back-office/documents/document-assistant.tsx';
import {
  type Generated,
  GeneratedDocument,
} from '../features/back-office/documents/generated-document.tsx';

/** Document management (portal §2), behind the server-checked staff guard. */
export function DocumentManagementPage() {
  return <RequireStaff>{(session) => <Documents session={session} />}</RequireStaff>;
}

const input = 'rounded-lg border border-navy-200 bg-white px-3 py-2';
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Documents({ session }: { session: StaffSession }) {
  const isAdmin = session.user.role === 'admin';
  const mayFileConfidential = isAdmin || session.user.permissions.includes('confidential');
  const { toast } = useToast();
  const [tab, setTab] = useState('chat');
  const [wizardType, setWizardType] = useState<DocumentType | ''>('');
  const control: AssistantControl = { tab, setTab, wizardType, setWizardType };
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [archived, setArchived] = useState(false);
  const library = useLibrary(useDeferredValue(search), category, archived);
  const archive = useArchiveDocument();
  const [dialog, setDialog] = useState<'upload' | 'audit' | null>(null);
  const [template, setTemplate] = useState<Generated | null>(null);
  const [reporting, setReporting] = useState(false);
  const list = library.data ?? [];

  const download = async (document: LibraryDocument) => {
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
  const report = async () => {
    setReporting(true);
    try {
      const html = await (await apiRequest('GET', '/api/documents/report')).text();
      saveBlob(
        await printPdf(html, 'library-report'),
        `document-library-report-${new Date().toISOString().slice(0, 10)}.pdf`,
      );
      toast({ title: 'Report ready', description: 'The library report was downloaded as a PDF.' });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setReporting(false);
    }
  };
  const previewTemplate = async (type: DocumentType) => {
    try {
      const answer = await previewDocument({
        templateType: type,
        documentData: {},
        preferences: {
          includeLogo: true,
          includeCompliance: true,
          floridaCompliant: true,
          oshaCompliant: true,
        },
      });
      setTemplate({ title: answer.title, html: answer.preview, documentType: type });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to generate template. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="bg-sand-100/50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{`Document Management | ${COMPANY.name}`}</title>
        <StaffPageHeader
          title="Document Management"
          summary="Contracts, safety manuals, compliance and financial records: generated, uploaded and kept in one library."
        />

        <section aria-label="Quick actions" className="mt-6 flex flex-wrap gap-2">
          <Button onClick={() => setDialog('upload')}>Bulk Upload</Button>
          <Button
            variant="outline"
            onClick={() => setArchived((value) => !value)}
            aria-pressed={archived}
          >
            {archived ? 'Back to Library' : 'Archive'}
          </Button>
          <Button variant="outline" onClick={() => void report()} disabled={reporting}>
            {reporting ? 'Preparing report...' : 'Generate Report'}
          </Button>
          {isAdmin ? (
            <Button variant="outline" onClick={() => setDialog('audit')}>
              Security Audit
            </Button>
          ) : null}
          {reporting ? (
            <span role="status" className="self-center text-sm text-slate-700">
              Printing the library report as a PDF...
            </span>
          ) : null}
        </section>

        <div className="mt-6">
          <DocumentAssistant control={control} />
        </div>

        <section aria-labelledby="templates-heading" className="mt-8">
          <h2 id="templates-heading" className="font-display text-xl font-bold text-navy-900">
            Templates
          </h2>
          <div className="mt-3">
            <TemplateGrid control={control} onPreview={previewTemplate} />
          </div>
        </section>

        <section aria-labelledby="library-heading" className="mt-8">
          <h2 id="library-heading" className="font-display text-xl font-bold text-navy-900">
            {archived ? 'Archived documents' : 'Document library'}
          </h2>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <label className="min-w-64 flex-1">
              <span className="mb-1 block text-sm font-semibold text-navy-900">
                Search documents
              </span>
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Title, description or tag"
                className={`w-full ${input}`}
              />
            </label>
          </div>
          <fieldset className="mt-3 flex flex-wrap gap-1.5">
            <legend className="sr-only">Category</legend>
            {(['', ...DOCUMENT_FILTER_CATEGORIES] as const).map((value) => (
              <button
                key={value || 'all'}
                type="button"
                aria-pressed={category === value}
                onClick={() => setCategory(value)}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold capitalize ${category === value ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 ring-1 ring-navy-100 hover:bg-sand-100'}`}
              >
                {value || 'all'}
              </button>
            ))}
          </fieldset>
          <div className="mt-4">
            <ListState
              loading={library.isPending}
              error={library.error}
              empty={list.length === 0}
              emptyText="No documents found"
              onRetry={() => void library.refetch()}
            />
            <ul aria-label="Documents" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {list.map((document) => (
                <li
                  key={document.id}
                  className="flex flex-col rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
                >
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-display text-lg font-bold text-navy-900">
                      {document.title}
                    </h3>
                    {document.isConfidential ? (
                      <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                        Confidential
                      </span>
                    ) : null}
                  </div>
                  <p className="text-sm capitalize text-slate-700">
                    {document.category} · {document.type} · {size(document.byteSize)}
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
                    Uploaded by {document.uploadedBy} on {day(document.uploadedAt)}
                  </p>
                  <div className="mt-auto flex gap-2 pt-3">
                    <Button variant="outline" onClick={() => void download(document)}>
                      Download
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={archive.isPending}
                      onClick={() =>
                        archive.mutate(
                          { id: document.id, archive: !archived },
                          {
                            onSuccess: () =>
                              toast({
                                title: archived ? 'Restored' : 'Archived',
                                description: `${document.title} was ${archived ? 'restored to the library' : 'archived'}.`,
                              }),
                          },
                        )
                      }
                    >
                      {archived ? 'Restore' : 'Archive'}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <StaffDialog
        open={dialog === 'upload'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Bulk Upload"
        description="PDF, Word, Excel, text, CSV, HTML, PNG or JPEG; up to 10 files of 20 MB, 50 MB in all."
        wide
      >
        <UploadForm onDone={() => setDialog(null)} mayFileConfidential={mayFileConfidential} />
      </StaffDialog>
      <StaffDialog
        open={dialog === 'audit'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Security Audit"
        description="Recent staff sign-ins, failed attempts and confidential downloads."
        wide
      >
        <Audit enabled={dialog === 'audit'} />
      </StaffDialog>
      <StaffDialog
        open={template !== null}
        onOpenChange={(open) => !open && setTemplate(null)}
        title={template ? `Template: ${template.title}` : 'Template'}
        wide
      >
        {template ? <GeneratedDocument document={template} /> : null}
      </StaffDialog>
    </div>
  );
}

function UploadForm({
  onDone,
  mayFileConfidential,
}: {
  onDone: () => void;
  mayFileConfidential: boolean;
}) {
  const upload = useUploadDocuments();
  const { toast } = useToast();
  const files = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = files.current?.files;
    if (!chosen || chosen.length === 0) return setError('Choose at least one file.');
    if (!category) return setError('Choose a category.');
    const form = new FormData();
    form.append('category', category);
    if (title.trim()) form.append('title', title.trim());
    if (tags.trim()) form.append('tags', tags);
    form.append('confidential', String(confidential));
    for (const file of chosen) form.append('files', file);
    setProgress(0);
    upload.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: (created) => {
          toast({
            title: 'Uploaded',
            description: `${created.length} document${created.length === 1 ? '' : 's'} added to the library.`,
          });
          onDone();
        },
        onError: (failure) => {
          setProgress(null);
          const fields = failure instanceof ApiError ? Object.values(failure.fields) : [];
          setError(
            fields.length > 0
              ? fields.join('. ')
              : (failure instanceof ApiError && failure.serverMessage) ||
                  'The upload failed. Please try again.',
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 text-sm">
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Files *</span>
        <input
          ref={files}
          type="file"
          multiple
          accept=".pdf,.doc,.docx,.xls,.xlsx,.txt,.csv,.html,.htm,.png,.jpg,.jpeg"
        />
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Category *</span>
        <select
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory)}
          className={input}
        >
          <option value="">Choose a category</option>
          {DOCUMENT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Title (one file only)</span>
        <input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={LIBRARY_TEXT_LIMITS.title}
          className={input}
        />
        <span className="text-xs text-slate-600">
          {title.length} of {LIBRARY_TEXT_LIMITS.title} characters
        </span>
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Tags (comma separated)</span>
        <input
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          maxLength={LIBRARY_TEXT_LIMITS.tags}
          className={input}
        />
        <span className="text-xs text-slate-600">
          {tags.length} of {LIBRARY_TEXT_LIMITS.tags} characters
        </span>
      </label>
      {mayFileConfidential ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={confidential}
            onChange={(event) => setConfidential(event.target.checked)}
          />{' '}
          Confidential
        </label>
      ) : null}
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 rounded-full bg-navy-50"
        >
          <div
            className="h-2 rounded-full bg-navy-700 transition-all"
            style={{ width: `${progress}%` }}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? `Uploading ${progress ?? 0}%...` : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

function Audit({ enabled }: { enabled: boolean }) {
  const audit = useSecurityAudit(enabled);
  const when = (iso: string) =>
    new Date(iso).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  if (audit.isPending) return <p role="status">Loading the audit...</p>;
  if (audit.isError || !audit.data) return <p role="alert">The audit could not be loaded.</p>;
  const block = (heading: string, rows: Array<{ key: string; text: string }>, empty: string) => (
    <section className="text-sm">
      <h3 className="font-semibold text-navy-900">{heading}</h3>
      {rows.length ? (
        <ul className="mt-1 grid gap-1">
          {rows.map((row) => (
            <li key={row.key}>{row.text}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{empty}</p>
      )}
    </section>
  );
  return (
    <div className="grid gap-4">
      {block(
        'Sign-ins',
        audit.data.signIns.map((row, i) => ({
          key: `s${i}`,
          text: `${row.username} from ${row.ipAddress}, ${when(row.at)}`,
        })),
        'No sign-ins recorded.',
      )}
      {block(
        'Failed attempts',
        audit.data.failedAttempts.map((row, i) => ({
          key: `f${i}`,
          text: `${row.username} from ${row.ipAddress}, ${when(row.at)}`,
        })),
        'No failed attempts.',
      )}
      {block(
        'Confidential downloads',
        audit.data.confidentialDownloads.map((row, i) => ({
          key: `d${i}`,
          text: `${row.title}: ${row.username}, ${when(row.at)}`,
        })),
        'No confidential downloads.',
      )}
    </div>
  );
}
