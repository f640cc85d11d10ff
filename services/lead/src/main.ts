import { runServiceProcess } from '@roofing/platform';
import { leadService } from './plugin.ts';

await runServiceProcess(leadService);
