// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';
import { TOAST_DURATION_MS } from './toast-layer.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let api: ReturnType<typeof useToast>;

function Capture() {
  api = useToast();
  return null;
}

const liveRegion = () => document.querySelector('[role="status"]');
const shownToasts = () => [...document.querySelectorAll('li')];

/** Lets the page-load wait and the lazily loaded Radix layer settle. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    await vi.dynamicImportSettled();
  });
}

beforeEach(async () => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    ),
  );
  await settle();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time inside one persistent live region', () => {
    const region = liveRegion();
    expect(region).not.toBeNull();
    act(() => api.toast({ title: 'Message Sent!', description: 'Thank you for your message!' }));
    act(() => api.toast({ title: 'Link Copied' }));
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]?.textContent).toContain('Link Copied');
    expect(region?.textContent).not.toContain('Message Sent!');
    // The same region announces every toast, and no second copy of the text exists.
    expect(liveRegion()).toBe(region);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(region?.getAttribute('aria-live')).toBe('polite');
  });

  it('leaves after 5 seconds, and a replacement gets its own 5 seconds', () => {
    act(() => api.toast({ title: 'First' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    act(() => api.toast({ title: 'Second' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(liveRegion()?.textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(1000));
    expect(shownToasts()).toHaveLength(0);
  });

  it('announces errors assertively and closes on dismiss()', () => {
    act(() =>
      api.toast({ variant: 'destructive', title: 'Error', description: 'Failed to send message.' }),
    );
    expect(liveRegion()?.getAttribute('aria-live')).toBe('assertive');
    expect(shownToasts()[0]?.dataset.variant).toBe('destructive');
    act(() => api.dismiss());
    expect(shownToasts()).toHaveLength(0);
    expect(liveRegion()?.getAttribute('aria-live')).toBe('polite');
  });

  it('closes from its close button', () => {
    act(() => api.toast({ title: 'Status Updated' }));
    const close = document.querySelector<HTMLButtonElement>('[aria-label="Close notification"]');
    act(() => close?.click());
    expect(shownToasts()).toHaveLength(0);
  });
});
