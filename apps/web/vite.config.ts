import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.INKWELL_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // Object targets keep the browser's Host header, so the server's origin check accepts dev requests.
    proxy: { '/api': { target: api }, '/uploads': { target: api } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
