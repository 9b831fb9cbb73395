import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.INKWELL_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // The browser's Origin is http://localhost:5173: `npm run dev` gives the server that PUBLIC_URL, the only origin its check accepts.
    proxy: { '/api': { target: api }, '/uploads': { target: api } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
