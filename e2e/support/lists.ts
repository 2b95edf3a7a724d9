import { CLEARED_HYGIENE_CLEARANCE } from '@plantwise/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { adminApi, invitePerson, type Person, personApi } from './people';

/** The list screens that become cards on a phone, with their h1 and a list of cards to wait for. */
export const LIST_SCREENS = [
  { path: '/assets', heading: 'Asset Management', list: /^Assets, page/ },
  { path: '/work-orders', heading: 'Work Orders', list: 'Work orders' },
  { path: '/inventory', heading: 'Inventory', list: 'Inventory items' },
  { path: '/signatures', heading: 'Signatures', list: 'Awaiting my signature' },
  { path: '/records', heading: 'Records', list: 'Records' },
  { path: '/compliance/temporary-repairs', heading: 'Temporary Repairs', list: 'Temporary repairs' },
  { path: '/predictive-ai', heading: 'Predictive AI', list: 'Failure risk ranking' },
  { path: '/reactive-maintenance', heading: 'Reactive Maintenance', list: 'Breakdowns' },
  { path: '/admin/users', heading: 'User Management', list: 'Users' },
  { path: '/budget', heading: 'Budget', list: /^Expenses \d{4}$/ },
  { path: '/admin/diagnostics', heading: 'System Diagnostics', list: 'Mail outbox' },
  { path: '/maintenance', heading: 'Maintenance Overview', list: 'Overdue tasks' },
] as const;

async function created(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/**
 * A few rows for every list screen (assets, stock in three states, pending work orders, a completed
 * breakdown whose record awaits signatures, a temporary repair), made through the API with names of their own.
 */
export async function seedLists(
  baseURL: string,
): Promise<{ technician: Person; breakdownTitle: string; suffix: string }> {
  const suffix = Date.now().toString(36).toUpperCase();
  const breakdownTitle = `Conveyor belt slipping on the infeed ${suffix}`;
  const admin = await adminApi(baseURL);
  const technician = await invitePerson(admin, 'technician', 'Pat Fitter');

  const assets: string[] = [];
  for (const [code, name, location] of [
    [
      `CNV-INFEED-${suffix}`,
      'Infeed conveyor with a long name to wrap on a phone',
      'Line 1 — infeed, above the first proofer',
    ],
    [`MIX-${suffix}`, 'Planetary mixer', 'Mixing room'],
    [`MD-${suffix}`, 'Metal detector', 'Packing hall'],
  ]) {
    assets.push(
      (
        await created(
          await admin.post('/api/assets', {
            data: {
              asset_id: code,
              asset_name: name,
              location,
              make: 'Interroll',
              model_variant: 'BM 8420 incline, 600 mm belt',
            },
          }),
        )
      ).id,
    );
  }
  for (const data of [
    { item_id: `BRG-${suffix}`, item_name: 'Bearing 6204-2RS', quantity_in_stock: 2, min_stock_level: 5 },
    {
      item_id: `GRS-${suffix}`,
      item_name: 'H1 food-grade grease cartridge 400 g',
      quantity_in_stock: 12,
      min_stock_level: 4,
      food_grade: true,
      location: 'Engineering stores, chemical cage, rack 12 top shelf',
      supplier: 'Acme Lubricants Wholesale Ltd',
      category: 'Lubricants',
      unit_cost: 8.5,
    },
    {
      item_id: `BLT-${suffix}`,
      item_name: 'Drive belt XPZ 1250',
      quantity_in_stock: 0,
      min_stock_level: 1,
    },
  ]) {
    await created(await admin.post('/api/inventory', { data }));
  }
  // A contractor's invoice for the budget's expenses; one PM task overdue and one due next week for
  // the maintenance overview (the invitations above left mail in the outbox).
  const today = new Date();
  await created(
    await admin.post('/api/budget/expenses', {
      data: {
        date: today.toISOString().slice(0, 10),
        site: null,
        category: 'contractors',
        amount: 1250,
        supplier: `Northern Refrigeration Services Ltd ${suffix}`,
        reference: `INV-${suffix}`,
      },
    }),
  );
  for (const [title, days] of [
    ['Inspect the infeed belt tension', -3],
    ['Calibrate the metal detector with test pieces', 5],
  ] as const) {
    await created(
      await admin.post('/api/maintenance-tasks', {
        data: {
          title: `${title} ${suffix}`,
          asset_id: assets[days < 0 ? 0 : 2],
          frequency: 'monthly',
          next_due_date: new Date(today.getTime() + days * 86_400_000).toISOString(),
        },
      }),
    );
  }
  for (const title of ['Replace mixer paddle seals', 'Check metal detector reject timing']) {
    await created(
      await admin.post('/api/work-orders', { data: { title: `${title} ${suffix}`, asset_id: assets[1] } }),
    );
  }
  await admin.dispose();

  // The technician reports and completes a breakdown: a record awaiting both signatures.
  const tech = await personApi(baseURL, technician);
  const breakdown = await created(
    await tech.post('/api/breakdowns', {
      data: { asset_id: assets[0], title: breakdownTitle, severity: 'high' },
    }),
  );
  await created(
    await tech.post(`/api/breakdowns/${breakdown.id}/complete`, {
      data: {
        completion_notes: 'Belt re-tensioned and tracked; ran ten minutes under load',
        safety_compliance_check: true,
        breakdown_categories: ['mechanical'],
        completed_by: 'Pat Fitter',
        fix_type: 'permanent',
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    }),
  );
  // And one made safe with a temporary repair, for the temporary repairs register.
  const temporary = await created(
    await tech.post('/api/breakdowns', {
      data: { asset_id: assets[2], title: `Reject flap hinge cracked ${suffix}`, severity: 'medium' },
    }),
  );
  await created(
    await tech.post(`/api/breakdowns/${temporary.id}/complete`, {
      data: {
        completion_notes: 'Hinge clamped with a stainless jubilee clip until the new part arrives',
        safety_compliance_check: true,
        breakdown_categories: ['mechanical'],
        completed_by: 'Pat Fitter',
        fix_type: 'temporary',
        permanent_repair_deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      },
    }),
  );
  await tech.dispose();
  return { technician, breakdownTitle, suffix };
}
