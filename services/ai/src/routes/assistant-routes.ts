import type { ServiceApp, ServiceContext } from '@roofing/platform';

// Placeholder until this module's routes land (work in progress this session).
export async function assistantRoutes(_app: ServiceApp, _ctx: ServiceContext) {}
