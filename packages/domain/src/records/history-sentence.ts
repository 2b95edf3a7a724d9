import { SIGNATURE_MEANINGS, type SignatureMeaning } from './records';

/** One audit entry of a record's history, as the API gives it. */
export interface HistoryEntry {
  action: string;
  /** The person's name (their e-mail only when they have none); null for the system. */
  actor_name: string | null;
  /** The signature's meaning, for signature entries. */
  meaning?: string | null;
}

const DONE: Record<string, string> = {
  'work_order.created': 'created the work order',
  'work_order.updated': 'changed the work order',
  'work_order.started': 'started the work',
  'work_order.completed': 'completed the work order',
  'work_order.cancelled': 'cancelled the work order',
  'work_order.deleted': 'deleted the work order',
  'work_order.follow_up_completed': 'completed the follow-up work',
  'breakdown.reported': 'reported the breakdown',
  'breakdown.updated': 'changed the breakdown',
  'breakdown.assigned': 'assigned the breakdown',
  'breakdown.stopped': 'stopped the downtime clock',
  'breakdown.completed': 'signed the repair off',
  'breakdown.cancelled': 'cancelled the breakdown',
  'breakdown.deleted': 'deleted the breakdown',
  'maintenance_task.created': 'created the maintenance task',
  'maintenance_task.updated': 'changed the maintenance task',
  'maintenance_task.completed': 'completed the maintenance task',
  'maintenance_task.reset': 'reset the month',
  'maintenance_task.work_order_created': 'raised a work order for the task',
  'maintenance_task.deleted': 'deleted the maintenance task',
  'record.amended': 'wrote a correction of the record',
  'asset.released': 'released the asset for production',
  'tool_control.missing_tool_incident': 'wrote a missing-tool incident: a tool was not back after the work',
  'asset.awaiting_release': 'put the asset in awaiting release after the work',
};

const isMeaning = (value: unknown): value is SignatureMeaning =>
  SIGNATURE_MEANINGS.includes(value as SignatureMeaning);

/** Who the signer signed as, in words: the meaning's code is for the record, not for the reader. */
const SIGNED_AS: Record<SignatureMeaning, string> = {
  performed: 'the person who did the work',
  reviewed: 'reviewer',
  approved: 'approver',
  released: 'the person who released the asset for production',
};

/**
 * A history entry as a sentence people read ("Olu Ade signed as the person who did the work"), never the event code
 * or an e-mail address where a name is known; an unknown event still reads as words.
 */
export function historySentence(entry: HistoryEntry): string {
  const who = entry.actor_name?.trim() || 'The system';
  const meaning = isMeaning(entry.meaning) ? ` as ${SIGNED_AS[entry.meaning]}` : '';
  if (entry.action === 'record.signed') return `${who} signed${meaning}`;
  if (entry.action === 'record.signature_failed')
    return `${who} tried to sign${meaning}; the password was wrong, so nothing was signed`;
  const done = DONE[entry.action];
  if (done) return `${who} ${done}`;
  const words = entry.action.split(/[._]/).filter(Boolean).join(' ');
  return `${who}: ${words}`;
}
