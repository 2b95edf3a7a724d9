import { canAccess, FOOD_SAFETY_SIGNERS, type Role, type RoleAccess } from '../auth/roles';
import { toCsv } from '../common/csv';
import { sequentialNumber } from '../format/display';

/** What a food-safety record is the completion of (or, for a hygiene release, the release itself). */
export const RECORD_TYPES = ['breakdown', 'work_order', 'pm', 'hygiene_release'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_LABELS: Record<RecordType, string> = {
  breakdown: 'Breakdown repair',
  work_order: 'Work order',
  pm: 'Preventive maintenance',
  hygiene_release: 'Hygiene release',
};

/** 21 CFR Part 11 §11.50: a signature states its meaning. */
export const SIGNATURE_MEANINGS = ['performed', 'reviewed', 'approved', 'released'] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];
export const SIGNATURE_MEANING_LABELS: Record<SignatureMeaning, string> = {
  performed: 'Performed',
  reviewed: 'Reviewed',
  approved: 'Approved',
  released: 'Released for production',
};

export const RECORD_STATES = ['awaiting_signatures', 'signed'] as const;
export type RecordState = (typeof RECORD_STATES)[number];
export const RECORD_STATE_LABELS: Record<RecordState, string> = {
  awaiting_signatures: 'Awaiting signatures',
  signed: 'Signed',
};

/** The number people quote: 'REC-' + year + a six-digit sequence of that year (REC-2026-000123). */
export function recordNumber(year: number, sequence: number): string {
  return sequentialNumber('REC', year, sequence);
}

/** JSON with keys sorted at every level, so the same content always gives the same text and hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The meanings every record of work needs before it is signed; 'reviewed' is optional. */
export const REQUIRED_SIGNATURE_MEANINGS: readonly SignatureMeaning[] = ['performed', 'approved'];

/** The meanings a record of this type needs: a hygiene release is signed by its one 'released' signature. */
export function requiredSignatureMeanings(type: RecordType): readonly SignatureMeaning[] {
  return type === 'hygiene_release' ? ['released'] : REQUIRED_SIGNATURE_MEANINGS;
}

/**
 * A record is signed once it has both 'performed' and 'approved' ('reviewed' is optional), or, for a
 * hygiene release, its 'released' signature (written with the release, so it is never awaited).
 */
export function recordState(meanings: readonly SignatureMeaning[]): RecordState {
  if (meanings.includes('released')) return 'signed';
  return REQUIRED_SIGNATURE_MEANINGS.every((m) => meanings.includes(m)) ? 'signed' : 'awaiting_signatures';
}

export interface SignatureAttempt {
  meaning: SignatureMeaning;
  signer: { id: string; role: Role };
  /** The person who completed the work, when known. */
  performerId: string | null;
  existing: ReadonlyArray<{ signer_id: string; meaning: SignatureMeaning }>;
}

/**
 * Who may sign with each meaning: 'performed' by whoever did the work (any role), 'reviewed' by someone
 * who does maintenance work (a technician or above) or quality, 'approved' and 'released' by a manager,
 * an admin or quality. The `user` role reads and reports; it attests to nobody's work.
 */
export const SIGNATURE_ACCESS: Record<SignatureMeaning, RoleAccess> = {
  performed: 'user',
  reviewed: ['technician', 'quality'],
  approved: FOOD_SAFETY_SIGNERS,
  released: FOOD_SAFETY_SIGNERS,
};

/** Whether this role may ever sign with this meaning (the other rules still apply). */
export function roleMaySign(role: Role, meaning: SignatureMeaning): boolean {
  return canAccess(role, SIGNATURE_ACCESS[meaning]);
}

/** A refusal: 'role' when the signer's role may never sign so (403), 'rule' for everything else (422). */
export interface SignatureRefusal {
  reason: 'role' | 'rule';
  message: string;
}

export const SIGNATURE_ROLE_REFUSALS: Record<SignatureMeaning, string> = {
  performed: 'Only the person who completed the work can sign it as performed',
  reviewed: 'Only a technician, a quality person, a manager or an administrator can review a record',
  approved: 'Only a manager, a quality person or an administrator can approve a record',
  released: 'Only a quality person, a manager or an administrator can release an asset for production',
};

/** 'released' is the signature of a hygiene release, written by releasing the asset, never added later. */
export const RELEASED_ONLY_BY_RELEASE =
  'An asset is released for production from its own page, not by signing a record';

