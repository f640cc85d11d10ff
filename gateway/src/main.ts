import { createLogger, onShutdown } from '@roofing/platform';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'gateway' });
const gateway = await buildGateway(config, logger);
await gateway.app.listen({ port: config.PORT, host: config.HOST });
const { port } = gateway.app.server.address() as { port: number };
const shown = config.PUBLIC_URL.startsWith('http://localhost')
  ? `http://localhost:${port}`
  : config.PUBLIC_URL;
logger.info(`Shorefront Roofing is running at ${shown} (${gateway.mode}). Press Ctrl-C to stop.`);
onShutdown(logger, () => gateway.close());
