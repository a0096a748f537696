import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { holdPortWhileStarting } from './platform/readiness.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Migrations and the first seeding can take a while: probes get 503 "starting" meanwhile.
  const releasePort = await holdPortWhileStarting({ port: config.port, host: config.host });
  const app = await buildApp(config).finally(releasePort);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { startupMs: Math.round(performance.now()), engine: config.database.engine, redis: Boolean(config.redisUrl) },
    'storefront ready',
  );
  // `npm start` (scripts/start.mjs) prints where the storefront answers as soon as it does.
  process.send?.({ ready: true });

  // Stop accepting, let in-flight requests finish, then close the database and pubsub (onClose hooks).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
