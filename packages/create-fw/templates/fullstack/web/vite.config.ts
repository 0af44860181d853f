import { fwClient } from '@fw/client/bundler';
import { defineConfig } from 'vite';

// Development: Vite serves the app and forwards /api (the WebSocket gateway included) to the API with the
// prefix kept, so the browser code uses the same same-origin URLs as in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Writes the contract before `vite build`, and again on every API change while `vite` runs.
  plugins: [fwClient({ root: '../api', output: '../web/src/generated/app.ts' })],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
