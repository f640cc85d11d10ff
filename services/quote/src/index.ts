export { quoteService } from './service.ts';
