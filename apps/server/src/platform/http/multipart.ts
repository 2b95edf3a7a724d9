import { ERRORS } from '@plantwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** A file sent as one part of a multipart form, as the browser declared it. */
export interface UploadedFile {
  bytes: Buffer;
  declaredType: string | undefined;
  filename: string | undefined;
}

export interface MultipartForm {
  /** The one file part the route takes; any other file part is ignored. */
  file: string;
  /** The route's body from the form's text fields (default: the fields as they are). */
  toBody?: (fields: Record<string, string>) => unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes multipart/form-data (a form with a file): see `acceptMultipartForms`. */
    form?: MultipartForm;
  }
}

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The file a multipart request carried in its route's file field, if any. */
export function uploadedFile(request: FastifyRequest): UploadedFile | null {
  return uploads.get(request) ?? null;
}

/**
 * Lets the plugin's routes that declare `config.form` take multipart/form-data: the text fields become the
 * body the route validates as it would a JSON one, and the file waits beside the request (`uploadedFile`).
 * Read by the platform's own FormData reader, no extra dependency. Other routes refuse a form (415).
 */
export function acceptMultipartForms(app: FastifyInstance, options: { maxFileBytes: number }) {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: options.maxFileBytes + 256 * 1024 },
    (request, body, done) => {
      readForm(request, body as Buffer).then(
        (fields) => done(null, fields),
        (error: Error) => done(error),
      );
    },
  );
}

async function readForm(request: FastifyRequest, body: Buffer) {
  const form = request.routeOptions.config.form;
  if (!form) throw new AppError(ERRORS.unsupportedMediaType);
  const data = await new Response(body, {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => {
      throw new AppError(ERRORS.formUnreadable);
    });
  const fields: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === form.file && value.size > 0) {
      uploads.set(request, {
        bytes: Buffer.from(await value.arrayBuffer()),
        declaredType: value.type || undefined,
        filename: value.name || undefined,
      });
    }
  }
  return form.toBody ? form.toBody(fields) : fields;
}
