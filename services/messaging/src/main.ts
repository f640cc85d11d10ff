import { runServiceProcess } from '@roofing/platform';
import { messagingService } from './plugin.ts';

await runServiceProcess(messagingService);
