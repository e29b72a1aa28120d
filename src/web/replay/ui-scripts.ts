import { bookingUiScript } from './scripts/booking.ui-script'
import { paymentFunnelUiScript } from './scripts/payment-funnel.ui-script'
import type { UiScript } from './ui-script'

/** The machines a person can walk through the pages, by catalogue id (machines/catalogue.ts). */
export const uiScripts: Readonly<Record<string, UiScript>> = {
  [paymentFunnelUiScript.machine]: paymentFunnelUiScript,
  [bookingUiScript.machine]: bookingUiScript,
}
