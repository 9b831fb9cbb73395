import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appStartChunk } from './app-start-chunk.ts';

const api = process.env.INKWELL_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    // The browser's Origin is http://localhost:5173: `npm run dev` gives
    // the server that PUBLIC_URL, the only origin its check accepts.
    proxy: { '/api': { target: api }, '/uploads': { target: api } },
  },
  // The server renderer (src/entry-server.tsx, docs/decisions/033) bundles the domain's TypeScript;
  // every other package is imported from node_modules when the server runs.
  ssr: { noExternal: ['@inkwell/domain'] },
  // No modulepreload links (docs/decisions/032, "Start-up in small tasks"): Vite's preload helper
  // inserts one <link> per chunk a dynamic import needs, and Chromium spends 4-7 ms at CPU x4 on
  // each, all in the task that asks for the import: 37 for the app's start, 30-60 more for the
  // first page's route, long tasks of 150-400 ms. The browser finds a chunk's imports when it reads
  // the chunk, and Rolldown lists a chunk's imports of imports in it too.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true, copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        modulePreload: false,
        // The app's start in one chunk instead of dozens (app-start-chunk.ts). Its modules' imports
        // are not pulled in after them: those the page's first script shares with the app (the
        // page-data id) stay out of the app's chunk, or that first script would download the app.
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: appStartChunk('main'), includeDependenciesRecursively: false }] },
          },
        },
      },
}));
