import { defineConfig } from 'vitest/config';

/** Kept apart from vite.config.ts so the React Router plugin never runs under Vitest. */
export default defineConfig({
  test: {
    // One worker a core. Files on PostgreSQL run side by side in schemas of their own; what drops tables or schemas
    // waits for the migrations listing them, and they for it (test/support/server/schema-lock.ts).
    maxWorkers: 2,
    projects: [
      {
        test: {
          // Pure rules and stores over fakes share no global state, so one module graph serves every file.
          name: 'core',
          environment: 'node',
          include: ['test/domain/**/*.test.ts', 'test/application/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          // No file mocks a module or changes the environment, and each opens its own databases and servers: one
          // module graph per worker saves importing the whole server again for every file, half the suite's time.
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: ['test/domain/**', 'test/application/**', 'test/**/*.property.test.ts', 'test/e2e/**', 'test/ui/**'],
        },
      },
      {
        test: {
          name: 'property',
          environment: 'node',
          include: ['test/**/*.property.test.ts'],
          exclude: ['test/domain/**', 'test/application/**'],
        },
      },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/component-setup.ts'],
          // Rendering whole routes in jsdom takes seconds when the machine is busy; a stuck one still fails.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
