export { workforceService } from './service.ts';
