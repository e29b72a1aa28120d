/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'

const apiPort = Number(process.env.PORT ?? 3000)
const apiTarget = `http://localhost:${apiPort}`

/** Writes the manifest the running app polls to notice a newer build (spec 1 §4). */
function buildManifest(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  return {
    name: 'roam-build-manifest',
    apply: 'build',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    writeBundle(options) {
      writeFileSync(join(options.dir!, 'latest.json'), JSON.stringify({ id, builtAt: new Date().toISOString() }))
    },
  }
}

/**
 * react-router's package exports only its development build (dev warnings on: remix-run/react-router#12532,
 * #14102); the app's build takes the production one it also ships. Tests and the dev server keep the default.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'roam-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ],
      },
    }),
  }
}

/**
 * The app's own modules every page loads: those the entry reaches through static imports, from the module graph the
 * build records as it parses. Left to the default splitting, each one a lazy page shares becomes a chunk of its own,
 * and a first visit over HTTP/1.1 (6 connections) waits for a dozen tiny files; grouped, they are one.
 */
function shellModules() {
  const imports = new Map<string, readonly string[]>()
  let shell: Set<string> | undefined
  const plugin: Plugin = {
    name: 'roam-shell-modules',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds)
    },
  }
  const isShellModule = (id: string) => {
    if (!shell) {
      shell = new Set()
      const entry = [...imports.keys()].find((moduleId) => moduleId.endsWith('/src/web/main.tsx'))
      const pending = entry ? [entry] : []
      while (pending.length > 0) {
        const next = pending.pop()!
        if (shell.has(next)) continue
        shell.add(next)
        pending.push(...(imports.get(next) ?? []))
      }
    }
    return shell.has(id) && !id.includes('/node_modules/')
  }
  return { plugin, isShellModule }
}
const shell = shellModules()

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/

/** Writes .br and .gz next to every text file of the build, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'roam-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options) {
        const files = readdirSync(options.dir!, { recursive: true, encoding: 'utf8' }).filter((file) =>
          COMPRESSIBLE.test(file),
        )
        for (const file of files) {
          const path = join(options.dir!, file)
          const content = readFileSync(path)
          if (content.length < 1024) continue
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          )
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
        }
      },
    },
  }
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  define: { __BUILD_ID__: JSON.stringify('dev') },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    reactRouterProduction(),
    buildManifest(),
    precompress(),
    shell.plugin,
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the catalogue and the chunks of the page a visit lands on (src/server/http/web-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack|@lingui|openapi-fetch|js-cookie|use-sync-external-store)[\\/]/,
            },
            { name: 'shell', test: shell.isShellModule },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/oauth', '/3', '/v4', '/api', '/openapi.json', '/docs', '/app-config.js', '/sandbox'].map((prefix) => [
        prefix,
        apiTarget,
      ]),
    ),
  },
  test: {
    root: '.',
    // Vitest's default in a run is one worker fewer than the cores: one file at a time on a two-core CI machine,
    // although the server files spend a third of their time waiting on the database.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: ['tests/{domain,machines,scripts}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Migrates the databases once; each test file starts from a copy.
          globalSetup: ['tests/server/support/migrated-databases.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: ['tests/web/lib/**'],
          // The shell's tests replace src/web/lib with fakes; the lib's own tests below use the real one.
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-lib',
          root: '.',
          environment: 'jsdom',
          include: ['tests/web/lib/**/*.test.ts'],
          setupFiles: ['tests/web/lib/setup.ts'],
        },
      },
    ],
  },
})
