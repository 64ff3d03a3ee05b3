import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { OnlinePayEnvSchema, onlinePayConfig, type OnlinePayConfig } from './online-pay.env';

/** The repository root: relative defaults (DATA_DIR, the web build) resolve against it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'on', 'off', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : ['1', 'on', 'true', 'yes'].includes(v),
    );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  UPLOAD_DIR: z.string().optional(),
  WEB_DIST: z.string().default('apps/web/dist'),
  ADMIN_DIST: z.string().default('apps/admin/dist'),
  SHOP_CAPTCHA: flag(true),
  SHOP_CLOSED: flag(false),
  SHOP_DEMO_DATA: flag(true),
  /** Unset: `outbox` outside production (issue 16), `log` in production. */
  SMS_DRIVER: z.enum(['log', 'outbox', '']).optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag(false),
  /** Minutes an order may wait for payment before it closes by itself (stock, coupons back). */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(1440),
  /**
   * The key ERP secrets are encrypted with at rest (issue 26): 32 bytes as 64 hex digits or
   * base64. Unset: the erp module keeps a generated one in DATA_DIR (erp-secret.key) and warns.
   */
  ERP_SECRET_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const key = /^[0-9a-fA-F]{64}$/.test(value)
        ? Buffer.from(value, 'hex')
        : Buffer.from(value, 'base64');
      if (key.length !== 32) {
        ctx.addIssue({ code: 'custom', message: 'must be 32 bytes (64 hex digits or base64)' });
        return z.NEVER;
      }
      return key;
    }),
  /** Open API calls one ERP key may make per minute (issue 26), shared through Redis when set. */
  ERP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(300),
  ...OnlinePayEnvSchema.shape,
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  /** Files served only through a route that checks who asks (issue 17: batch documents). */
  documentDir: string;
  /** Sheets uploaded for the console's import (issue 26): never served. */
  importDir: string;
  webDist: string;
  /** The built staff console, served at /admin (issue 15). */
  adminDist: string;
  captchaEnabled: boolean;
  siteClosed: boolean;
  demoData: boolean;
  smsDriver: 'log' | 'outbox';
  allowedOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
  orderPayTimeoutMinutes: number;
  /** ERP_SECRET_KEY: encrypts ERP key secrets at rest (issue 26); undefined when unset. */
  erpSecretKey: Buffer | undefined;
  /** Open API calls per minute per ERP key. */
  erpRateLimitPerMinute: number;
  /** The configured online payment channels (issue 16); null when a channel is not configured. */
  onlinePay: OnlinePayConfig;
};

/** The only reader of process.env. Throws a readable error on a bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    uploadDir: path.resolve(dataDir, e.UPLOAD_DIR ?? 'uploads'),
    documentDir: path.resolve(dataDir, 'documents'),
    importDir: path.resolve(dataDir, 'imports'),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    adminDist: path.resolve(REPO_ROOT, e.ADMIN_DIST),
    captchaEnabled: e.SHOP_CAPTCHA,
    siteClosed: e.SHOP_CLOSED,
    demoData: e.SHOP_DEMO_DATA,
    smsDriver: e.SMS_DRIVER || (e.NODE_ENV === 'production' ? 'log' : 'outbox'),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    orderPayTimeoutMinutes: e.ORDER_PAY_TIMEOUT_MINUTES,
    erpSecretKey: e.ERP_SECRET_KEY,
    erpRateLimitPerMinute: e.ERP_RATE_LIMIT_PER_MINUTE,
    onlinePay: onlinePayConfig(e),
  };
}
