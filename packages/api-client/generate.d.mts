/** The schema.d.ts text for an OpenAPI document. */
export function generateTypes(document: object): Promise<string>;
/** Where the generated types live: packages/api-client/src/schema.d.ts. */
export const SCHEMA_FILE: URL;
