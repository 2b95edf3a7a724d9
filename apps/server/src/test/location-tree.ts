import type { LocationKind } from '@plantwise/domain';
import type { App } from '../app';
import { call } from './factories';

export interface TestLocation {
  id: string;
  name: string;
  kind: LocationKind;
}

let counter = 0;

/** A location made through the API by `cookie` (a manager or admin): a site unless a parent is given. */
export async function createLocationVia(
  app: App,
  cookie: string,
  name: string,
  parent?: TestLocation,
): Promise<TestLocation> {
  counter += 1;
  const kind: LocationKind = !parent
    ? 'site'
    : parent.kind === 'site'
      ? 'area'
      : parent.kind === 'area'
        ? 'line'
        : 'room';
  const response = await call(app, 'POST', '/api/locations', cookie, {
    kind,
    code: `T${counter}`,
    name,
    ...(parent ? { parent_id: parent.id } : {}),
  });
  if (response.statusCode !== 201)
    throw new Error(`location failed: ${response.statusCode} ${response.body}`);
  return response.json() as TestLocation;
}

/**
 * Two sites — Leeds (Packing › Line 1, and Baking) and York — made by `cookie`, each named with a unique
 * suffix so several tests of one database do not meet.
 */
export async function createTwoSites(app: App, cookie: string) {
  const tag = Math.random().toString(36).slice(2, 7);
  const leeds = await createLocationVia(app, cookie, `Leeds ${tag}`);
  const packing = await createLocationVia(app, cookie, 'Packing', leeds);
  const line1 = await createLocationVia(app, cookie, 'Line 1', packing);
  const baking = await createLocationVia(app, cookie, 'Baking', leeds);
  const york = await createLocationVia(app, cookie, `York ${tag}`);
  return { leeds, packing, line1, baking, york };
}
