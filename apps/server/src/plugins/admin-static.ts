import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a console page load with the staff console's app, which routes on the client. */
    sendAdminApp(): Promise<FastifyReply>;
  }
}

/** The staff console's address prefix (issue 15: its own entry and bundle at /admin). */
export const ADMIN_PREFIX = '/admin';

/** Whether a URL path is the console's (`/admin`, `/admin/orders`), whatever its case. */
export function isAdminPath(url: string): boolean {
  const path = (url.split('?', 1)[0] ?? '').toLowerCase();
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * Serves the built staff console (apps/admin/dist) under /admin/, beside the storefront: hashed
 * assets cached for a year, its index.html never cached, and every console page address answered
 * with that index (the app routes on the client). The page carries no first-page data: the
 * console asks for what it shows once the staff member is signed in.
 */
export const adminStaticPlugin = fp<{ adminDist: string }>(async (app, { adminDist }) => {
  const indexFile = `${adminDist}/index.html`;
  const hasAdmin = fs.existsSync(indexFile);

  if (hasAdmin)
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: `${ADMIN_PREFIX}/`,
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br/.gz beside each asset (scripts/vite-precompress.ts).
      preCompressed: true,
      // Our own Cache-Control below (send's default would overwrite it).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

  let page: string | undefined;
  app.decorateReply('sendAdminApp', async function (this: FastifyReply) {
    if (!hasAdmin)
      return this.code(404).type('text/plain').send('staff console not built: run npm run build');
    page ??= await fs.promises.readFile(indexFile, 'utf8');
    return this.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
});
