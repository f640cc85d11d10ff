import { runServiceProcess } from '@roofing/platform';
import { quoteService } from './plugin.ts';

await runServiceProcess(quoteService);
