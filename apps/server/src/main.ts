import type { Server } from 'node:http';
import { buildApp } from './app';
import { openDatabase } from './bootstrap';
import { loadConfig } from './config/config';
import { webDistDir } from './http/web-dist';
import { printWelcome } from './welcome';
import { listenOperator } from './http/operator-listener';
import { DEMO_DEVICE_ID } from './db/seed-catalog';
import { createPairingCode } from './modules/kiosks/kiosk-pairing.service';
import { reconcileInterruptedDispenses } from './modules/dispensing/dispensing.service';
import { reconcileRefunds } from './modules/payments/refunds.service';
import {
  brokerFailure,
  checkPortsFree,
  checkSettingFiles,
  databaseFailure,
  failureText,
  listenFailure,
  StartupError,
} from './startup-failure';
import { DataDirLockedError } from './db/data-dir-lock';

async function main() {
  const config = loadConfig();
  checkSettingFiles(config);
  await checkPortsFree(config);
  const opened = await openDatabase(config).catch((error: unknown) => {
    throw error instanceof DataDirLockedError || error instanceof StartupError
      ? error
      : databaseFailure(config, error);
  });
  const { app, ctx } = await buildApp(
    {
      config,
      database: opened.database,
      db: opened.database.db,
      secret: opened.secret,
      now: () => new Date(),
    },
    { webDistDir: webDistDir(config) },
  );
  let isClosing = false;
  let operator: Server | null = null;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    // Drain (SIGTERM, as systemd stops an instance): /readyz fails while requests are still served, so the
    // proxy takes this instance out before it stops listening. Ctrl-C stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    ctx.lifecycle.isDraining = true;
    if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // In-flight requests finish (app.close waits for them); a stuck one is cut after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      operator?.close();
      await app.close();
      await opened.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // The embedded server is the only process of its data folder: every lease in it belongs to a dead one.
  await reconcileInterruptedDispenses(ctx, { isForced: opened.database.kind === 'pglite' });
  await reconcileRefunds(ctx);
  if (config.dispenser === 'device-link' && ctx.dispenser.connected) {
    const waitMs = config.deviceLink.timeoutMs;
    await ctx.dispenser.connected(waitMs).catch((error: unknown) => {
      throw brokerFailure(config, waitMs, error);
    });
  }
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    throw listenFailure('PORT', config.port, error);
  });
  operator =
    config.env === 'production'
      ? await listenOperator(app, config.operatorPort).catch((error: unknown) => {
          throw listenFailure('OPERATOR_PORT', config.operatorPort, error);
        })
      : null;
  const demoPairing = config.seedDemo
    ? await createPairingCode(ctx.db, config.publicUrl, DEMO_DEVICE_ID, ctx.now())
    : null;
  printWelcome(config, app, opened.seed, demoPairing?.code ?? null);
}

main().catch((error: unknown) => {
  console.error(failureText(error));
  process.exit(1);
});
