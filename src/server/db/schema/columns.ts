import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time: `timestamp with time zone`, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at, present on every table. */
export const timestamps = {
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
