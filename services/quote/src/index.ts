export { quoteService } from './plugin.ts';
