import { DOCUMENT_FILTER_CATEGORIES, type DocumentCategory } from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import { useLibrary } from '../../../api/documents.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { ListState } from '../staff-dialog.tsx';
import { LibraryDocumentCard } from './library-document-card.tsx';

/** The document library (or its archive): search, category filter, and the documents found. */
export function DocumentLibrary({ archived }: { archived: boolean }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const library = useLibrary(useDeferredValue(search), category, archived);
  const list = library.data ?? [];

  return (
    <section aria-labelledby="library-heading" className="mt-8">
      <h2 id="library-heading" className="font-display text-xl font-bold text-navy-900">
        {archived ? 'Archived documents' : 'Document library'}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="min-w-64 flex-1">
          <span className="mb-1 block text-sm font-semibold text-navy-900">Search documents</span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Title, description or tag"
            className={inputClass}
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
            <LibraryDocumentCard key={document.id} document={document} archived={archived} />
          ))}
        </ul>
      </div>
    </section>
  );
}
