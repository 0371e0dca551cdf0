import type { FastifyReply } from 'fastify';

/**
 * The UTF-8 byte-order mark. Excel reads a CSV file without it in the machine's legacy code page, so
 * names in Cyrillic, Arabic, Chinese and the like open garbled; with it, Excel (and every other
 * spreadsheet) reads UTF-8. RFC 4180 readers that do not expect it see it as part of the first header.
 */
export const UTF8_BOM = '\uFEFF';

/** Answers a CSV file download: UTF-8 with a byte-order mark, a header row, the file name given. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string): FastifyReply =>
  reply
    .type('text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(`${UTF8_BOM}${csv}`);
