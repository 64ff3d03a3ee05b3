import fp from 'fastify-plugin';
import { setPayTimeout } from './order-expiry.config';
import { closeExpiredOrders, SWEEP_INTERVAL_MS } from './order-expiry.service';

/**
 * Sets the pay timeout of the app's database and sweeps expired unpaid orders once when the app
 * is ready, then every `intervalMs`. The timer is unref'd (it never keeps the process alive) and
 * cleared when the app closes, which also waits for a sweep under way. Errors are logged only.
 */
export const orderExpiryPlugin = fp<{ timeoutMinutes: number; intervalMs?: number }>(
  async (app, { timeoutMinutes, intervalMs = SWEEP_INTERVAL_MS }) => {
    setPayTimeout(app.db, timeoutMinutes);
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let closing = false;

    const sweep = () => {
      if (running || closing) return;
      running = closeExpiredOrders(app.db, {
        onError: (err, orderId) => app.log.error({ err, orderId }, 'order expiry: close failed'),
      })
        .then((closed) => {
          if (closed > 0) app.log.info({ closed }, 'order expiry: unpaid orders closed');
        })
        .catch((err: unknown) => app.log.error({ err }, 'order expiry: sweep failed'))
        .finally(() => {
          running = null;
        });
    };

    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'order-expiry' },
);
