import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from './values/console';

/** `page` (from 1) and `pageSize` of the console's lists. */
export const ZConsolePaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_PAGE_SIZE.max).default(CONSOLE_PAGE_SIZE.default),
};
