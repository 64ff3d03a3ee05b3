import { randomBytes } from 'node:crypto';
import { CAPTCHA_TTL_MS, type Captcha } from '@shop/contracts/auth';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../lib/app-error';
import type { KeyValueStore } from '../../lib/kv/kv';

const captchaKey = (id: string) => `captcha:${id}`;

/**
 * A new captcha image whose answer is kept 5 minutes for one check. A previous id, when given,
 * is discarded. With the captcha switched off the answer is `{ id: '', img: '' }`.
 */
export async function createCaptcha(
  kv: KeyValueStore,
  enabled: boolean,
  previousId?: string,
): Promise<Captcha> {
  if (!enabled) return { id: '', img: '' };
  if (previousId) await kv.delete(captchaKey(previousId));
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    width: 120,
    height: 40,
    fontSize: 44,
    ignoreChars: '0oO1lIi',
    color: false,
  });
  const id = randomBytes(16).toString('hex');
  await kv.set(captchaKey(id), captcha.text.toLowerCase(), CAPTCHA_TTL_MS);
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
}

/** Checks a captcha answer (case-insensitive). Each captcha is consumed by its first check. */
export async function checkCaptcha(
  kv: KeyValueStore,
  enabled: boolean,
  id?: string,
  code?: string,
): Promise<void> {
  if (!enabled) return;
  if (!id || !code) throw new AppError('auth.captcha_required');
  const expected = await kv.take(captchaKey(id));
  if (!expected || expected !== code.trim().toLowerCase()) throw new AppError('auth.captcha_wrong');
}
