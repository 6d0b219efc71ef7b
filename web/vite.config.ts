import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'

const API_TARGET = process.env.EMU_DEV_API ?? 'http://127.0.0.1:8080'
const API_PROXY = Object.fromEntries(
  ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1'].map((p) => [p, API_TARGET]),
)

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** A locale file's chunk: locale-<lang>.js (src/locales/*.json), locale-<ns>-<lang>.js. */
const LOCALE_FILE = /[\\/]src[\\/]locales[\\/](?:([\w-]+)[\\/])?(en|zh-HK)\.json$/

/** Chunks index.html loads on every page (the vendor groups, rolldown's runtime, the preload helper). */
const ALWAYS_LOADED = /^assets\/(react|router|i18n|rolldown-runtime|preload-helper)-[\w-]+\.js$/

// The built SPA is served by emu-server (EMU_WEB_DIR) under a strict CSP:
// no inline scripts, no external origins. Keep it that way.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: src('./src') },
      // React 19 has useSyncExternalStore: react-i18next's shim for React < 18 is dead weight on
      // every first paint (the shim itself returns React's when it exists).
      { find: /^use-sync-external-store\/shim$/, replacement: src('./src/lib/vendor/use-sync-external-store.ts') },
      // react-router's package points bundlers at its development build (extra checks and
      // warnings); the release bundle takes the production build it ships alongside.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: src('./node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the es2022 target reaches preloads modules itself (no polyfill on first paint).
      polyfill: false,
      // A lazy chunk's preload list leaves out what every page has loaded before any lazy import
      // (the vendor groups below, the runtime, the preload helper): fewer bytes on first paint.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        // The language files load one language at a time (lib/i18n.ts): named so the size report
        // can count the default language's on first paint.
        chunkFileNames: (chunk) => {
          // (A language file imported statically too, by lib/fixed-t.ts, has no facade module.)
          const only = chunk.moduleIds.length === 1 ? chunk.moduleIds[0] : chunk.facadeModuleId
          const locale = only?.match(LOCALE_FILE)
          if (!locale) return 'assets/[name]-[hash].js'
          return `assets/locale-${locale[1] ? `${locale[1]}-` : ''}${locale[2]}-[hash].js`
        },
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
}))
