import { DOCUMENT_FILTER_CATEGORIES, type DocumentCategory } from '@roofing/contracts';
import { useState } from 'react';
import { useLibrary } from '../../../api/documents.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import {
  ListToolbar,
  SearchField,
  useDebouncedValue,
} from '../../../components/back-office/list-toolbar.tsx';
import { LibraryDocumentCard } from './library-document-card.tsx';

/** The document library (or its archive): search, category filter, and the documents found. */
export function DocumentLibrary({ archived }: { archived: boolean }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const library = useLibrary(useDebouncedValue(search), category, archived);
  const list = library.data ?? [];

  return (
    <section aria-labelledby="library-heading" className="mt-8">
      <h2 id="library-heading" className="font-display text-xl font-bold text-navy-900">
        {archived ? 'Archived documents' : 'Document library'}
      </h2>
      <div className="mt-3">
        <ListToolbar
          search={
            <SearchField
              label="Search documents"
              value={search}
              onValueChange={setSearch}
              placeholder="Title, description or tag"
            />
          }
        />
      </div>
      <CategoryChips value={category} onValueChange={setCategory} />
      <div className="mt-4">
        <QueryState query={library} empty={list.length === 0} emptyText="No documents found" />
        <ul aria-label="Documents" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((document) => (
            <LibraryDocumentCard key={document.id} document={document} archived={archived} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The spec's category filter: all, then each category, one pressed at a time. */
function CategoryChips({
  value,
  onValueChange,
}: {
  value: DocumentCategory | '';
  onValueChange: (value: DocumentCategory | '') => void;
}) {
  return (
    <fieldset className="mt-3 flex flex-wrap gap-1.5">
      <legend className="sr-only">Category</legend>
      {(['', ...DOCUMENT_FILTER_CATEGORIES] as const).map((option) => (
        <button
          key={option || 'all'}
          type="button"
          aria-pressed={value === option}
          onClick={() => onValueChange(option)}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold capitalize ${value === option ? 'bg-navy-900 text-white' : 'bg-white text-navy-900 ring-1 ring-navy-100 hover:bg-sand-100'}`}
        >
          {option || 'all'}
        </button>
      ))}
    </fieldset>
  );
}
