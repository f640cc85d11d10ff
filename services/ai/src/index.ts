export { aiService } from './service.ts';
