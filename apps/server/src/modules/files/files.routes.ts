import { siteScopeOf } from '../../platform/auth/site-scope';
import { moduleRoutes } from '../../platform/http/route';
import { getFile } from './get-file';

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/** inline for what browsers show safely, else attachment; an ASCII name plus the UTF-8 one (RFC 6266). */
function contentDisposition(contentType: string, filename: string): string {
  const kind = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const fileRoutes = moduleRoutes({ tags: ['files'] }, (route, ctx) => {
  route.get(
    '/files/:id',
    { operationId: 'getFile', summary: 'Download a stored file', access: 'user' },
    async (request, reply) => {
      const file = await getFile(ctx, siteScopeOf(request), request.params.id);
      // A file id never points at other bytes, but it needs a session: browsers keep a private copy and
      // revalidate it each time (a cheap 304 by ETag), so a signed-out browser cannot show it from cache.
      const etag = `"${file.id}"`;
      void reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('content-disposition', contentDisposition(file.content_type, file.filename));
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.content_type).send(file.data);
    },
  );
});
