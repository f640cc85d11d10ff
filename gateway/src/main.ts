import '@roofing/platform/env-file';
import { createLogger, onShutdown, startOrExplain } from '@roofing/platform';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const { config, logger, gateway } = await startOrExplain(async () => {
  const config = loadGatewayConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'gateway' });
  return { config, logger, gateway: await buildGateway(config, logger) };
});
let first = true;
await gateway.app.listen({
  port: config.PORT,
  host: config.HOST,
  // The first line of the log says where the product is and how to stop it.
  listenTextResolver: (address) => {
    if (!first) return `also listening at ${address}`;
    first = false;
    const port = new URL(address).port;
    const shown = config.PUBLIC_URL.startsWith('http://localhost')
      ? `http://localhost:${port}`
      : config.PUBLIC_URL;
    return `Shorefront Roofing is running at ${shown} (${gateway.mode}). Press Ctrl-C to stop.`;
  },
});
onShutdown(logger, () => gateway.close());
