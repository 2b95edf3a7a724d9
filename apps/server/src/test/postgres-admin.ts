import pg from 'pg';

/**
 * Branches whose migrations differ must not migrate one shared template forward:
 * TEST_PG_TEMPLATE gives each its own (letters, digits and underscores).
 */
export const TEMPLATE_DATABASE = templateName(process.env.TEST_PG_TEMPLATE ?? 'plantwise_test_template');

function templateName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`TEST_PG_TEMPLATE must be a plain identifier: ${name}`);
  return name;
}

/** Runs admin statements (CREATE/DROP DATABASE) on a short-lived connection. */
export async function withDatabase<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE … TEMPLATE fails while anyone else is connected to the template (another test
 * file cloning it at the same moment, or another run migrating it): retry for a while.
 */
export async function cloneTemplate(templateUrl: string, name: string): Promise<void> {
  // Issued from the maintenance database: a session on the template would itself block other clones.
  const maintenanceUrl = new URL(templateUrl);
  maintenanceUrl.pathname = '/postgres';
  for (let attempt = 0; ; attempt++) {
    try {
      await withDatabase(maintenanceUrl.toString(), (admin) =>
        admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`),
      );
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}
