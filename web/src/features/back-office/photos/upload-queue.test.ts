import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  isRetryableStatus,
  MAX_UPLOAD_ATTEMPTS,
  nextRetryAt,
  nextToStart,
  type QueuedUpload,
  queueReducer,
  statusText,
} from './upload-queue.ts';

const photo = (name: string, bytes = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

const added = (files: File[]) =>
  queueReducer([], {
    type: 'add',
    files,
    category: 'damage',
    caption: 'Lifted shingles',
    makeKey: keys(),
  });

describe('the upload queue', () => {
  it('gives every file its own key, once, and waits them in order', () => {
    const queue = added([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(queue.map((item) => item.key)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(queue.every((item) => item.status === 'waiting')).toBe(true);
    expect(queue[0]).toMatchObject({ category: 'damage', caption: 'Lifted shingles' });
  });

  it('starts at most two at a time', () => {
    let queue = added([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['key-1', 'key-2']);
    queue = queueReducer(queue, { type: 'start', key: 'key-1' });
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['key-2']);
    queue = queueReducer(queue, { type: 'start', key: 'key-2' });
    expect(nextToStart(queue)).toEqual([]);
    queue = queueReducer(queue, { type: 'done', key: 'key-1', photoId: 7 });
    expect(nextToStart(queue).map((item) => item.key)).toEqual(['key-3']);
  });

  it('retries a lost connection after a growing wait, keeping the same key', () => {
    let queue = added([photo('roof.jpg')]);
    const now = 1_000_000;
    queue = queueReducer(queue, { type: 'start', key: 'key-1' });
    queue = queueReducer(queue, { type: 'progress', key: 'key-1', percent: 42.4 });
    expect(queue[0]?.progress).toBe(42);
    queue = queueReducer(queue, {
      type: 'fail',
      key: 'key-1',
      retryable: true,
      message: 'The upload could not reach the server.',
      now,
    });
    expect(queue[0]).toMatchObject({ status: 'retrying', retryAt: now + 2000, attempts: 1 });
    expect(nextRetryAt(queue)).toBe(now + 2000);
    expect(statusText(queue[0] as QueuedUpload, now)).toContain('Trying again in 2 s');
    // Not due yet: nothing changes.
    expect(queueReducer(queue, { type: 'due', now: now + 1999 })[0]?.status).toBe('retrying');
    queue = queueReducer(queue, { type: 'due', now: now + 2000 });
    expect(queue[0]).toMatchObject({ status: 'waiting', key: 'key-1' });
    queue = queueReducer(queue, { type: 'start', key: 'key-1' });
    expect(queue[0]).toMatchObject({ status: 'uploading', attempts: 2, progress: 0 });
    queue = queueReducer(queue, { type: 'fail', key: 'key-1', retryable: true, message: 'x', now });
    expect(queue[0]?.retryAt).toBe(now + 4000);
  });

  it('gives up after the last attempt and keeps the file, failed, for Retry', () => {
    let queue = added([photo('roof.jpg')]);
    for (let attempt = 1; attempt <= MAX_UPLOAD_ATTEMPTS; attempt++) {
      queue = queueReducer(queue, { type: 'due', now: Number.MAX_SAFE_INTEGER });
      queue = queueReducer(queue, { type: 'start', key: 'key-1' });
      queue = queueReducer(queue, {
        type: 'fail',
        key: 'key-1',
        retryable: true,
        message: 'The upload could not reach the server.',
        now: 0,
      });
    }
    expect(queue[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_UPLOAD_ATTEMPTS,
      error: 'The upload could not reach the server.',
    });
    queue = queueReducer(queue, { type: 'retry', key: 'key-1' });
    expect(queue[0]).toMatchObject({ status: 'waiting', attempts: 0, error: null, key: 'key-1' });
  });

  it('fails at once on a refusal, and refuses an empty or oversize file before sending', () => {
    let queue = added([photo('notes.jpg'), photo('huge.jpg', 16 * 1024 * 1024), photo('e.jpg', 0)]);
    expect(queue.map((item) => item.status)).toEqual(['waiting', 'failed', 'failed']);
    expect(queue[1]?.error).toBe('The file is larger than 15 MB.');
    queue = queueReducer(queue, { type: 'start', key: 'key-1' });
    queue = queueReducer(queue, {
      type: 'fail',
      key: 'key-1',
      retryable: false,
      message: 'The file is not a photo we can read.',
      now: 0,
    });
    expect(queue[0]).toMatchObject({
      status: 'failed',
      error: 'The file is not a photo we can read.',
    });
  });

  it('removes failed files and clears the uploaded ones, never one that is uploading', () => {
    let queue = added([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    queue = queueReducer(queue, { type: 'start', key: 'key-1' });
    queue = queueReducer(queue, { type: 'remove', key: 'key-1' });
    expect(queue).toHaveLength(3);
    queue = queueReducer(queue, { type: 'remove', key: 'key-2' });
    queue = queueReducer(queue, { type: 'done', key: 'key-1', photoId: 1 });
    queue = queueReducer(queue, { type: 'clear-done' });
    expect(queue.map((item) => item.key)).toEqual(['key-3']);
  });

  it('backs off 2, 4, 8, 16 then 30 seconds; retries no answer and server hiccups only', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 415].some(isRetryableStatus)).toBe(false);
  });
});
