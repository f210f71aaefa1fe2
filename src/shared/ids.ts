import { z } from 'zod';

/**
 * The public ids (a student's SID, an order's OID): the prefix and 8 digits. The server makes them
 * (src/server/lib/ids.ts); everything that reads one from a person or an address checks this shape.
 */
export const SID_PATTERN = /^SID\d{8}$/;
export const OID_PATTERN = /^OID\d{8}$/;
export const SID_FORMAT_MESSAGE = 'A SID is "SID" followed by 8 digits';

export const SidSchema = z.string().regex(SID_PATTERN, SID_FORMAT_MESSAGE);
