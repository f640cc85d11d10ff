import type { SenderType } from '@roofing/contracts';
import { EASTERN_TIME_ZONE } from '@roofing/contracts/eastern-time';

/** "Jan 5, 3:30 PM" (portal §9), in Florida time whatever the browser's zone. */
export function formatMessageTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: EASTERN_TIME_ZONE,
  });
  const time = date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: EASTERN_TIME_ZONE,
  });
  return `${day}, ${time}`;
}

/** The first letters of the first two words, upper-cased ("Shorefront Roofing Team" → "SR"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export const SENDER_LABELS: Record<SenderType, string> = {
  customer: 'You',
  project_manager: 'Project Manager',
  admin: 'Project Team',
};

export function senderLabel(senderType: string): string {
  return SENDER_LABELS[senderType as SenderType] ?? 'Project Team';
}

export interface TimelineStep {
  title: string;
  detail: string;
  state: 'done' | 'active' | 'upcoming';
}

/**
 * The tabbed portal's timeline (portal §2): Estimate Created always; Project Accepted once
 * accepted (or later); Work in Progress active at in-progress; Project Complete at completed,
 * otherwise the estimated completion text.
 */
export function timelineOf(status: string, createdLabel: string): TimelineStep[] {
  const accepted = status === 'accepted' || status === 'in-progress' || status === 'completed';
  const steps: TimelineStep[] = [
    { title: 'Estimate Created', detail: createdLabel, state: 'done' },
  ];
  if (accepted) {
    steps.push({ title: 'Project Accepted', detail: 'Thank you for choosing us.', state: 'done' });
  }
  if (status === 'in-progress' || status === 'completed') {
    steps.push({
      title: 'Work in Progress',
      detail: 'Our crew is working on your roof.',
      state: status === 'in-progress' ? 'active' : 'done',
    });
  }
  steps.push(
    status === 'completed'
      ? { title: 'Project Complete', detail: 'Your new roof is finished.', state: 'done' }
      : {
          title: 'Project Complete',
          detail: 'Estimated completion in 5-7 days',
          state: 'upcoming',
        },
  );
  return steps;
}
