import { ErpBatchResultSchema } from '@shop/contracts/erp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { insertErpCall, updateErpKey } from './erp-key.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** What an open call's handler answered, for its audit row (issue 26). */
    erpAnswer: { data: unknown } | null;
  }
}

/** The rows a batch body carried (0 for a call without rows). */
const rowsOf = (body: unknown): number => {
  const rows = (body as { rows?: unknown } | null | undefined)?.rows;
  return Array.isArray(rows) ? rows.length : 0;
};

/** The answer's code: 0 when the handler answered, else the failure envelope's. */
function codeOf(request: FastifyRequest, payload: unknown): number {
  if (request.erpAnswer) return 0;
  try {
    const parsed = JSON.parse(String(payload)) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : -1;
  } catch {
    return -1;
  }
}

/**
 * Records an open call whose key was proven (issue 26: audited, who and how many rows), with the
 * counts of a batch answer, and the key's last use. Run as the route's `onSend`, so refusals
 * after the signature check (scope, validation, rate limit, a handler's error) are recorded too.
 * A failure to record is logged and never changes the answer.
 */
export function auditOpenCall(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const caller = request.erpCaller;
    if (!caller) return payload;
    const batch = ErpBatchResultSchema.safeParse(request.erpAnswer?.data);
    const counts = batch.success ? batch.data : undefined;
    try {
      await insertErpCall(app.db, {
        keyId: caller.keyId,
        siteId: caller.siteId,
        path: request.url.split('?', 1)[0]!.slice(0, 120),
        ip: request.ip.slice(0, 64),
        code: codeOf(request, payload),
        rows: rowsOf(request.body),
        created: counts?.created ?? 0,
        updated: counts?.updated ?? 0,
        unchanged: counts?.unchanged ?? 0,
        refused: counts?.refused ?? 0,
        durationMs: Math.round(reply.elapsedTime),
      });
      await updateErpKey(app.db, caller.keyId, { lastUsedAt: new Date() });
    } catch (err) {
      request.log.error({ err }, 'erp call audit failed');
    }
    return payload;
  };
}
