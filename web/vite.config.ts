import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'

const API_TARGET = process.env.EMU_DEV_API ?? 'http://127.0.0.1:8080'
const API_PROXY = Object.fromEntries(
  ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'].map((p) => [p, API_TARGET]),
)

// The built SPA is served by emu-server (EMU_WEB_DIR) under a strict CSP:
// no inline scripts, no external origins. Keep it that way.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks (cached across app releases). Only packages every page
        // needs belong here: a group pulls its modules into the initial load, so libraries
        // used only by lazy screens (admin) must not be listed.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/](@supabase|iceberg-js)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` against a local emu-server (EMU_DEV_API, default 127.0.0.1:8080):
    // API calls and /app-config.json go to it.
    proxy: { '/app-config.json': API_TARGET, ...API_PROXY },
  },
  preview: {
    // `vite preview` serves dist/ as is (dist/app-config.json only if you put one in a copy);
    // API calls still go to the local emu-server.
    proxy: API_PROXY,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the 5 s async-util timeout, so a slow wait fails with its own message.
    testTimeout: 15000,
    restoreMocks: true,
  },
})
