import pg from 'pg';

export const TEMPLATE_DATABASE = 'plantwise_test_template';

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
