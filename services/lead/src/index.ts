export { leadService } from './plugin.ts';
