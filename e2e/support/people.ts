import { randomBytes } from 'node:crypto';
import type { IssuedInvitation, Role } from '@plantwise/domain';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  request,
} from '@playwright/test';
import { ADMIN } from './auth';

export interface Person {
  email: string;
  password: string;
  full_name: string;
  role: Role;
}

const HEADERS = { 'X-Requested-With': 'plantwise' };

/** An API client signed in as the bootstrap administrator (for setting up a journey's data). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  return personApi(baseURL, ADMIN);
}

/** An API client signed in as `person` (for data a journey needs that person to have made). */
export async function personApi(
  baseURL: string,
  person: Pick<Person, 'email' | 'password'>,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: HEADERS });
  const response = await api.post('/api/auth/sign-in', {
    data: { email: person.email, password: person.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

/**
 * Creates a person the way the product does: an administrator's invitation, accepted through its
 * link (which confirms the address). `emailAlerts` turns on e-mail for the given notification types.
 */
export async function invitePerson(
  admin: APIRequestContext,
  role: Role,
  full_name: string,
  emailAlerts: string[] = [],
): Promise<Person> {
  const email = `${role}-${randomBytes(4).toString('hex')}@plantwise.test`;
  const password = 'Journey-pass-123';
  const invited = await admin.post('/api/invitations', {
    data: {
      email,
      full_name,
      role,
      notification_preferences: emailAlerts.map((notification_type) => ({
        notification_type,
        enabled: true,
        email_enabled: true,
        frequency: 'immediate',
      })),
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as IssuedInvitation;
  const token = link.split('/').pop();
  // Joining from the link signs the new person in: in a client of their own, not the admin's.
  const joiner = await request.newContext({ baseURL: new URL(link).origin, extraHTTPHeaders: HEADERS });
  const accepted = await joiner.post('/api/invitations/accept', { data: { token, password } });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  await joiner.dispose();
  return { email, password, full_name, role };
}

/** A browser context of its own (cookies, viewport) signed in as `person`. */
export async function signedInContext(browser: Browser, person: Person, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const response = await context.request.post('/api/auth/sign-in', {
    data: { email: person.email, password: person.password },
    headers: HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}
