import type {
  DocumentCategory,
  DocumentChatRequest,
  DocumentChatResponse,
  DocumentType,
  GenerateDocumentRequest,
  GeneratedDocumentSaveInput,
  LibraryDocument,
  SecurityAudit,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest, currentCsrfToken } from './client.ts';

export const documentKeys = {
  all: ['/api/documents'] as const,
  list: (q: string, category: string, archived: boolean) =>
    ['/api/documents', 'list', q, category, archived] as const,
};

export const useLibrary = (q: string, category: DocumentCategory | '', archived: boolean) =>
  useQuery({
    queryKey: documentKeys.list(q, category, archived),
    queryFn: () => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      if (category) params.set('category', category);
      if (archived) params.set('archived', 'true');
      return apiJson<LibraryDocument[]>('GET', `/api/documents?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export const useSecurityAudit = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/documents/security-audit'],
    queryFn: () => apiJson<SecurityAudit>('GET', '/api/documents/security-audit'),
    enabled,
  });

function useLibraryMutation<T, R>(call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

export const useArchiveDocument = () =>
  useLibraryMutation(({ id, archive }: { id: number; archive: boolean }) =>
    apiJson<LibraryDocument>('POST', `/api/documents/${id}/${archive ? 'archive' : 'restore'}`),
  );
export const useSaveGeneratedDocument = () =>
  useLibraryMutation((input: GeneratedDocumentSaveInput) =>
    apiJson<LibraryDocument>('POST', '/api/documents/generated', input),
  );

/**
 * Sends a multipart form to `url`, reporting progress (0–100) as the bytes go out. A failure to
 * reach the server is an ApiError with status 0; `signal` aborts the upload (an AbortError).
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was stopped.', 'AbortError'));
    const request = new XMLHttpRequest();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    request.open('POST', url);
    request.withCredentials = true;
    const token = currentCsrfToken();
    if (token) request.setRequestHeader('X-CSRF-Token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText));
      else reject(new ApiError(request.status, request.responseText));
    };
    request.onerror = () => reject(new ApiError(0, 'The upload could not reach the server.'));
    request.send(form);
  });
}

export const useUploadDocuments = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (percent: number) => void }) =>
      uploadWithProgress<LibraryDocument[]>('/api/documents', form, onProgress),
    onSuccess: () => queries.invalidateQueries({ queryKey: documentKeys.all }),
  });
};

// Kept importable from here: the document pages save what they fetch through this module.
export { saveBlob } from '../lib/save-blob.ts';

/** The AI service prints an HTML document to PDF; resolves with the PDF. */
export async function printPdf(html: string, documentType: string): Promise<Blob> {
  const response = await apiRequest('POST', '/api/document-assistant/generate-pdf', {
    documentContent: html,
    documentType,
  });
  return response.blob();
}

export const fileNameOf = (title: string) =>
  title
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'document';

export const generateDocument = (input: GenerateDocumentRequest) =>
  apiJson<{ document: string; title: string }>('POST', '/api/document-assistant/generate', input);
export const previewDocument = (input: GenerateDocumentRequest) =>
  apiJson<{ preview: string; title: string }>('POST', '/api/ai/generate-document', input);
export const prefillDocument = (input: {
  documentType: DocumentType;
  partialData: Record<string, unknown>;
  /** The fields the form has: only those are filled. */
  fields?: string[];
  learningContext: {
    recentDocuments: Array<{ documentType: string; documentData?: Record<string, unknown> }>;
  };
}) =>
  apiJson<{ prefillData: Record<string, string | number | boolean>; message: string }>(
    'POST',
    '/api/ai/prefill-document',
    input,
  );
/**
 * POST /api/ai/document-assistant. The chat box sends `decideIntent`: the server decides whether
 * the message asks for a document (and answers with the draft) or is a question.
 */
export const askDocumentAssistant = (input: DocumentChatRequest) =>
  apiJson<DocumentChatResponse>('POST', '/api/ai/document-assistant', input);
