import { runServiceProcess } from '@roofing/platform';
import { messagingService } from './plugin.ts';

// The notifications worker: sends the e-mails queued by the messaging service.
await runServiceProcess(messagingService, 'worker');
