// @vitest-environment jsdom
import type { ProjectMessage } from '@roofing/contracts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { TextBadge } from './text-badge.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const message = (extra: Partial<ProjectMessage>): ProjectMessage => ({
  id: '0b7e8f1e-7a55-4a55-9a3e-0d1f6a8a3b11',
  estimateNumber: 'SFR-ABCD2345',
  senderType: 'admin',
  senderName: 'Shorefront Roofing Team',
  senderEmail: 'office@shorefrontroofing.com',
  messageContent: 'Tuesday at 9 works.',
  message: 'Tuesday at 9 works.',
  messageType: 'text',
  imageUrl: null,
  isRead: false,
  createdAt: '2026-12-01T15:00:00.000Z',
  timestamp: '2026-12-01T15:00:00.000Z',
  ...extra,
});

function shown(props: Partial<ProjectMessage>): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<TextBadge message={message(props)} />));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe("the office's text badge", () => {
  it('says where a texted answer is', () => {
    expect(shown({ textStatus: 'delivered' })).toBe('Texted · delivered');
    expect(shown({ textStatus: 'failed' })).toBe('Texted · failed');
    expect(shown({ textStatus: 'held-quiet-hours' })).toBe('Texted · held until 8 AM');
    expect(shown({ textStatus: 'refused-opted-out' })).toBe('Texted · not sent (opted out)');
  });

  it('marks a reply that came by text, and shows nothing for a message never texted', () => {
    expect(shown({ senderType: 'customer', viaText: true })).toBe('By text');
    expect(shown({ textStatus: null })).toBe('');
    expect(shown({})).toBe('');
  });
});
