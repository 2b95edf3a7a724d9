import type { Role } from '../auth/roles';
import type { NOTIFICATION_TYPES } from '../common/enums';
import { DEFAULT_NOTIFICATION_PREFERENCE } from './delivery';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const EVERYONE = ['user', 'technician', 'manager', 'admin', 'quality'] as const satisfies readonly Role[];
const MAINTAINERS = ['technician', 'manager', 'admin'] as const satisfies readonly Role[];
const MANAGERS = ['manager', 'admin'] as const satisfies readonly Role[];
/** Those who may release a food-contact asset (FOOD_SAFETY_SIGNERS); on by default for quality only. */
const RELEASERS = ['quality', 'manager', 'admin'] as const satisfies readonly Role[];

/**
 * Who may receive each kind of notification: the one model behind the invitation's choices and
 * Settings. A kind is offered only to the roles listed (a technician cannot open the budget, so gets no
 * budget alerts). Adding a kind to NOTIFICATION_TYPES makes this record incomplete until its line is
 * added here.
 */
export const NOTIFICATION_KIND_ROLES: Record<NotificationType, readonly Role[]> = {
  asset_breakdown: EVERYONE,
  maintenance_due: MAINTAINERS,
  work_order_started: MAINTAINERS,
  // Anyone may follow the stores; on by default for managers and admins only (the low-stock broadcast).
  low_stock: EVERYONE,
  work_order_completed: MAINTAINERS,
  budget_threshold: MANAGERS,
  system: EVERYONE,
  // Work is assigned to technicians, managers and admins only (canBeAssigned).
  assignment: MAINTAINERS,
  awaiting_release: RELEASERS,
  // A tool not back may be in the product: those who release food-contact assets decide what to hold.
  missing_tool: RELEASERS,
  // Glass or brittle plastic broken near product: those who close the incident decide what to hold.
  glass_breakage: RELEASERS,
};

/** True when a person of `role` can receive notifications of `type`. */
export function canReceiveNotification(role: Role, type: NotificationType): boolean {
  return NOTIFICATION_KIND_ROLES[type].includes(role);
}

/** The kinds of notification offered to a role, in the order of NOTIFICATION_KIND_ROLES. */
export function notificationTypesFor(role: Role): NotificationType[] {
  return (Object.keys(NOTIFICATION_KIND_ROLES) as NotificationType[]).filter((type) =>
    canReceiveNotification(role, type),
  );
}

/**
 * A role's starting preferences (the invite form's defaults): every kind it can receive, in the app
 * and by e-mail at once. Settings shows the same list for an account that never saved its own.
 */
export function defaultPreferencesFor(role: Role) {
  return notificationTypesFor(role).map((notification_type) => ({
    notification_type,
    enabled: DEFAULT_NOTIFICATION_PREFERENCE.enabled,
    email_enabled: true,
    frequency: DEFAULT_NOTIFICATION_PREFERENCE.frequency,
  }));
}

/** Keeps only the preferences a role can receive (an invitation whose role was changed). */
export function preferencesFor<P extends { notification_type: NotificationType }>(
  role: Role,
  list: P[],
): P[] {
  return list.filter((p) => canReceiveNotification(role, p.notification_type));
}
