import { JOB_PHOTO_MAX_BYTES, type PhotoCategory } from '@roofing/contracts';

/*
 * The photo upload queue as pure state: files wait, upload (one or two at a time), and on a lost
 * connection wait a growing while and go again with the same uploadKey (the server answers a
 * repeat with the photo it already stored). A refusal (a file that is not a photo, too large) or
 * too many lost connections leaves the file in the list, failed, with its error and a Retry.
 */

/** How many files go up at once (a phone's uplink is slow; two keeps it busy without a pile-up). */
export const UPLOAD_CONCURRENCY = 2;
/** Attempts, the first included, before a file waits for the office to press Retry. */
export const MAX_UPLOAD_ATTEMPTS = 5;
const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 30_000;

export type UploadStatus = 'waiting' | 'uploading' | 'retrying' | 'failed' | 'done';

export interface QueuedUpload {
  /** The uploadKey too: made once per file, sent on every attempt. */
  key: string;
  file: File;
  category: PhotoCategory;
  caption: string;
  status: UploadStatus;
  /** 0–100 of the bytes sent in the current attempt. */
  progress: number;
  /** Attempts started since the file was added (or last retried by hand). */
  attempts: number;
  /** When a 'retrying' file goes again (ms since the epoch). */
  retryAt: number | null;
  error: string | null;
  /** The stored photo's id once done. */
  photoId: number | null;
}

export type QueueAction =
  | {
      type: 'add';
      files: readonly File[];
      category: PhotoCategory;
      caption: string;
      makeKey: () => string;
    }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'done'; key: string; photoId: number }
  | { type: 'fail'; key: string; retryable: boolean; message: string; now: number }
  | { type: 'due'; now: number }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clear-done' };

/** The wait before attempt `attempt + 1` after `attempt` failed: 2 s, 4 s, 8 s… at most 30 s. */
export function backoffMs(attempt: number): number {
  const wait = FIRST_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(MAX_BACKOFF_MS, wait);
}

/** What the browser can say before sending: a file far too large is refused at once. */
export function precheck(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > JOB_PHOTO_MAX_BYTES) {
    return `The file is larger than ${JOB_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
  }
  if (file.type !== '' && !file.type.startsWith('image/')) return 'The file is not a photo.';
  return null;
}

/**
 * Whether a failed attempt is worth sending again by itself: no answer at all (status 0, the
 * connection dropped), a timeout, too many requests, or a gateway/server hiccup. A 4xx refusal
 * says the same thing every time.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const update = (
  queue: readonly QueuedUpload[],
  key: string,
  change: (item: QueuedUpload) => QueuedUpload,
) => queue.map((item) => (item.key === key ? change(item) : item));

export function queueReducer(queue: readonly QueuedUpload[], action: QueueAction): QueuedUpload[] {
  switch (action.type) {
    case 'add':
      return [
        ...queue,
        ...action.files.map((file): QueuedUpload => {
          const refusal = precheck(file);
          return {
            key: action.makeKey(),
            file,
            category: action.category,
            caption: action.caption,
            status: refusal ? 'failed' : 'waiting',
            progress: 0,
            attempts: 0,
            retryAt: null,
            error: refusal,
            photoId: null,
          };
        }),
      ];
    case 'start':
      return update(queue, action.key, (item) =>
        item.status === 'waiting'
          ? { ...item, status: 'uploading', progress: 0, attempts: item.attempts + 1, error: null }
          : item,
      );
    case 'progress':
      return update(queue, action.key, (item) =>
        item.status === 'uploading'
          ? { ...item, progress: Math.max(0, Math.min(100, Math.round(action.percent))) }
          : item,
      );
    case 'done':
      return update(queue, action.key, (item) => ({
        ...item,
        status: 'done',
        progress: 100,
        retryAt: null,
        error: null,
        photoId: action.photoId,
      }));
    case 'fail':
      return update(queue, action.key, (item) => {
        if (item.status !== 'uploading') return item;
        if (action.retryable && item.attempts < MAX_UPLOAD_ATTEMPTS) {
          return {
            ...item,
            status: 'retrying',
            retryAt: action.now + backoffMs(item.attempts),
            error: action.message,
          };
        }
        return { ...item, status: 'failed', retryAt: null, error: action.message };
      });
    case 'due':
      return queue.map((item) =>
        item.status === 'retrying' && item.retryAt !== null && item.retryAt <= action.now
          ? { ...item, status: 'waiting', retryAt: null }
          : item,
      );
    case 'retry':
      return update(queue, action.key, (item) =>
        item.status === 'failed' || item.status === 'retrying'
          ? { ...item, status: 'waiting', attempts: 0, retryAt: null, error: null, progress: 0 }
          : item,
      );
    case 'remove':
      return queue.filter((item) => item.key !== action.key || item.status === 'uploading');
    case 'clear-done':
      return queue.filter((item) => item.status !== 'done');
  }
}

/** The waiting files that may start now, in the order they were added. */
export function nextToStart(
  queue: readonly QueuedUpload[],
  concurrency = UPLOAD_CONCURRENCY,
): QueuedUpload[] {
  const running = queue.filter((item) => item.status === 'uploading').length;
  const room = Math.max(0, concurrency - running);
  return queue.filter((item) => item.status === 'waiting').slice(0, room);
}

/** The earliest moment a 'retrying' file goes again, or null when none waits. */
export function nextRetryAt(queue: readonly QueuedUpload[]): number | null {
  let earliest: number | null = null;
  for (const item of queue) {
    if (item.status === 'retrying' && item.retryAt !== null) {
      earliest = earliest === null ? item.retryAt : Math.min(earliest, item.retryAt);
    }
  }
  return earliest;
}

/** What the list says about a file, for its status line. */
export function statusText(item: QueuedUpload, now: number): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting to upload';
    case 'uploading':
      return item.progress < 100 ? `Uploading… ${item.progress}%` : 'Processing the photo…';
    case 'retrying': {
      const seconds = Math.max(1, Math.ceil(((item.retryAt ?? now) - now) / 1000));
      return `Connection lost. Trying again in ${seconds} s (attempt ${item.attempts + 1} of ${MAX_UPLOAD_ATTEMPTS})`;
    }
    case 'failed':
      return item.error ?? 'The upload failed.';
    case 'done':
      return 'Uploaded';
  }
}
