import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accountMenu, signInThroughForm, submitSignIn } from '../support/auth';
import { fitsViewport, seriousViolations } from '../support/axe';
import { latestMail, linkPath } from '../support/mail';
import { adminApi } from '../support/people';

const unique = () => randomBytes(3).toString('hex');

test.describe
  .serial('joining Plantwise by invitation', () => {
    // "tech" is in the name and the address, and only part of the password: it is accepted.
    const technician = {
      email: `tech-${unique()}@plantwise.test`,
      name: 'Tech Person',
      password: 'Tech-pass-long-2026!',
    };
    const manager = {
      email: `lin-${unique()}@plantwise.test`,
      name: 'Lin Manager',
      password: 'lin-long-secret',
    };
    let managerLink = '';

    test('an admin invites a technician and a manager from User Management', async ({ page }) => {
      // Four accessibility scans and the first screens after the server starts: slow on a busy machine.
      test.slow();
      await signInThroughForm(page);
      await page.goto('/admin/users');
      // The first screen after the server starts may take a while on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible({
        timeout: 30_000,
      });

      await page.getByRole('button', { name: 'Invite User' }).click();
      let dialog = page.getByRole('dialog', { name: 'Invite User' });
      await dialog.getByLabel('Email').fill(technician.email);
      await dialog.getByLabel('Full name').fill(technician.name);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Technician' }).click();
      // A technician is offered what a technician can receive: no budget alerts.
      await expect(dialog.getByRole('switch', { name: 'Low stock: notify me' })).toBeVisible();
      await expect(dialog.getByRole('switch', { name: /Budget thresholds/ })).toHaveCount(0);
      await dialog.getByRole('switch', { name: 'Low stock: notify me' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();

      const created = page.getByRole('dialog', { name: 'Invitation Created' });
      await expect(created.getByRole('textbox', { name: 'Invitation code' })).toHaveValue(/^\d{6}$/);
      await expect(created.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
        /\/invite\/accept\/[\w-]{22}$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await created.getByRole('button', { name: 'Invite another' }).click();

      dialog = page.getByRole('dialog', { name: 'Invite User' });
      await dialog.getByLabel('Email').fill(manager.email);
      await dialog.getByLabel('Full name').fill(manager.name);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Manager' }).click();
      await dialog.getByRole('button', { name: 'Send Invitation' }).click();
      const link = await page
        .getByRole('dialog', { name: 'Invitation Created' })
        .getByRole('textbox', { name: 'Invitation link' })
        .inputValue();
      managerLink = new URL(link).pathname;
      await page.getByRole('button', { name: 'Done' }).click();

      const invitations = page.getByRole('table', { name: 'Invitations' });
      await expect(invitations.getByRole('row').filter({ hasText: technician.email })).toContainText(
        'Pending',
      );
      await expect(invitations.getByRole('row').filter({ hasText: manager.email })).toContainText('Pending');
      expect(await seriousViolations(page)).toEqual([]);
      // A phone: the tables scroll inside their frames, the page itself does not.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole('button', { name: 'Invite User' })).toBeVisible();
      expect(await fitsViewport(page)).toBe(true);
    });

    test('the technician joins with the code, confirms the address from the mail, and is signed in', async ({
      browser,
      baseURL,
    }) => {
      const admin = await adminApi(baseURL!);
      const invitation = await latestMail(admin, technician.email, /invited/);
      const codeLink = linkPath(invitation.text, '/invite/signup/');

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(codeLink);
      await expect(page.getByRole('heading', { name: `Welcome, ${technician.name}!` })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(technician.email);
      await expect(page.getByLabel('Full name')).toHaveValue(technician.name);
      // The rules are on screen before anything is typed.
      await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('At least 8 characters');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill(technician.password);
      await page.getByLabel('Confirm password', { exact: true }).fill(technician.password);
      await expect(page.getByText(/Strength: (Good|Strong)/)).toBeVisible();
      // A code does not prove the address: the button says only what it does.
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
      await expect(page.getByText(`We sent a link to ${technician.email}`)).toBeVisible();

      // Not confirmed yet: sign-in is refused with a clear message.
      await page.getByRole('link', { name: 'Go to sign in' }).click();
      await expect(page.getByLabel('Email')).toHaveValue(technician.email);
      await page.getByLabel('Password', { exact: true }).fill(technician.password);
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Email not confirmed' })).toBeVisible();

      const confirmation = await latestMail(admin, technician.email, /Confirm your e-mail/);
      const unauthorised: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) unauthorised.push(response.url());
      });
      await page.goto(linkPath(confirmation.text, '/email-confirmation?token='));
      await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
      // The link signed this device in: on to the dashboard, with no stop at /auth.
      await expect(page).toHaveURL('/dashboard');
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${technician.name}`);
      expect(unauthorised).toEqual([]);
      await context.close();
      await admin.dispose();
    });

    test('the manager joins through the invitation link and is signed in at once', async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(managerLink);
      await expect(page.getByRole('heading', { name: `Welcome, ${manager.name}!` })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(manager.email);
      const create = page.getByRole('button', { name: 'Create account and sign in' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password', { exact: true }).fill('short');
      await create.click();
      // Once, beside its field, which has the focus.
      await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(1);
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.getByLabel('Password', { exact: true }).fill(manager.password);
      await page.getByLabel('Confirm password', { exact: true }).fill(manager.password);
      await create.click();
      await expect(page).toHaveURL('/dashboard');
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${manager.name}`);

      // The link was single-use.
      await page.goto(managerLink);
      await expect(
        page.getByText('Invalid or expired invitation link. Please contact your administrator'),
      ).toBeVisible();
      await context.close();
    });

    test('the admin sees both as users, and a technician is refused every admin route', async ({
      page,
      browser,
    }) => {
      await signInThroughForm(page);
      await page.goto('/admin/users');
      const users = page.getByRole('table', { name: 'Users' });
      await expect(users.getByRole('row').filter({ hasText: technician.email })).toContainText('Technician', {
        timeout: 30_000,
      });
      await expect(users.getByRole('row').filter({ hasText: manager.email })).toContainText('Manager');
      const invitations = page.getByRole('table', { name: 'Invitations' });
      await expect(invitations.getByRole('row').filter({ hasText: manager.email })).toContainText('Accepted');

      const context = await browser.newContext();
      const techPage = await context.newPage();
      await techPage.goto('/auth');
      await submitSignIn(techPage, { email: technician.email, password: technician.password });
      await expect(techPage).toHaveURL('/dashboard');
      for (const [method, path] of [
        ['GET', '/api/users'],
        ['GET', '/api/invitations'],
        ['POST', '/api/invitations'],
        ['GET', '/api/admin/diagnostics'],
        ['GET', '/api/admin/mail'],
      ] as const) {
        const response = await techPage.request.fetch(path, {
          method,
          headers: { 'X-Requested-With': 'plantwise' },
          ...(method === 'POST' ? { data: {} } : {}),
        });
        expect(response.status(), `${method} ${path}`).toBe(403);
      }
      await techPage.goto('/admin/users');
      await expect(techPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
      await context.close();
    });

    test('the technician forgets the password: the mailed link sets a new one, ends the other sessions and signs in', async ({
      browser,
      baseURL,
    }) => {
      // Another device still signed in with the old password.
      const phone = await browser.newContext();
      const signedIn = await phone.request.post('/api/auth/sign-in', {
        data: { email: technician.email, password: technician.password },
        headers: { 'X-Requested-With': 'plantwise' },
      });
      expect(signedIn.status()).toBe(200);

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/auth');
      // The page arrives prerendered: its link carries the typed address only once the app has taken the form
      // over (a press before that, on a loaded machine, opens the form empty).
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Email').fill(technician.email);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(technician.email);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await expect(
        page.getByText(/If an account uses this address, a link to choose a new password/),
      ).toBeVisible();

      const admin = await adminApi(baseURL!);
      const mail = await latestMail(admin, technician.email, /new Plantwise password/);
      await page.goto(linkPath(mail.text, '/auth/reset?token='));
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(technician.email);
      await expect(page.getByRole('list', { name: 'Password rules' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      technician.password = 'Tech-resets-the-line-9';
      await page.getByLabel('New password', { exact: true }).fill(technician.password);
      await page.getByLabel('Confirm new password', { exact: true }).fill(technician.password);
      await page.getByRole('button', { name: 'Save password and sign in' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${technician.name}`);

      // The phone was signed out; the link works once.
      const phoneSession = await phone.request.get('/api/auth/session');
      expect(await phoneSession.text()).toBe('null');
      await page.goto(linkPath(mail.text, '/auth/reset?token='));
      await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
      await phone.close();
      await context.close();
      await admin.dispose();
    });

    test('Settings → Security lists my sessions and signs out everywhere else', async ({ browser, page }) => {
      const other = await browser.newContext();
      await other.request.post('/api/auth/sign-in', {
        data: { email: manager.email, password: manager.password },
        headers: { 'X-Requested-With': 'plantwise' },
      });
      await signInThroughForm(page, { email: manager.email, password: manager.password });
      await page.goto('/settings');
      const sessions = page.getByRole('list', { name: 'Your sessions' });
      await expect(sessions.getByText('This device')).toBeVisible({ timeout: 30_000 });
      await expect(sessions.getByRole('listitem')).toHaveCount(3); // the link's session, the other context, this one
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect(await (await other.request.get('/api/auth/session')).text()).toBe('null');
      await other.close();
    });

    test('a burst of wrong invitation codes is answered 429', async ({ page }) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await page.request.post('/api/invitations/verify', {
          data: { token: String(100000 + i) },
          headers: { 'X-Requested-With': 'plantwise' },
        });
        statuses.push(response.status());
      }
      expect(statuses.slice(0, 10).every((s) => s === 404 || s === 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      await page.goto('/invite/signup/123456');
      await expect(page.getByText(/Too many invitation code attempts/)).toBeVisible();
    });
  });
