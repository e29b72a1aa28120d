import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE, LINGUI_FALLBACKS } from './src/domain/locales'

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { ...LINGUI_FALLBACKS, default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/domain'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
})
