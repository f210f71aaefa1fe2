import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// Two builds: the browser's app (dist/web) and, with `--ssr`, the server's drawing of the public
// pages (dist/ssr/entry-server.js, every package bundled in, so it runs with what the server has).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss()],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    // The question-bank PDF is built by the server from the school's facts.
    proxy: { '/api': apiTarget, '/files': apiTarget, '/downloads': apiTarget, '/signs': apiTarget },
  },
}));
