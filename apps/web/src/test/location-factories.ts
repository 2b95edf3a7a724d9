import type { Location, LocationKind } from '@plantwise/domain';

let counter = 0;

/** A location as GET /api/locations answers it; its path is its parent's path and itself. */
export function buildLocation(
  overrides: Partial<Location> & { name: string; kind?: LocationKind },
  parent?: Location,
): Location {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    parent_id: parent?.id ?? null,
    kind: parent ? 'area' : 'site',
    code: overrides.name.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
    position: 0,
    path: [...(parent?.path ?? []), { id, name: overrides.name }],
    asset_count: 0,
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Leeds › Packing › Line 3 and Line 4, Leeds › Bakery, and York: depth-first, siblings in order. */
export function buildPlantTree() {
  const leeds = buildLocation({ name: 'Leeds', code: 'LDS', asset_count: 5 });
  const packing = buildLocation({ name: 'Packing', code: 'PACK', asset_count: 4 }, leeds);
  const line3 = buildLocation({ name: 'Line 3', kind: 'line', code: 'L3', asset_count: 3 }, packing);
  const line4 = buildLocation(
    { name: 'Line 4', kind: 'line', code: 'L4', position: 1, asset_count: 1 },
    packing,
  );
  const bakery = buildLocation({ name: 'Bakery', code: 'BAKE', position: 1, asset_count: 1 }, leeds);
  const york = buildLocation({ name: 'York', code: 'YRK', position: 1 });
  return { leeds, packing, line3, line4, bakery, york, all: [leeds, packing, line3, line4, bakery, york] };
}
