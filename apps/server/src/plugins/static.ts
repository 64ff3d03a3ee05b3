import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { getSiteInfo } from '../modules/settings';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page load with the single-page app, which routes on the client. */
    sendApp(): Promise<FastifyReply>;
  }
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached) and the
 * uploaded files under /upload/ (nosniff comes from helmet).
 */
export const staticPlugin = fp<{ webDist: string; uploadDir: string }>(
  async (app, { webDist, uploadDir }) => {
    fs.mkdirSync(uploadDir, { recursive: true });
    const hasWeb = fs.existsSync(`${webDist}/index.html`);

    await app.register(fastifyStatic, {
      root: uploadDir,
      prefix: '/upload/',
      decorateReply: !hasWeb,
      index: false,
      maxAge: '7d',
    });

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        wildcard: true,
        decorateReply: true,
        // The build writes .br/.gz beside each asset (apps/web/precompress.ts).
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
    }

    // The app's page, read once; each answer carries the shop's name as its title, so the tab
    // reads right before the app has asked for the site info.
    let page: string | undefined;
    app.decorateReply('sendApp', async function () {
      if (!hasWeb)
        return this.code(404).type('text/plain').send('web app not built: run npm run build');
      page ??= await fs.promises.readFile(`${webDist}/index.html`, 'utf8');
      const { site_name: siteName } = await getSiteInfo(app.db);
      const html = siteName
        ? page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(siteName)}</title>`)
        : page;
      return this.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  },
);

/** Text made safe to place between HTML tags. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
