import { describe, expect, it } from 'vitest';
import { amendedSnapshot, amendmentBodySchema, amendmentRefusal } from './amendments';
import {
  canonicalJson,
  RECORD_FULLY_SIGNED,
  recordNumber,
  recordState,
  recordsToCsv,
  signableMeanings,
  signatureRefusal,
  signingClosedReason,
} from './records';

describe('food-safety records', () => {
  it("numbers records 'REC-' + year + a six-digit sequence", () => {
    expect(recordNumber(2026, 123)).toBe('REC-2026-000123');
    expect(recordNumber(2027, 1_234_567)).toBe('REC-2027-1234567');
  });

  it('writes canonical JSON: keys sorted at every level, missing values as null', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"e":null,"f":1}]},"b":1,"u":null}',
    );
  });

  it('is signed with performed and approved; reviewed is optional', () => {
    expect(recordState([])).toBe('awaiting_signatures');
    expect(recordState(['performed', 'reviewed'])).toBe('awaiting_signatures');
    expect(recordState(['approved', 'performed'])).toBe('signed');
  });

  const tech = { id: 'tech', role: 'technician' as const };
  const boss = { id: 'boss', role: 'manager' as const };
  it('lets only the performer sign performed, and only once', () => {
    expect(
      signatureRefusal({ meaning: 'performed', signer: tech, performerId: 'tech', existing: [] }),
    ).toBeNull();
    expect(
      signatureRefusal({ meaning: 'performed', signer: boss, performerId: 'tech', existing: [] })?.message,
    ).toBe('Only the person who completed the work can sign it as performed');
    expect(
      signatureRefusal({
        meaning: 'performed',
        signer: tech,
        performerId: 'tech',
        existing: [{ signer_id: 'tech', meaning: 'performed' }],
      })?.message,
    ).toBe('You have already signed this record as performed');
  });

  it('keeps approval to managers and admins who did not do the work', () => {
    expect(
      signatureRefusal({ meaning: 'approved', signer: boss, performerId: 'tech', existing: [] }),
    ).toBeNull();
    expect(
      signatureRefusal({ meaning: 'approved', signer: tech, performerId: 'other', existing: [] }),
    ).toEqual({
      reason: 'role',
      message: 'Only a manager, a quality person or an administrator can approve a record',
    });
    expect(
      signatureRefusal({ meaning: 'approved', signer: boss, performerId: 'boss', existing: [] }),
    ).toEqual({
      reason: 'rule',
      message: 'The person who performed the work cannot approve it',
    });
  });

  it('keeps review to technicians and above who did not do the work: the user role signs nothing as reviewed', () => {
    const reader = { id: 'reader', role: 'user' as const };
    expect(
      signatureRefusal({ meaning: 'reviewed', signer: reader, performerId: 'tech', existing: [] }),
    ).toEqual({
      reason: 'role',
      message: 'Only a technician, a quality person, a manager or an administrator can review a record',
    });
    expect(
      signatureRefusal({
        meaning: 'reviewed',
        signer: { id: 'other', role: 'technician' },
        performerId: 'tech',
        existing: [],
      }),
    ).toBeNull();
    expect(
      signatureRefusal({ meaning: 'reviewed', signer: tech, performerId: 'tech', existing: [] })?.reason,
    ).toBe('rule');
  });

  const signedByBoth = [
    { signer_id: 'tech', meaning: 'performed' as const },
    { signer_id: 'boss', meaning: 'approved' as const },
  ];
  it('closes a record once it has every signature it needs: no second approval, no late review', () => {
    const otherBoss = { id: 'boss-2', role: 'manager' as const };
    for (const meaning of ['approved', 'reviewed', 'performed'] as const) {
      expect(
        signatureRefusal({ meaning, signer: otherBoss, performerId: 'tech', existing: signedByBoth })
          ?.message,
      ).toBe(RECORD_FULLY_SIGNED);
    }
    expect(
      signatureRefusal({
        meaning: 'approved',
        signer: otherBoss,
        performerId: 'tech',
        existing: [{ signer_id: 'boss', meaning: 'approved' }],
      })?.message,
    ).toBe('This record is already approved');
  });

  it('offers each person only the meanings they may still add, and says why when none is left', () => {
    const open = { performerId: 'tech', existing: [] };
    expect(signableMeanings(open, tech)).toEqual(['performed']);
    expect(signableMeanings(open, boss)).toEqual(['approved', 'reviewed']);
    expect(signableMeanings(open, { id: 'tech-2', role: 'technician' })).toEqual(['reviewed']);
    expect(signingClosedReason(open, boss)).toBeNull();

    const done = { performerId: 'tech', existing: signedByBoth };
    expect(signableMeanings(done, { id: 'boss-2', role: 'manager' })).toEqual([]);
    expect(signingClosedReason(done, { id: 'boss-2', role: 'manager' })).toBe(RECORD_FULLY_SIGNED);

    const performedOnly = {
      performerId: 'tech',
      existing: [{ signer_id: 'tech', meaning: 'performed' as const }],
    };
    expect(signingClosedReason(performedOnly, tech)).toBe('You have signed this record in every way you can');
  });
});

