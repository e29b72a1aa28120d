import { consentUiScript } from './scripts/consent.ui-script'
import { newsletterUiScript } from './scripts/newsletter.ui-script'
import { passwordResetUiScript } from './scripts/password-reset.ui-script'
import { emailVerificationUiScript } from './scripts/email-verification.ui-script'
import { buybackUiScript, secondDriverUiScript } from './scripts/upgrade.ui-script'
import { bookingUiScript } from './scripts/booking.ui-script'
import { documentUploadUiScript } from './scripts/document-upload.ui-script'
import { earningsUiScript } from './scripts/earnings.ui-script'
import { extensionUiScript } from './scripts/extension.ui-script'
import { onboardingUiScript } from './scripts/onboarding.ui-script'
import { paymentFunnelUiScript } from './scripts/payment-funnel.ui-script'
import type { NotWalkable, UiScript } from './ui-script'

/** The machines a person can walk through the pages, by catalogue id (machines/catalogue.ts). */
export const uiScripts: Readonly<Record<string, UiScript>> = {
  [paymentFunnelUiScript.machine]: paymentFunnelUiScript,
  [bookingUiScript.machine]: bookingUiScript,
  [extensionUiScript.machine]: extensionUiScript,
  [earningsUiScript.machine]: earningsUiScript,
  [documentUploadUiScript.machine]: documentUploadUiScript,
  [onboardingUiScript.machine]: onboardingUiScript,
  [consentUiScript.machine]: consentUiScript,
  [newsletterUiScript.machine]: newsletterUiScript,
  [passwordResetUiScript.machine]: passwordResetUiScript,
  [emailVerificationUiScript.machine]: emailVerificationUiScript,
  [secondDriverUiScript.machine]: secondDriverUiScript,
  [buybackUiScript.machine]: buybackUiScript,
}

const notWalkableMachines: NotWalkable[] = [
  {
    machine: 'outbox-delivery',
    notWalkable:
      'The delivery job moves outbox rows on the server; no page sends, retries or buries an email (the sandbox mail page only shows what arrived).',
  },
  {
    machine: 'email-change',
    notWalkable:
      'Every path starts from a change already asked, which only the walking account can ask (its password), while setups call the API anonymously or as the demo accounts, whose addresses other walks rely on; expiry is 48 hours of server time. tests/e2e/email-change.spec.ts walks request, link and sign-in with a fresh account.',
  },
]

/** The catalogue machines no page walks, with why (the tester page shows it): keep this short. */
export const notWalkable: Readonly<Record<string, string>> = Object.fromEntries(
  notWalkableMachines.map((entry) => [entry.machine, entry.notWalkable]),
)
