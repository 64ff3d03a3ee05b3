import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { alipaySdk, verifyAlipayNotice } from './alipay.channel';
import { settleNotice, type VerifiedNotice } from './payment-notify.service';
import { verifyWechatNotice } from './wechatpay.channel';

/** Channel servers post here even while the shop is closed; they send no Origin and no token. */
const notifyOptions = { config: { openWhenClosed: true } };

/**
 * Settles a verified notice; false (logged) when it is refused (unknown number, wrong amount,
 * payment closed): the channel then notifies again later and staff can look at it.
 */
async function handled(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  notice: VerifiedNotice | 'ignored' | null,
): Promise<boolean> {
  if (notice === null) {
    log.warn('online payment notification with a bad signature refused');
    return false;
  }
  if (notice === 'ignored') return true;
  try {
    const outcome = await settleNotice(app.db, notice);
    log.info({ ...notice, payload: undefined, outcome }, 'online payment notification');
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn({ ...notice, payload: undefined, refusal: error.messageKey }, 'notification refused');
    return false;
  }
}

/** Alipay posts form fields and expects the text `success` (anything else: it retries). */
async function alipayNotifyRoute(app: FastifyInstance, { config }: { config: AppConfig }) {
  const alipay = config.onlinePay.alipay;
  if (!alipay) return;
  const sdk = alipaySdk(alipay);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/api/pay/notify/alipay', notifyOptions, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const ok = await handled(app, request.log, verifyAlipayNotice(sdk, alipay, form));
    return reply.type('text/plain').send(ok ? 'success' : 'fail');
  });
}

/** WeChat Pay posts JSON signed over its raw text; success is HTTP 204, a refusal 4xx/5xx. */
async function wechatNotifyRoute(app: FastifyInstance, { config }: { config: AppConfig }) {
  const wechatpay = config.onlinePay.wechatpay;
  if (!wechatpay) return;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );
  app.post('/api/pay/notify/wechatpay', notifyOptions, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const notice = verifyWechatNotice(wechatpay, request.headers, raw);
    if (await handled(app, request.log, notice)) return reply.code(204).send();
    return reply
      .code(notice === null ? 401 : 400)
      .send({ code: 'FAIL', message: notice === null ? 'SIGN_ERROR' : 'REFUSED' });
  });
}

/** The channels' asynchronous notifications (`/api/pay/notify/*`, issue 16). */
export async function paymentNotifyRoutes(
  app: FastifyInstance,
  options: { config: AppConfig },
): Promise<void> {
  await app.register(alipayNotifyRoute, options);
  await app.register(wechatNotifyRoute, options);
}
