import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

/**
 * A typed client of the Plantwise API: every path, parameter, body and answer is checked against the
 * server's OpenAPI document (src/schema.d.ts). Sign in with a session cookie or an API token
 * (`headers: { authorization: 'Bearer pw_…' }`).
 */
export function createPlantwiseClient(options: ClientOptions = {}) {
  return createClient<paths>(options);
}
