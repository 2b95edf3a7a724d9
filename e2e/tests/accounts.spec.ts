import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accountMenu, signInThroughForm, submitSignIn } from '../support/auth';
import { fitsViewport, seriousViolations } from '../support/axe';
import { latestMail, linkPath } from '../support/mail';
import { adminApi } from '../support/people';

const unique = () => randomBytes(3).toString('hex');

test.describe
  .serial('joining Plantwise by invitation', () => {
    const technician = {
      email: `tess-${unique()}@plantwise.test`,
      name: 'Tess Technician',
      password: 'tess-secret',
    };
    const manager = {
      email: `lin-${unique()}@plantwise.test`,
      name: 'Lin Manager',
      password: 'lin-long-secret',
    };
    let managerLink = '';

    test('an admin invites a technician and a manager from User Management', async ({ page }) => {
      await signInThroughForm(page);
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

      await page.getByRole('button', { name: 'Invite User' }).click();
      let dialog = page.getByRole('dialog', { name: 'Invite User' });
      await dialog.getByLabel('Email').fill(technician.email);
      await dialog.getByLabel('Full name').fill(technician.name);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Technician' }).click();
      await dialog.getByRole('switch', { name: 'Low stock' }).click();
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

    test('the technician joins with the code link from the mail, confirms the address, and signs in', async ({
      browser,
      baseURL,
    }) => {
      const admin = await adminApi(baseURL!);
      const invitation = await latestMail(admin, technician.email, /invited/);
      const codeLink = linkPath(invitation.text, '/invite/signup/');

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(codeLink);
      await expect(
        page.getByText(`Complete your profile for ${technician.email} with technician access`),
      ).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Setup Progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
      await expect(page.getByLabel('Full Name')).toHaveValue(technician.name);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill(technician.password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(technician.password);
      await page.getByRole('button', { name: 'Create Account & Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Setup Progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );

      // Not confirmed yet: sign-in is refused with a clear message.
      await page.goto('/auth');
      await submitSignIn(page, { email: technician.email, password: technician.password });
      await expect(page.getByRole('alert').filter({ hasText: 'Email not confirmed' })).toBeVisible();

      const confirmation = await latestMail(admin, technician.email, /Confirm your e-mail/);
      await page.goto(linkPath(confirmation.text, '/email-confirmation?token='));
      await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
      // Then on to the dashboard, which asks a signed-out visitor to sign in first.
      await expect(page).toHaveURL('/auth?redirect=%2Fdashboard');
      await submitSignIn(page, { email: technician.email, password: technician.password });
      await expect(page).toHaveURL('/dashboard');
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${technician.name}`);
      await context.close();
      await admin.dispose();
    });

    test('the manager joins through the invitation link and can sign in at once', async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(managerLink);
      await expect(page.getByRole('heading', { name: `Welcome, ${manager.name}!` })).toBeVisible();
      await expect(
        page.getByText('Create your password to complete your manager account setup'),
      ).toBeVisible();
      const create = page.getByRole('button', { name: 'Create Account' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password', { exact: true }).fill('short');
      await create.click();
      await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(manager.password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(manager.password);
      await create.click();
      await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
      await expect(page).toHaveURL('/auth', { timeout: 6_000 });
      await submitSignIn(page, { email: manager.email, password: manager.password });
      await expect(page).toHaveURL('/dashboard');
      await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${manager.name}`);

      // The link was single-use.
      await page.goto(managerLink);
      await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
      await context.close();
    });

    test('the admin sees both as users, and a technician is refused every admin route', async ({
      page,
      browser,
    }) => {
      await signInThroughForm(page);
      await page.goto('/admin/users');
      const users = page.getByRole('table', { name: 'Users' });
      await expect(users.getByRole('row').filter({ hasText: technician.email })).toContainText('Technician');
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
      await expect(page.getByText('Invitation Verification Failed')).toBeVisible();
      await expect(page.getByText(/Too many invitation code attempts/)).toBeVisible();
    });
  });
