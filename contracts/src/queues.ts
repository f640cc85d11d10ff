/**
 * Queue names are shared constants on the wire: renaming one strands the jobs already in it, so
 * never rename one without a migration. */
export const QUEUES = {
  notifications: 'notifications',
  tts: 'tts',
  documents: 'documents',
  /** The lead service's own work (ColdShield follow-ups), processed by its worker. */
  leads: 'leads',
  /** The quote service's contract work (the signed PDF, the daily permit sweep), by its worker. */
  contracts: 'contracts',
  /** The messaging service's texts (issue 24): one job per recorded text, by its worker. */
  sms: 'sms',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
