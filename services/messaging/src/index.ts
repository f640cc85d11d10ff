export { messagingService } from './plugin.ts';
