import type { BrowserContext } from '@playwright/test'
import { CONSENT_COOKIE, serializeConsent } from '../../../src/domain/consent'
import type { ConsentChoice } from '../../../src/domain/consent'

/** Stores a consent choice before the first page, so the banner is not shown (for tests about something else). */
export async function presetConsent(
  context: BrowserContext,
  baseURL: string,
  choice: ConsentChoice = { analytics: false, marketing: false },
) {
  await context.addCookies([
    { name: CONSENT_COOKIE.name, value: encodeURIComponent(serializeConsent(choice)), url: baseURL, sameSite: 'Lax' },
  ])
}
