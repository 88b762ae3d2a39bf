import { globalPlugin } from '../plugins/global-plugin.js';
import type { CardProcessorRegistry } from './registry.js';

/**
 * Ties the card processors to the app's life: the sandbox's webhook secret is loaded before the
 * first request, its scheduler runs while the server listens (it posts webhooks to it) and is
 * stopped, its current round finished, before the server and then the database close.
 */
export const cardProcessorsPlugin = globalPlugin<{ registry: CardProcessorRegistry }>(
  'card-processors',
  async (app, { registry }) => {
    app.addHook('onReady', async () => {
      await registry.init();
    });
    app.addHook('onListen', async () => {
      registry.start();
    });
    app.addHook('preClose', async () => {
      await registry.stop();
    });
  },
);
