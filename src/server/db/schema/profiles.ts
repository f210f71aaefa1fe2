import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

/**
 * A student's (or teacher's) profile, 1:1 with a user. Certificate verification compares against
 * the profile's date of birth. Phone, NID, parents and addresses are private.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    sid: text('sid').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    image: text('image').notNull(),
    nid: text('nid').notNull(),
    emergency: text('emergency').notNull(),
    preaddress: text('preaddress').notNull(),
    peraddress: text('peraddress').notNull(),
    /** YYYY-MM-DD */
    dob: text('dob').notNull(),
    fname: text('fname'),
    mname: text('mname'),
    status: text('status').notNull().default('Verified'),
    ...timestamps,
  },
  (t) => [index('profiles_email_idx').on(t.email)],
);

export type ProfileRow = typeof profiles.$inferSelect;
