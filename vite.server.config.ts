import { defineConfig } from 'vite';

/** Bundles the production server (`server/main.ts`) to plain JavaScript; packages stay in node_modules. */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
