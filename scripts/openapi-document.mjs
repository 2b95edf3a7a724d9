// The server's OpenAPI document, built in this process (apps/server/src/openapi-document.ts): tsx loads
// the server's TypeScript, so no server needs to be started or built first.
import { register } from 'tsx/esm/api';

/** The document, and what it lacks that a generator needs (an operation without id, summary or access). */
export async function buildOpenApiDocument() {
  const unregister = register();
  try {
    const { documentProblems, openApiDocument } = await import('../apps/server/src/openapi-document.ts');
    const document = await openApiDocument();
    return { document, problems: documentProblems(document) };
  } finally {
    await unregister();
  }
}
