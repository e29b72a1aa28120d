import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

// The house plan's arrows (docs/architecture.md): domain imports nothing of ours, machines only domain,
// web and server never each other.
const ARROWS = 'Arrows only go down: see docs/architecture.md.'
// One rule holds every list of a file (import groups, then [regex, message] pairs): a later
// no-restricted-imports replaces an earlier one for the same file.
const restrict = (groups, regexes = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...groups.map((group) => ({ group: [group], message: ARROWS })),
        ...regexes.map(([regex, message]) => ({ regex, message })),
      ],
    },
  ],
})
const forbid = (...groups) => restrict(groups)

// Inside the web app: app/ only composes (router, layouts, locale), so nothing else imports it; a feature
// (features/<f>/) never imports another; the shared layers (chrome/, components/, lib/, api/) never import a feature.
const WEB_FORBIDDEN = ['**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'hono', '@hono/*']
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const NOT_APP = [
  '^(\\.\\./)+app(/|$)',
  'app/ only composes: move what you need to lib/, api/ or chrome/ (docs/architecture.md).',
]
const NOT_A_FEATURE = [
  '^(\\.\\./)+features(/|$)',
  'Shared layers never import a feature: move what several places need to lib/, api/, chrome/ or components/.',
]
const notAnotherFeature = (feature) => [
  `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
  'A feature never imports another feature: move what several features need to lib/, api/, chrome/ or components/.',
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'openapi/schema.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/domain/**'], rules: forbid('**/machines/**', '**/server/**', '**/web/**') },
  {
    files: ['machines/**'],
    rules: forbid('**/server/**', '**/web/**', 'react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*'),
  },
  { files: ['src/server/**'], rules: forbid('**/web/**', 'react', 'react-dom') },
  { files: ['src/web/**'], rules: restrict(WEB_FORBIDDEN) },
  {
    files: ['src/web/chrome/**', 'src/web/components/**', 'src/web/lib/**', 'src/web/api/**'],
    rules: restrict(WEB_FORBIDDEN, [NOT_APP, NOT_A_FEATURE]),
  },
  { files: ['src/web/replay/**'], rules: restrict(WEB_FORBIDDEN, [NOT_APP]) },
  ...FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: restrict(WEB_FORBIDDEN, [NOT_APP, notAnotherFeature(feature)]),
  })),
  {
    // Each worker has a server of its own: a spec that takes Playwright's plain `test` has no baseURL.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/worker-server' (a server per worker: docs/testing.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
