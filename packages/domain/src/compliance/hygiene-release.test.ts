import { describe, expect, it } from 'vitest';
import { planAssetImport, readAssetCsv } from '../assets/asset-csv';
import { recordState, signatureRefusal } from '../records/records';
import {
  assetStatusAfterWork,
  HYGIENE_RELEASE_MESSAGES,
  hygieneReleaseRefusal,
  roleMayRelease,
  statusChangeAllowed,
} from './hygiene-release';

describe('assetStatusAfterWork', () => {
  it('puts a food-contact asset in awaiting release, whatever status it had', () => {
    expect(assetStatusAfterWork({ status: 'operational', food_contact: true })).toBe('awaiting-release');
    expect(assetStatusAfterWork({ status: 'maintenance', food_contact: true })).toBe('awaiting-release');
    expect(assetStatusAfterWork({ status: 'out-of-service', food_contact: true })).toBe('awaiting-release');
  });

  it('leaves an asset alone when it does not touch food or already waits', () => {
    expect(assetStatusAfterWork({ status: 'maintenance', food_contact: false })).toBeNull();
    expect(assetStatusAfterWork({ status: 'awaiting-release', food_contact: true })).toBeNull();
  });
});

describe('hygieneReleaseRefusal', () => {
  const waiting = { status: 'awaiting-release' as const };
  it('lets quality, managers and admins who did not do the work release', () => {
    for (const role of ['quality', 'manager', 'admin'] as const)
      expect(
        hygieneReleaseRefusal({ asset: waiting, releaser: { id: 'q', role }, performerIds: ['t'] }),
      ).toBeNull();
  });

  it('refuses whoever did the work, even a manager or quality person', () => {
    for (const role of ['quality', 'manager'] as const)
      expect(
        hygieneReleaseRefusal({ asset: waiting, releaser: { id: 't', role }, performerIds: ['x', 't'] }),
      ).toEqual({ reason: 'own_work', message: HYGIENE_RELEASE_MESSAGES.ownWork });
  });

  it('refuses technicians and users, and an asset that is not waiting', () => {
    expect(roleMayRelease('technician')).toBe(false);
    expect(roleMayRelease('user')).toBe(false);
    expect(
      hygieneReleaseRefusal({ asset: waiting, releaser: { id: 'a', role: 'technician' }, performerIds: [] })
        ?.reason,
    ).toBe('role');
    expect(
      hygieneReleaseRefusal({
        asset: { status: 'operational' },
        releaser: { id: 'a', role: 'quality' },
        performerIds: [],
      })?.reason,
    ).toBe('not_awaiting');
  });
});

describe('statusChangeAllowed', () => {
  it('keeps awaiting release out of forms and imports', () => {
    expect(statusChangeAllowed('operational', 'maintenance')).toBe(true);
    expect(statusChangeAllowed(null, 'operational')).toBe(true);
    expect(statusChangeAllowed('awaiting-release', 'awaiting-release')).toBe(true);
    expect(statusChangeAllowed('awaiting-release', 'operational')).toBe(false);
    expect(statusChangeAllowed('operational', 'awaiting-release')).toBe(false);
    expect(statusChangeAllowed(null, 'awaiting-release')).toBe(false);
  });
});

describe('the release as a record', () => {
  it('is signed by its released signature alone', () => {
    expect(recordState(['released'])).toBe('signed');
    expect(recordState(['performed'])).toBe('awaiting_signatures');
  });

  it('is never signed as released through the signatures route', () => {
    expect(
      signatureRefusal({
        meaning: 'released',
        signer: { id: 'q', role: 'quality' },
        performerId: 't',
        existing: [],
      })?.reason,
    ).toBe('rule');
  });

  it('lets quality approve and review the work of others, never sign it as performed', () => {
    const record = { performerId: 't', existing: [{ signer_id: 't', meaning: 'performed' as const }] };
    expect(
      signatureRefusal({ ...record, meaning: 'approved', signer: { id: 'q', role: 'quality' } }),
    ).toBeNull();
    expect(
      signatureRefusal({ ...record, meaning: 'reviewed', signer: { id: 'q', role: 'quality' } }),
    ).toBeNull();
    expect(
      signatureRefusal({ ...record, meaning: 'performed', signer: { id: 'q', role: 'quality' } })?.reason,
    ).toBe('rule');
  });
});

describe('an import', () => {
  it('never sets "Awaiting release", and reads the food-contact column as yes or no', () => {
    const file = readAssetCsv(
      'asset_id,asset_name,status,food_contact\r\nA-1,Mixer,awaiting-release,yes\r\nA-2,Slicer,operational,Yes\r\n',
    );
    if (!file.ok) throw new Error('the file did not parse');
    const [waiting, slicer] = planAssetImport(file.rows, new Map(), {
      now: new Date('2026-03-01T12:00:00Z'),
    });
    expect(waiting.action).toBe('invalid');
    expect(waiting.errors.map((e) => e.field)).toContain('status');
    expect(slicer).toMatchObject({ action: 'create', values: { food_contact: true } });
  });
});