describe('records export', () => {
  it('writes one line per record with the signers of each meaning and who released it when, formulas escaped', () => {
    const csv = recordsToCsv([
      {
        number: 'REC-2026-000001',
        type: 'breakdown',
        title: '=HYPERLINK("x")',
        asset_name: 'Metal detector',
        completed_at: '2026-11-20T10:00:00.000Z',
        completed_by: 'Sam Fitter',
        state: 'signed',
        signatures: [
          { meaning: 'performed', signer_name: 'Sam Fitter', signed_at: '2026-11-20T10:05:00.000Z' },
          { meaning: 'approved', signer_name: 'Mo Approver', signed_at: '2026-11-20T11:00:00.000Z' },
        ],
      },
      {
        number: 'REC-2026-000002',
        type: 'hygiene_release',
        title: 'Released for production',
        asset_name: 'Metal detector',
        completed_at: '2026-11-20T12:00:00.000Z',
        completed_by: 'Quinn Quality',
        state: 'signed',
        signatures: [
          { meaning: 'released', signer_name: 'Quinn Quality', signed_at: '2026-11-20T12:00:00.000Z' },
        ],
      },
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Record,Type,Work,Asset,Completed at,Completed by,State,Performed,Reviewed,Approved,Released,Released at',
    );
    expect(lines[1]).toBe(
      `REC-2026-000001,Breakdown repair,"'=HYPERLINK(""x"")",Metal detector,2026-11-20T10:00:00.000Z,Sam Fitter,Signed,Sam Fitter,,Mo Approver,,`,
    );
    expect(lines[2]).toBe(
      'REC-2026-000002,Hygiene release,Released for production,Metal detector,2026-11-20T12:00:00.000Z,Quinn Quality,Signed,,,,Quinn Quality,2026-11-20T12:00:00.000Z',
    );
  });
});

describe('amendments', () => {
  const snapshot = { completion_notes: 'Replaced belt', completed_by: 'Sam', hygiene_clearance: {} };
  it('lets the performer or a manager correct the words of an original record', () => {
    const base = { performerId: 'tech', amendsId: null, snapshot, fields: ['completion_notes'] };
    expect(amendmentRefusal({ ...base, author: { id: 'tech', role: 'technician' } })).toBeNull();
    expect(amendmentRefusal({ ...base, author: { id: 'boss', role: 'manager' } })).toBeNull();
    expect(amendmentRefusal({ ...base, author: { id: 'other', role: 'technician' } })).toBe(
      'Only the person who did the work, a manager or an administrator can correct a record',
    );
    expect(amendmentRefusal({ ...base, amendsId: 'x', author: { id: 'tech', role: 'technician' } })).toBe(
      'Amend the original record, not an amendment',
    );
    expect(amendmentRefusal({ ...base, fields: ['notes'], author: { id: 'tech', role: 'technician' } })).toBe(
      'This record has no field notes',
    );
  });

  it('refuses an amendment without a reason or without a change, and a field that may not change', () => {
    expect(
      amendmentBodySchema.safeParse({ reason: 'typo', changes: { completion_notes: 'x' } }).success,
    ).toBe(false);
    expect(amendmentBodySchema.safeParse({ reason: 'Typo in notes', changes: {} }).success).toBe(false);
    expect(
      amendmentBodySchema.safeParse({ reason: 'Typo in notes', changes: { hygiene_clearance: 'x' } }).success,
    ).toBe(false);
  });

  it('keeps the original content and states what changed, why, by whom and when', () => {
    const amended = amendedSnapshot(
      { number: 'REC-2026-000001', snapshot },
      { reason: 'Belt size was wrong', changes: { completion_notes: 'Replaced belt SPA 1250' } },
      { id: 'tech', name: 'Sam Fitter' },
      '2026-11-22T10:00:00.000Z',
    );
    expect(amended).toEqual({
      ...snapshot,
      completion_notes: 'Replaced belt SPA 1250',
      amendment: {
        amends: 'REC-2026-000001',
        reason: 'Belt size was wrong',
        changes: [{ field: 'completion_notes', before: 'Replaced belt', after: 'Replaced belt SPA 1250' }],
        author: { id: 'tech', name: 'Sam Fitter' },
        at: '2026-11-22T10:00:00.000Z',
      },
    });
  });
});
