import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES, SOURCE_LOCALE, LINGUI_FALLBACKS } from './src/domain/locales'

/**
 * Features whose words only signed-in pages (and the earnings simulator) need: they go to the `dashboard` catalogue, loaded by their routes
 * (src/web/app/router.tsx), so public pages download only `messages`.
 */
const DASHBOARD_FEATURES = [
  'account',
  'booking-funnel',
  'chats',
  'documents',
  'earnings',
  'onboarding',
  'owner-bookings',
  'owner-calendar',
  'owner-campers',
  'owner-pictures',
  'reviews',
  'staff',
  'trips',
]
// The picture drop zone is shared chrome, but only the owner's pages and the onboarding show it.
const dashboardFolders = [
  ...DASHBOARD_FEATURES.map((feature) => `<rootDir>/src/web/features/${feature}/**`),
  '<rootDir>/src/web/chrome/picture-drop-zone.tsx',
  // The owner's refusal and cancellation reasons: the owner's booking pages and the guest's trip show them.
  '<rootDir>/src/web/lib/owner-cancel-reasons.ts',
]

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { ...LINGUI_FALLBACKS, default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/domain'],
      exclude: dashboardFolders,
    },
    {
      path: '<rootDir>/locales/{locale}/dashboard',
      include: dashboardFolders,
    },
    // Emails and receipts: the server writes them in the recipient's language (src/server/mail/mail-i18n.ts reads
    // these files).
    {
      path: '<rootDir>/locales/{locale}/emails',
      include: ['<rootDir>/src/server/mail', '<rootDir>/src/server/billing'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
})
