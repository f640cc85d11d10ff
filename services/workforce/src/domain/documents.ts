import { DOCUMENT_CATEGORIES, formatEastern, type LibraryDocument } from '@roofing/contracts';
import { createElement } from 'react';
import { LibraryReport } from '../content/library-report.tsx';
import { printableHtml } from '../content/printable.tsx';
import type { DocumentStore } from '../store/documents.ts';

type Listed = Awaited<ReturnType<DocumentStore['list']>>[number];

export function toLibraryDocument(row: Listed): LibraryDocument {
  const { document } = row;
  return {
    id: document.id,
    title: document.title,
    category: document.category as LibraryDocument['category'],
    type: document.type,
    description: document.description,
    filename: row.filename,
    byteSize: row.byteSize,
    fileUrl: `/api/documents/${document.id}/download`,
    uploadedBy: document.uploadedBy,
    uploadedAt: document.uploadedAt.toISOString(),
    tags: document.tags,
    isConfidential: document.isConfidential,
    source: document.source as LibraryDocument['source'],
    archivedAt: document.archivedAt?.toISOString() ?? null,
  };
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/**
 * What a file is, from its first bytes and, where the bytes are shared (ZIP-based Office files,
 * old Office files, text), its extension: one of the library's types with its content type, or
 * null when the library does not take it.
 */
export function libraryFileType(
  bytes: Buffer,
  filename: string,
): { type: string; contentType: string } | null {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { type: 'PDF', contentType: 'application/pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { type: 'PNG', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'JPEG', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (extension === 'docx')
      return {
        type: 'DOCX',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      };
    if (extension === 'xlsx')
      return {
        type: 'XLSX',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    if (extension === 'doc') return { type: 'DOC', contentType: 'application/msword' };
    if (extension === 'xls') return { type: 'XLS', contentType: 'application/vnd.ms-excel' };
    return null;
  }
  // Text: valid UTF-8 without NUL bytes.
  if (bytes.includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return null;
  if (extension === 'txt') return { type: 'TXT', contentType: 'text/plain; charset=utf-8' };
  if (extension === 'csv') return { type: 'CSV', contentType: 'text/csv; charset=utf-8' };
  if (extension === 'html' || extension === 'htm')
    return { type: 'HTML', contentType: 'text/html; charset=utf-8' };
  return null;
}

/** A safe download name: letters, digits, dots, dashes. */
export const safeFilename = (name: string, fallback = 'document') =>
  name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || fallback;

/** The library summary the Generate Report action prints to PDF. */
export async function libraryReportHtml(
  store: DocumentStore,
  by: string,
  includeConfidential: boolean,
): Promise<string> {
  const rows = (await store.all(includeConfidential)).map(toLibraryDocument);
  const current = rows.filter((row) => !row.archivedAt);
  const archived = rows.filter((row) => row.archivedAt);
  const byCategory = DOCUMENT_CATEGORIES.map(
    (category) => [category, current.filter((row) => row.category === category).length] as const,
  ).filter(([, count]) => count > 0);
  const recent = [...current].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)).slice(0, 10);
  const date = (iso: string) => formatEastern(iso, 'MMM d, yyyy');
  const report = { current, archived, byCategory, recent, by, includeConfidential, date };
  return printableHtml(
    'Document Library Report',
    createElement(LibraryReport, report),
    'Document management',
  );
}
