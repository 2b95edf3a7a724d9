import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite writes hashed files here (build.assetsDir), apart from the /assets client route. */
const HASHED_DIR = '/static/';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/**
 * Serves the built web app: hashed files under /static/ cache for a year, everything else is
 * revalidated; the brotli or gzip copy written at build time goes to browsers that accept it. Returns the
 * fallback that answers client routes with index.html, /auth with the sign-in page rendered at build time
 * (auth.html), and /report/* with report.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<PageFallback> {
  const indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // The public report page of a QR label (issue 19) is a separate, small entry: it never loads the app.
  const reportPath = path.join(webDist, 'report.html');
  const reportHtml = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : indexHtml;
  // The sign-in page paints before its script arrives (apps/web/scripts/prerender.mjs, issue 18).
  const authPath = path.join(webDist, 'auth.html');
  const authHtml = fs.existsSync(authPath) ? fs.readFileSync(authPath, 'utf8') : indexHtml;
  const pageFor = (url: string) => {
    const pathname = url.split('?', 1)[0];
    if (pathname === '/auth') return authHtml;
    return pathname?.startsWith('/report/') ? reportHtml : indexHtml;
  };
  const hashedRoot = path.join(webDist, HASHED_DIR);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashed = filePath.startsWith(hashedRoot);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith(HASHED_DIR);
    if (!isPageRequest) return null;
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pageFor(request.url));
  };
}
