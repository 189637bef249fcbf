import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = `http://127.0.0.1:${process.env.API_PORT ?? 4010}`;
/** Paths the dev server forwards to the mock (everything the dashboard calls that is not a client route). */
const proxied = ['/v7', '/login_', '/user', '/actor', '/auth', '/api-key', '/ping', '/config', '/__mock', '/__ext', '/device', '/supervisor', '/billing', '/zendesk', '/org', '/oauth', '/access', '/download', '/device-types'];

export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { host: '127.0.0.1', proxy: Object.fromEntries(proxied.map((p) => [p, api])) },
});
