import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { getSiteInfo } from '../modules/settings';
import { escapeHtml } from '../lib/escape-html';
import {
  firstPageData,
  firstPageDataElement,
  firstPagePreloads,
  isMemberPage,
  pathOf,
} from './first-page-data';

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
    }

    // The app's page, read once. Each answer carries the shop's name as its title and in the
    // static frame, so the tab and the first paint read right at once, and the answers of the
    // calls the page starts from (ADR 0012), so the mall's frame paints without a round trip.
    let page: string | undefined;
    app.decorateReply('sendApp', async function () {
      if (!hasWeb)
        return this.code(404).type('text/plain').send('web app not built: run npm run build');
      page ??= await fs.promises.readFile(`${webDist}/index.html`, 'utf8');
      const [{ site_name: siteName }, data] = await Promise.all([
        getSiteInfo(app.db),
        firstPageData(app, this.request),
      ]);
      const titled = siteName
        ? page
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(siteName)}</title>`)
            .replace('data-site-name></div>', `data-site-name>${escapeHtml(siteName)}</div>`)
        : page;
      const preloaded = titled.replace(
        '</head>',
        `${firstPagePreloads(pathOf(this.request), data, isMemberPage(this.request))}</head>`,
      );
      const html = preloaded.includes('</body>')
        ? preloaded.replace('</body>', `${firstPageDataElement(data)}</body>`)
        : preloaded + firstPageDataElement(data);
      // It holds the viewer's own data: never kept by a shared cache.
      return sendCompressed(this.header('cache-control', 'private, no-cache'), html);
    });
  },
);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The page compressed as the browser accepts it (its data makes it too large to send plain). */
async function sendCompressed(reply: FastifyReply, html: string): Promise<FastifyReply> {
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted))
    return reply
      .header('content-encoding', 'br')
      .send(await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(await gzip(html, { level: 6 }));
  return reply.send(html);
}
