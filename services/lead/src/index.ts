export { leadService } from './service.ts';
