export { instantQuoteService } from './service.ts';
