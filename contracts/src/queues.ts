/** Queue names are shared constants: renaming one strands the jobs already in it. */
export const QUEUES = {
  notifications: 'notifications',
  tts: 'tts',
  documents: 'documents',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
