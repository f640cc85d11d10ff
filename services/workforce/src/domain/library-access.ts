import type { LibraryDocument, SecurityAudit } from '@roofing/contracts';
import { AppError, type StaffIdentity } from '@roofing/platform';
import type { DocumentStore } from '../store/documents.ts';
import { toLibraryDocument } from './documents.ts';
import { holds, requirePermission } from './permissions.ts';

export const noDocument = () => new AppError('NOT_FOUND', 'No such document.');

/** A confidential document is only for staff who hold the `confidential` permission (403). */
export function checkClearance(staff: StaffIdentity, document: { isConfidential: boolean }) {
  if (document.isConfidential) requirePermission(staff, 'confidential');
}

/**
 * The library as `staff` may see it: searched by title, description or tag, by category, current
 * or archived; confidential documents only for those who hold the `confidential` permission.
 */
export async function listDocuments(
  store: DocumentStore,
  query: { q?: string; category?: string; archived?: 'true' | 'false' },
  staff: StaffIdentity,
): Promise<LibraryDocument[]> {
  const rows = await store.list({
    ...query,
    archived: query.archived === 'true',
    includeConfidential: holds(staff, 'confidential'),
  });
  return rows.map(toLibraryDocument);
}

/** One document as the API answers it; 404 when there is none. */
export async function readDocument(store: DocumentStore, id: number): Promise<LibraryDocument> {
  const row = await store.one(id);
  if (!row) throw noDocument();
  return toLibraryDocument(row);
}

/**
 * A document's file for `staff` to download, once they may: every download is recorded, and a
 * confidential one appears in the security audit.
 */
export async function downloadDocument(store: DocumentStore, id: number, staff: StaffIdentity) {
  const row = await store.file(id);
  if (!row) throw noDocument();
  checkClearance(staff, row.document);
  await store.recordDownload(row.document.id, staff.username, row.document.isConfidential);
  return row.file;
}

/** Archives a document (kept, out of the library list) or brings it back. */
export async function setDocumentArchived(
  store: DocumentStore,
  id: number,
  archived: boolean,
  staff: StaffIdentity,
): Promise<LibraryDocument> {
  checkClearance(staff, await readDocument(store, id));
  const changed = await store.setArchived(id, archived);
  if (!changed) throw noDocument();
  return readDocument(store, changed);
}

/** The admins' audit: recent sign-ins, failed sign-in attempts and confidential downloads. */
export async function securityAudit(store: DocumentStore): Promise<SecurityAudit> {
  const [signIns, failed, downloads] = await Promise.all([
    store.signIns(true),
    store.signIns(false),
    store.confidentialDownloads(),
  ]);
  const iso = <T extends { at: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return {
    signIns: iso(signIns),
    failedAttempts: iso(failed),
    confidentialDownloads: iso(downloads),
  };
}
