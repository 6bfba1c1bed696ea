import { defineConfig } from 'vitest/config';

/** Kept apart from vite.config.ts so the React Router plugin never runs under Vitest. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.property.test.ts', 'test/e2e/**', 'test/ui/**'],
        },
      },
      {
        test: {
          name: 'property',
          environment: 'node',
          include: ['test/**/*.property.test.ts'],
        },
      },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/component-setup.ts'],
        },
      },
    ],
  },
});
