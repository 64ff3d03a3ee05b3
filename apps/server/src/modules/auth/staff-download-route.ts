import { PassThrough, type Writable } from 'node:stream';
import { staffMay, type StaffPermission } from '@shop/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { takeDownloadTicket } from '../../lib/kv/download-ticket';
import { attachmentHeader } from '../../lib/upload/attachment';
import type { StaffActor } from './staff-access';
import { requestStaffToken } from './staff-session';
import { resolveStaffToken } from './staff-token.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a console download streams: the file's name and a writer of its XLSX content. */
export type StaffDownload = {
  fileName: string;
  write: (stream: Writable) => Promise<void>;
};

/**
 * Registers the download of console files prepared with `issueDownloadTicket` under `purpose`
 * (issues 25 and 26): `GET /staff/download/<purpose>/:ticket`. A GET (a link downloads to disk)
 * carries no CSRF header: the one-time ticket bound to the staff account of the session cookie
 * stands for it. Anything else (no session, no permission, a used or foreign ticket) is a plain
 * 404, as for a file that does not exist. The XLSX streams as it is written.
 */
export function staffDownloadRoute(
  app: FastifyInstance,
  purpose: string,
  permission: StaffPermission,
  prepare: (payload: unknown, staff: StaffActor, lang: Lang) => Promise<StaffDownload | null>,
): void {
  app.get(
    `/staff/download/${purpose}/:ticket`,
    {
      config: { openWhenClosed: true },
      schema: { hide: true, params: z.object({ ticket: z.string() }) },
    },
    async (request, reply) => {
      const token = requestStaffToken(request);
      const staff = token ? await resolveStaffToken(app.db, token).catch(() => null) : null;
      const { ticket } = request.params as { ticket: string };
      const payload =
        staff && staffMay(staff.role, permission)
          ? await takeDownloadTicket(app.kv, purpose, staff.staffId, ticket)
          : null;
      const download =
        staff && payload !== null
          ? await prepare(payload, { ...staff, ip: request.ip }, request.lang()).catch(
              (error: unknown) => {
                if (error instanceof AppError) return null; // e.g. the import is another shop's
                throw error;
              },
            )
          : null;
      if (!download) return reply.code(404).type('text/plain').send('not found');
      const stream = new PassThrough();
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(download.fileName));
      download.write(stream).catch((error: unknown) => {
        request.log.error(error, `${purpose} download failed`);
        stream.destroy(error as Error);
      });
      return reply.send(stream);
    },
  );
}
