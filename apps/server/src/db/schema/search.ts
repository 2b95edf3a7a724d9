import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tstz } from './columns';

/**
 * Each person's recent global searches (spec §2 "Recent Searches"), kept on the server so they follow
 * the person between devices. One row per person and term (case-insensitive): a repeat moves it to
 * the top; the action keeps the newest ten.
 */
export const search_recent = pgTable(
  'search_recent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    searched_at: tstz('searched_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('search_recent_term_idx').on(t.user_id, sql`lower(${t.term})`),
    index('search_recent_user_idx').on(t.user_id, t.searched_at),
  ],
);
