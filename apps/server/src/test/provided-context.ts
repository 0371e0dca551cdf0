// What the vitest global setups hand to the test files (project.provide, inject), typed for both sides.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database the API tests' in-memory databases are copied from (a tarball). */
    pgliteTemplate?: string;
    /** The server bundled once for the whole run (test/server-bundle.ts starts it). */
    serverBundle?: string;
  }
}

export {};
