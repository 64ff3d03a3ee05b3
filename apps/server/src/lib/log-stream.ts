import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** `req-3 POST /api/cart/add incoming request`, `req-3 200 4.1 ms request completed`. */
function requestMessage(log: Record<string, unknown>, messageKey: string): string {
  const req = (log.req ?? {}) as { method?: unknown; url?: unknown };
  const res = (log.res ?? {}) as { statusCode?: unknown };
  const parts = [
    text(log.reqId),
    log.req ? `${text(req.method) ?? '-'} ${text(req.url) ?? '-'}` : undefined,
    text(res.statusCode),
    typeof log.responseTime === 'number' ? `${log.responseTime.toFixed(1)} ms` : undefined,
    text(log[messageKey]),
  ];
  return parts.filter((part) => part !== undefined).join(' ');
}

/**
 * Log lines a person reads at a terminal: time, level and one line per request (method, path,
 * status, duration); an error still prints its stack below. Written synchronously, so nothing is
 * lost when the process exits.
 */
export function readableLogStream(
  options: { destination?: number | NodeJS.WritableStream; colorize?: boolean } = {},
) {
  return pretty({
    destination: options.destination ?? 1,
    sync: true,
    ...(options.colorize === undefined ? {} : { colorize: options.colorize }),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: requestMessage,
  });
}

/**
 * Fastify's logger: none at level `silent` (tests), readable lines when a person watches the
 * terminal (`readable`: stdout is a TTY), else one JSON object per line for a log collector
 * (into `stream` when given: a test reading what is logged).
 */
export function loggerOptions(
  level: string,
  readable: boolean,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (readable) return { level, stream: readableLogStream() };
  return stream ? { level, stream } : { level };
}
