import { createLogger, onShutdown } from '@roofing/platform';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'gateway' });
const gateway = await buildGateway(config, logger);
const address = await gateway.app.listen({ port: config.PORT, host: config.HOST });
logger.info({ address }, `Shorefront Roofing is running at http://localhost:${config.PORT}`);
onShutdown(logger, () => gateway.close());
