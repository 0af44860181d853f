import { fwClient } from '@fw/client/bundler';
import { defineConfig } from 'vite';

// Development shape (spec, "Deployment shapes"): Vite serves the frontend on its own port and forwards
// `/api` (controllers and the WebSocket gateway alike) to the API server with the prefix kept, so the browser
// code uses the same same-origin URLs as in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // `vite build` generates the contract before bundling, so the build always compiles against the
  // current controllers; `vite` (dev) watches the API and regenerates, so the frontend also starts
  // without the API. A relative `output` resolves against the API root (spec, "Generator options").
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
