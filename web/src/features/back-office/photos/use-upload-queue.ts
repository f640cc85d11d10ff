import type { PhotoCategory } from '@roofing/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { uploadJobPhoto, useRefreshJobPhotos } from '../../../api/job-photos.ts';
import {
  isRetryableStatus,
  nextRetryAt,
  nextToStart,
  type QueuedUpload,
  queueReducer,
} from './upload-queue.ts';

/** What a failed attempt says, and whether it is worth sending again by itself. */
function failureOf(error: unknown): { retryable: boolean; message: string } {
  if (error instanceof ApiError) {
    const retryable = isRetryableStatus(error.status);
    if (error.status === 0) return { retryable, message: 'The connection dropped.' };
    if (error.status === 413) return { retryable, message: 'The file is too large to upload.' };
    return {
      retryable,
      message: error.serverMessage ?? `The server answered ${error.status}.`,
    };
  }
  return { retryable: true, message: 'The upload was interrupted.' };
}

/**
 * Runs the upload queue for one job: starts waiting files two at a time, reports progress,
 * schedules the automatic retries (and goes at once when the browser comes back online), and
 * refreshes the gallery after each photo lands. Leaving the page stops what is uploading.
 */
export function useUploadQueue(quoteId: number) {
  const [queue, dispatch] = useReducer(queueReducer, []);
  const [now, setNow] = useState(() => Date.now());
  const refresh = useRefreshJobPhotos(quoteId);
  const running = useRef(new Map<string, AbortController>());

  // Start what may start. The map of running uploads keeps a file from starting twice.
  useEffect(() => {
    for (const item of nextToStart(queue)) {
      if (running.current.has(item.key)) continue;
      const controller = new AbortController();
      running.current.set(item.key, controller);
      dispatch({ type: 'start', key: item.key });
      uploadJobPhoto(
        quoteId,
        { category: item.category, caption: item.caption, uploadKey: item.key },
        item.file,
        (percent) => dispatch({ type: 'progress', key: item.key, percent }),
        controller.signal,
      )
        .then((photo) => {
          dispatch({ type: 'done', key: item.key, photoId: photo.id });
          void refresh();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'fail', key: item.key, now: Date.now(), ...failureOf(error) });
        })
        .finally(() => running.current.delete(item.key));
    }
  }, [queue, quoteId, refresh]);

  // Wake for the next retry, and tick each second while one waits (its countdown shows).
  const retryAt = nextRetryAt(queue);
  useEffect(() => {
    if (retryAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const moment = Date.now();
      setNow(moment);
      if (moment >= retryAt) dispatch({ type: 'due', now: moment });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [retryAt]);

  // Back online: whatever waits to retry goes now.
  useEffect(() => {
    const online = () => dispatch({ type: 'due', now: Number.MAX_SAFE_INTEGER });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // Leaving the job stops its uploads.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      uploads.clear();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[], category: PhotoCategory, caption: string) =>
      dispatch({ type: 'add', files, category, caption, makeKey: () => crypto.randomUUID() }),
    [],
  );
  return {
    queue: queue as readonly QueuedUpload[],
    now,
    add,
    retry: (key: string) => dispatch({ type: 'retry', key }),
    remove: (key: string) => dispatch({ type: 'remove', key }),
    clearDone: () => dispatch({ type: 'clear-done' }),
  };
}
