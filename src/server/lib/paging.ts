import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '#shared/schemas/paging.ts';

/** Sends the total number of matching rows beside a paged array body. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header('access-control-expose-headers', TOTAL_COUNT_HEADER);
}

/** A paged list handler's answer: the page's rows as the body, their total in the header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  setTotalCount(reply, page.total);
  return page.items;
}
