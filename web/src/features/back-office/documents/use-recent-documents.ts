import { useState } from 'react';

/** The learning context keeps this many of the latest documents (portal §9). */
export const LEARNING_SIZE = 10;

/** A document generated in this visit: what the chat, prefill and Learning Insights learn from. */
export interface RecentDocument {
  documentType: string;
  documentData: Record<string, string>;
  title: string;
}

/** The last LEARNING_SIZE documents generated in this visit, newest first. */
export function useRecentDocuments() {
  const [recent, setRecent] = useState<RecentDocument[]>([]);
  const remember = (document: RecentDocument) =>
    setRecent((current) => [document, ...current].slice(0, LEARNING_SIZE));
  return { recent, remember };
}
