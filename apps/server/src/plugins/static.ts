import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page load with the single-page app, which routes on the client. */
    sendApp(): FastifyReply;
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

    app.decorateReply('sendApp', function () {
      if (!hasWeb)
        return this.code(404).type('text/plain').send('web app not built: run npm run build');
      return this.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    });
  },
);
