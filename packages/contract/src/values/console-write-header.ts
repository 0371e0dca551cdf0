/**
 * The header every console write (POST, PUT, DELETE) carries, with the value `1`: no form can send it and
 * no other site's script can without a CORS preflight, so with the SameSite=Strict session cookie a
 * forged write is refused (403).
 */
export const CONSOLE_WRITE_HEADER = 'x-console-request';
