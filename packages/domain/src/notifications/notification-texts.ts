import { startOfZonedDay, zonedParts } from '../maintenance/plant-time';

/** The asset a notification is about, as people on the floor name it. */
export interface NotifiedAsset {
  /** The asset's row id, for the notification's link. */
  id?: string;
  asset_id: string;
  asset_name: string;
}

const DAY_MS = 24 * 3_600_000;

/** 'MIX-001 · Spiral Dough Mixer': code first, as it is painted on the machine. */
export function notifiedAssetLabel(asset: NotifiedAsset | null | undefined): string | null {
  return asset ? `${asset.asset_id} · ${asset.asset_name}` : null;
}

/**
 * The time on the plant's clock with the zone's short name ('08:00 GMT', '08:00 BST'): a notification is
 * also an e-mail, read on a phone that may be in another zone, so it says which clock it means.
 */
function clock(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone);
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}${zone ? ` ${zone}` : ''}`;
}

/**
 * An instant in plain words on the plant's clock, relative to `now`: 'today at 08:00 GMT', 'tomorrow
 * at 14:30 GMT', 'yesterday at 08:00 GMT', else 'on Thu 3 Dec at 08:00 GMT' (with the year when it is
 * not this one).
 * Notifications are read hours later and by mail, so they never say 'in 24 hours' or quote ISO times.
 */
export function plantWhen(value: string | Date, now: Date, timeZone: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const days = Math.round(
    (startOfZonedDay(at, timeZone).getTime() - startOfZonedDay(now, timeZone).getTime()) / DAY_MS,
  );
  const time = clock(at, timeZone);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  if (days === -1) return `yesterday at ${time}`;
  const sameYear = zonedParts(at, timeZone).year === zonedParts(now, timeZone).year;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
  return `on ${day.replace(',', '')} at ${time}`;
}

/**
 * Who hears about an action: each candidate once, never nobody (null) and never the person who did it
 * — they know already, and a bell full of their own doings hides what others need from them.
 */
export function notificationRecipients(
  candidates: ReadonlyArray<string | null | undefined>,
  actorId: string | null | undefined,
): string[] {
  return [...new Set(candidates.filter((id): id is string => !!id && id !== actorId))];
}

export type AssignedSubject = 'work_order' | 'maintenance_task' | 'breakdown';

const ASSIGNED_TITLES: Record<AssignedSubject, string> = {
  work_order: 'Work order assigned to you',
  maintenance_task: 'Maintenance task assigned to you',
  breakdown: 'Breakdown assigned to you',
};

const METADATA_KEYS: Record<AssignedSubject, string> = {
  work_order: 'work_order_id',
  maintenance_task: 'maintenance_task_id',
  breakdown: 'breakdown_id',
};

/**
 * The notification telling a person that work is now theirs: what (its number or title), on which
 * asset, when it is scheduled or due on the plant's clock, and who assigned it. A breakdown is urgent
 * by nature (its severity), planned work is medium.
 */
export function assignmentNotification(input: {
  subject: AssignedSubject;
  id: string;
  title: string;
  /** The work order's number, when it has one people quote. */
  reference?: string | null;
  asset: NotifiedAsset | null;
  /** Scheduled (work order), due (task) or reply-by (breakdown) time. */
  when?: string | null;
  assigned_by: string | null;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  now: Date;
  timeZone: string;
}) {
  const what = input.reference ? `${input.reference} "${input.title}"` : `"${input.title}"`;
  const on = notifiedAssetLabel(input.asset);
  const whenWords = input.when ? plantWhen(input.when, input.now, input.timeZone) : null;
  const timing = whenWords
    ? {
        work_order: ` It is scheduled ${whenWords}.`,
        maintenance_task: ` It is next due ${whenWords}.`,
        breakdown: ` It is to be completed by ${whenWords.replace(/^on /, '')}.`,
      }[input.subject]
    : '';
  const by = input.assigned_by ? ` Assigned by ${input.assigned_by}.` : '';
  return {
    notification_type: 'assignment' as const,
    title: ASSIGNED_TITLES[input.subject],
    message: `${what}${on ? ` on ${on}` : ''} is now yours.${timing}${by}`,
    urgency:
      input.subject === 'breakdown'
        ? (input.severity ?? 'high')
        : ('medium' as 'low' | 'medium' | 'high' | 'critical'),
    metadata: {
      [METADATA_KEYS[input.subject]]: input.id,
      ...(input.asset?.id ? { asset_id: input.asset.id } : {}),
    } as Record<string, unknown>,
  };
}
