import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// The house plan's arrows (ARCHITECTURE.md): domain imports nothing of ours, machines only domain,
// web and server never each other.
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({ group: [group], message: 'Arrows only go down: see docs/architecture.md.' })),
    },
  ],
})

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
  { files: ['src/web/**'], rules: forbid('**/server/**', 'drizzle-orm', 'drizzle-orm/*', 'hono', '@hono/*') },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
)
