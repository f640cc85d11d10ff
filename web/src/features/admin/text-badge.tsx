import type { ProjectMessage } from '@roofing/contracts';

/** How each text's delivery reads on the office's badge (issue 24). */
const TEXT_STATUS_LABELS: Record<NonNullable<ProjectMessage['textStatus']>, string> = {
  queued: 'sending',
  'held-quiet-hours': 'held until 8 AM',
  sent: 'sent',
  delivered: 'delivered',
  failed: 'failed',
  'refused-opted-out': 'not sent (opted out)',
};

/**
 * A small badge on a message that went by text: a customer's reply that arrived as a text, or the
 * team's answer that was also texted to the customer, with where that text is.
 */
export function TextBadge({ message }: { message: ProjectMessage }) {
  if (message.viaText) {
    return (
      <p className="mt-1 inline-block rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-navy-900">
        By text
      </p>
    );
  }
  if (!message.textStatus) return null;
  const bad = message.textStatus === 'failed' || message.textStatus === 'refused-opted-out';
  const tone = bad
    ? 'bg-danger-50 text-danger-700'
    : message.textStatus === 'delivered'
      ? 'bg-success-50 text-success-700'
      : 'bg-white text-slate-700';
  return (
    <p className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      Texted · {TEXT_STATUS_LABELS[message.textStatus]}
    </p>
  );
}
