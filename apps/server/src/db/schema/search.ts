import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId } from './accounts';
import { defaultNow, uuidKey } from './columns';

/**
 * Each person's recent global searches (spec §2 "Recent Searches"), kept on the server so they follow
 * the person between devices. One row per person and term (case-insensitive): a repeat moves it to
 * the top; the action keeps the newest ten.
 */
export const search_recent = pgTable(
  'search_recent',
  {
    id: uuidKey(),
    user_id: ownerId(),
    term: text('term').notNull(),
    searched_at: defaultNow('searched_at'),
  },
  (t) => [
    uniqueIndex('search_recent_term_idx').on(t.user_id, sql`lower(${t.term})`),
    index('search_recent_user_idx').on(t.user_id, t.searched_at),
  ],
);
