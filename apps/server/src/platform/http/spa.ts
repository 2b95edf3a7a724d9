import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './compress-json';

/** Vite writes hashed files here (build.assetsDir), apart from the /assets client route. */
const HASHED_DIR = '/static/';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** An HTML page of the build with the brotli and gzip copies scripts/compress.mjs wrote beside it. */
interface Page {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The built pages: the app's, the prerendered sign-in page and the public report's. */
const PAGE_FILES = ['index.html', 'auth.html', 'report.html'];

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built pages: the theme
 * script is written into each page (apps/web/vite.config.ts) and runs only if the policy names it.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const file of PAGE_FILES) {
    const full = path.join(webDist, file);
    if (!fs.existsSync(full)) continue;
    const html = fs.readFileSync(full, 'utf8');
    for (const [, script = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
  }
  return [...hashes];
}

function readPage(webDist: string, file: string): Page | null {
  const full = path.join(webDist, file);
  if (!fs.existsSync(full)) return null;
  const copy = (suffix: string) =>
    fs.existsSync(`${full}${suffix}`) ? fs.readFileSync(`${full}${suffix}`) : undefined;
  return { html: fs.readFileSync(full), br: copy('.br'), gzip: copy('.gz') };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  void reply
    .code(200)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  if (page.br && acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && acceptsEncoding(accepted, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built web app: hashed files under /static/ cache for a year, everything else is
 * revalidated; the brotli or gzip copy written at build time goes to browsers that accept it. Returns the
 * fallback that answers client routes with index.html, /auth with the sign-in page rendered at build time
 * (auth.html), and /report/* with report.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<PageFallback> {
  const index = readPage(webDist, 'index.html') as Page;
  // The public report page of a QR label is a separate, small entry: it never loads the app.
  const report = readPage(webDist, 'report.html') ?? index;
  // The sign-in page paints before its script arrives (apps/web/scripts/prerender.mjs).
  const auth = readPage(webDist, 'auth.html') ?? index;
  const pageFor = (url: string) => {
    const pathname = url.split('?', 1)[0];
    if (pathname === '/auth') return auth;
    return pathname?.startsWith('/report/') ? report : index;
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
    return sendPage(request, reply, pageFor(request.url));
  };
}
