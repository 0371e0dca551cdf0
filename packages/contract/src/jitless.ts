import { config } from 'zod';

/**
 * zod without its compiled parsers: it then never probes `new Function('')`, which a page's
 * Content-Security-Policy (`script-src 'self'`) refuses and reports as a violation. Loaded by the browser
 * entry (browser.ts) before any schema is made; the server keeps the compiled parsers.
 */
export const zodSettings = config({ jitless: true });
