export { messagingService } from './service.ts';
