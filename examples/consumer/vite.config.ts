import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages: index.html talks to the API at its own origin (the `fleetmock` command in the browser
// test), browser.html runs the mock in the page (fleetmock/msw/browser) and needs no server.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { input: ['index.html', 'browser.html'] } },
});
