import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'agent', root: 'apps/agent', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
      // The benchmark's own arithmetic (targets scaled by the host's measured speed).
      { test: { name: 'bench', root: 'bench', include: ['lib/**/*.test.ts'] } },
      // The web app's import rules, shown on lint fixtures (ESLint's Node API, in Node).
      { test: { name: 'lint', root: 'apps/web', include: ['import-rules.test.ts'] } },
    ],
  },
});
