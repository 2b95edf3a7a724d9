import type { Severity } from '../breakdowns/report';
import { type BreakdownStatus, isActiveBreakdown } from '../breakdowns/status';

/**
 * A line operator scans the machine's QR label and reports a fault with no account. The limits below are ours
 * (the spec has none); they are constants so the server, the page and the tests agree.
 */
export const PUBLIC_REPORT_LIMITS = {
  titleMax: 120,
  reporterNameMax: 80,
  descriptionMax: 2000,
  noteMax: 1000,
  /** "5 reports per asset per 10 minutes". */
  perTokenMax: 5,
  perTokenWindowS: 10 * 60,
  /** "20 per address per hour". */
  perAddressMax: 20,
  perAddressWindowS: 60 * 60,
  /** The global breaker: public reports pause for everyone past this many in an hour. */
  globalMaxPerHour: 200,
} as const;

/** "an active breakdown reported in the last 30 minutes" is shown instead of a new report. */
export const DUPLICATE_WINDOW_MS = 30 * 60 * 1000;
/** "for 30 minutes on that phone, the status of what they reported". */
export const STATUS_WINDOW_MS = 30 * 60 * 1000;

/** The four severities in the words of the line ("line stopped" = critical …). */
export const SEVERITY_PLAIN_WORDS: Record<Severity, string> = {
  critical: 'Line stopped',
  high: 'Line running badly',
  medium: 'Needs fixing soon',
  low: 'Minor, can wait',
};

export const PUBLIC_REPORT_MESSAGES = {
  invalidToken:
    'This label is not recognised. It may be damaged or replaced: ask your supervisor for a new label, or report the fault another way.',
  disabled: 'Reporting from the label is switched off here — tell your supervisor.',
  perToken: (windowS: number) =>
    `This machine has just been reported several times. Please wait ${Math.ceil(windowS / 60)} minutes, or tell your supervisor.`,
  perAddress: (windowS: number) =>
    `Too many reports from this phone. Please wait ${Math.ceil(windowS / 60)} minutes, or tell your supervisor.`,
  breaker: 'Reporting from labels is paused for a while after too many reports. Please tell your supervisor.',
  statusGone: 'This report can no longer be followed here.',
  duplicateGone: 'That report is no longer open — please report the fault again.',
} as const;

/** The public status words: reported → assigned → resolved (closed ones read "resolved" or "cancelled"). */
export const PUBLIC_STATUSES = ['reported', 'assigned', 'resolved', 'cancelled'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

/** A report's state as one word: the steps the reporter's page shows it passing through. */
export const PUBLIC_STATUS_LABELS: Record<PublicStatus, string> = {
  reported: 'Reported',
  assigned: 'Assigned',
  resolved: 'Resolved',
  cancelled: 'Closed',
};

/** A report's state told to the person who reported it, who has no account and no other view of it. */
export const PUBLIC_STATUS_WORDS: Record<PublicStatus, string> = {
  reported: 'Reported — waiting for a technician',
  assigned: 'Assigned — a technician is on the way',
  resolved: 'Resolved',
  cancelled: 'Closed by maintenance',
};

export function publicStatusOf(status: BreakdownStatus): PublicStatus {
  if (status === 'completed') return 'resolved';
  return status;
}

export interface PublicReportSettings {
  enabled: boolean;
  disabled_sites: string[];
}
export const DEFAULT_PUBLIC_REPORT_SETTINGS: PublicReportSettings = { enabled: true, disabled_sites: [] };

export function isPublicReportEnabled(settings: PublicReportSettings, site: string | null): boolean {
  if (!settings.enabled) return false;
  return !(site && settings.disabled_sites.includes(site));
}

/** The short reference an operator reads out: the first 8 hex digits of the breakdown's id. */
export function referenceOf(breakdownId: string): string {
  return breakdownId.replaceAll('-', '').slice(0, 8).toUpperCase();
}

export interface RecentBreakdown {
  id: string;
  status: BreakdownStatus;
  created_at: string;
}

/**
 * The duplicate guard: the newest breakdown of the asset that is still active and was reported in the
 * last 30 minutes, or null. `breakdowns` are that asset's.
 */
export function findDuplicate<T extends RecentBreakdown>(breakdowns: readonly T[], now: Date): T | null {
  const since = now.getTime() - DUPLICATE_WINDOW_MS;
  const candidates = breakdowns
    .filter((b) => isActiveBreakdown(b.status) && new Date(b.created_at).getTime() >= since)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return candidates[0] ?? null;
}

/** Whether a public report's status may still be read: for 30 minutes after it was reported. */
export function isStatusVisible(reportedAt: string, now: Date): boolean {
  return now.getTime() - new Date(reportedAt).getTime() <= STATUS_WINDOW_MS;
}

export function statusVisibleUntil(reportedAt: string): string {
  return new Date(new Date(reportedAt).getTime() + STATUS_WINDOW_MS).toISOString();
}
