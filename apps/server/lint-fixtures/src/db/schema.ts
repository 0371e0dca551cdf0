// The gathering file: every module's tables, for drizzle-kit, db/ and tests (allowed).
export * from '../modules/alpha/alpha.schema';
export * from '../modules/beta/beta.schema';
