import { z } from 'zod';
import { hasAtLeastRole, type Role } from '../auth/roles';

/** What a correction may change: the words of a record, never its clearance, checklist or times. */
export const AMENDABLE_FIELDS = [
  'completion_notes',
  'notes',
  'completed_by',
  'completed_by_name',
  'follow_up_details',
] as const;
export type AmendableField = (typeof AMENDABLE_FIELDS)[number];
export const AMENDABLE_FIELD_LABELS: Record<AmendableField, string> = {
  completion_notes: 'Completion notes',
  notes: 'Notes',
  completed_by: 'Completed by',
  completed_by_name: 'Completed by',
  follow_up_details: 'Follow-up details',
};

export const amendmentBodySchema = z.object({
  reason: z
    .string({ error: 'Give the reason for the correction' })
    .trim()
    .min(5, 'Give the reason for the correction (at least 5 characters)')
    .max(1000),
  changes: z
    .partialRecord(
      z.enum(AMENDABLE_FIELDS),
      z.string().trim().min(1, 'A corrected value cannot be empty').max(5000),
    )
    .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field'),
});
export type AmendmentBody = z.infer<typeof amendmentBodySchema>;

/**
 * Why this person may not amend this record, or null: corrections are made to the original (not to an
 * amendment), by the person who did the work or by a manager or admin (BRCGS 3.3: alterations
 * authorised), and only to fields the record has.
 */
export function amendmentRefusal(input: {
  author: { id: string; role: Role };
  performerId: string | null;
  amendsId: string | null;
  snapshot: Record<string, unknown>;
  fields: readonly string[];
}): string | null {
  if (input.amendsId) return 'Amend the original record, not an amendment';
  if (input.author.id !== input.performerId && !hasAtLeastRole(input.author.role, 'manager')) {
    return 'Only the person who did the work, a manager or an administrator can correct a record';
  }
  const missing = input.fields.find((field) => !(field in input.snapshot));
  if (missing) return `This record has no field ${missing}`;
  return null;
}

/** The amended content: the original with the corrections, and what changed, why, by whom and when. */
export function amendedSnapshot(
  original: { number: string; snapshot: Record<string, unknown> },
  body: AmendmentBody,
  author: { id: string; name: string },
  at: string,
): Record<string, unknown> {
  const changes = Object.entries(body.changes).map(([field, after]) => ({
    field,
    before: original.snapshot[field] ?? null,
    after,
  }));
  return {
    ...original.snapshot,
    ...body.changes,
    amendment: { amends: original.number, reason: body.reason, changes, author, at },
  };
}