/**
 * Why this person may not sign with this meaning, or null: 'performed' only by whoever
 * completed the work; 'reviewed' by a technician or above who did not do it; 'approved' only by a
 * manager or admin, and never by the person who performed it (segregation of duties); each person
 * signs each meaning once.
 */
export function signatureRefusal(attempt: SignatureAttempt): SignatureRefusal | null {
  const { meaning, signer, performerId, existing } = attempt;
  const rule = (message: string): SignatureRefusal => ({ reason: 'rule', message });
  if (!roleMaySign(signer.role, meaning))
    return { reason: 'role', message: SIGNATURE_ROLE_REFUSALS[meaning] };
  if (meaning === 'released') return rule(RELEASED_ONLY_BY_RELEASE);
  if (existing.some((s) => s.signer_id === signer.id && s.meaning === meaning)) {
    return rule(`You have already signed this record as ${meaning}`);
  }
  // A record with both signatures it needs is closed: a further signature would add nothing an auditor
  // asks for, and offering one makes a finished record look unfinished.
  if (recordState(existing.map((s) => s.meaning)) === 'signed') return rule(RECORD_FULLY_SIGNED);
  if (meaning === 'approved' && existing.some((s) => s.meaning === 'approved'))
    return rule(RECORD_ALREADY_APPROVED);
  if (meaning === 'performed' && signer.id !== performerId) return rule(SIGNATURE_ROLE_REFUSALS.performed);
  if (meaning === 'approved') {
    const performedBy = existing.filter((s) => s.meaning === 'performed').map((s) => s.signer_id);
    if (signer.id === performerId || performedBy.includes(signer.id)) {
      return rule('The person who performed the work cannot approve it');
    }
  }
  if (meaning === 'reviewed' && signer.id === performerId) {
    return rule('The person who performed the work cannot review it');
  }
  return null;
}

export const RECORD_FULLY_SIGNED = 'This record already has every signature it needs';
export const RECORD_ALREADY_APPROVED = 'This record is already approved';

/** The meanings this person may still add to a record, the one it most needs from them first. */
export function signableMeanings(
  record: Pick<SignatureAttempt, 'performerId' | 'existing'>,
  signer: SignatureAttempt['signer'],
): SignatureMeaning[] {
  const order: SignatureMeaning[] = ['performed', 'approved', 'reviewed'];
  return order.filter((meaning) => signatureRefusal({ ...record, meaning, signer }) === null);
}

/**
 * Why this person can add no signature to a record (null when they can): the reason shown in place of
 * a Sign button.
 */
export function signingClosedReason(
  record: Pick<SignatureAttempt, 'performerId' | 'existing'>,
  signer: SignatureAttempt['signer'],
): string | null {
  if (signableMeanings(record, signer).length > 0) return null;
  if (recordState(record.existing.map((s) => s.meaning)) === 'signed') return RECORD_FULLY_SIGNED;
  return 'You have signed this record in every way you can';
}

/** How many records one batch signature may cover: one password entry, a reviewable list. */
export const MAX_SIGNATURE_BATCH = 200;

/**
 * The list an auditor exports: one line per record with who signed what, and for a hygiene release who released
 * the asset for production and when (both empty for a record that is not a release).
 */
export function recordsToCsv(
  rows: ReadonlyArray<{
    number: string;
    type: RecordType;
    title: string;
    asset_name: string | null;
    completed_at: string;
    completed_by: string;
    state: RecordState;
    signatures: ReadonlyArray<{ meaning: SignatureMeaning; signer_name: string; signed_at: string }>;
  }>,
): string {
  const signers = (row: (typeof rows)[number], meaning: SignatureMeaning) =>
    row.signatures
      .filter((s) => s.meaning === meaning)
      .map((s) => s.signer_name)
      .join('; ');
  return toCsv(
    [
      [
        'Record',
        'Type',
        'Work',
        'Asset',
        'Completed at',
        'Completed by',
        'State',
        'Performed',
        'Reviewed',
        'Approved',
        'Released',
        'Released at',
      ],
      ...rows.map((row) => [
        row.number,
        RECORD_TYPE_LABELS[row.type],
        row.title,
        row.asset_name ?? '',
        row.completed_at,
        row.completed_by,
        RECORD_STATE_LABELS[row.state],
        signers(row, 'performed'),
        signers(row, 'reviewed'),
        signers(row, 'approved'),
        signers(row, 'released'),
        row.signatures
          .filter((s) => s.meaning === 'released')
          .map((s) => s.signed_at)
          .join('; '),
      ]),
    ],
    { bom: true },
  );
}
