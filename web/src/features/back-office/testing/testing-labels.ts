import type { TestResultStatus } from '@roofing/contracts';

/** A status word as shown: "on_hold" → "On hold". */
export const statusLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace('_', ' ');

export const RESULT_STATUS_CLASS: Record<TestResultStatus, string> = {
  passed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-800',
  pending: 'bg-yellow-100 text-yellow-900',
  expired: 'bg-slate-200 text-slate-800',
};
