import { defineEntry } from './catalogue-entry'
import type { CatalogueEntry } from './catalogue-entry'
import { sessionMachine } from './session.machine'
import { serializeSessionState, sessionChecks, sessionEventFixtures, sessionInput } from './session.fixtures'
import { toastsMachine } from './toasts.machine'
import { toastsChecks, toastsEventFixtures } from './toasts.fixtures'
import { consentMachine } from './consent.machine'
import { consentChecks, consentEventFixtures, serializeConsentState } from './consent.fixtures'
import { newsletterMachine } from './newsletter.machine'
import { passwordResetMachine } from './password-reset.machine'
import {
  passwordResetChecks,
  passwordResetEventFixtures,
  passwordResetInput,
  serializePasswordResetState,
} from './password-reset.fixtures'
import { emailVerificationMachine } from './email-verification.machine'
import {
  emailVerificationChecks,
  emailVerificationEventFixtures,
  emailVerificationInput,
  serializeEmailVerificationState,
} from './email-verification.fixtures'
import { emailChangeMachine } from './email-change.machine'
import { emailChangeChecks, emailChangeEventFixtures } from './email-change.fixtures'
import { newsletterChecks, newsletterEventFixtures, serializeNewsletterState } from './newsletter.fixtures'
import { phoneCertificationMachine } from './phone-certification.machine'
import {
  phoneCertificationChecks,
  phoneCertificationEventFixtures,
  serializePhoneCertificationState,
} from './phone-certification.fixtures'
import { extensionMachine } from './extension.machine'
import { extensionChecks, extensionEventFixtures } from './extension.fixtures'
import { upgradeMachine } from './upgrade.machine'
import { buybackUpgradeInput, secondDriverUpgradeInput, upgradeChecks, upgradeEventFixtures } from './upgrade.fixtures'
import { paymentFunnelMachine } from './payment-funnel.machine'
import {
  paymentFunnelChecks,
  paymentFunnelEventFixtures,
  paymentFunnelInput,
  serializePaymentFunnelState,
} from './payment-funnel.fixtures'
import { bookingMachine } from './booking.machine'
import { bookingChecks, bookingEventFixtures } from './booking.fixtures'
import { documentUploadMachine } from './document-upload.machine'
import {
  documentUploadChecks,
  documentUploadEventFixtures,
  documentUploadInput,
  serializeDocumentUploadState,
} from './document-upload.fixtures'
import { pictureUploadMachine } from './picture-upload.machine'
import {
  pictureUploadChecks,
  pictureUploadEventFixtures,
  pictureUploadInput,
  serializePictureUploadState,
} from './picture-upload.fixtures'
import { earningsMachine } from './earnings.machine'
import { earningsChecks, earningsEventFixtures, earningsInput, serializeEarningsState } from './earnings.fixtures'
import { onboardingMachine } from './onboarding.machine'
import {
  onboardingChecks,
  onboardingEventFixtures,
  onboardingInput,
  serializeOnboardingState,
} from './onboarding.fixtures'
import { listingMachine } from './listing.machine'
import { listingChecks, listingEventFixtures, listingInput } from './listing.fixtures'
import { documentMachine } from './document.machine'
import { documentChecks, documentEventFixtures, documentInput } from './document.fixtures'
import { outboxDeliveryMachine } from './outbox-delivery.machine'
import { outboxDeliveryChecks, outboxDeliveryEventFixtures, outboxDeliveryInput } from './outbox-delivery.fixtures'
import { reviewFormMachine } from './review-form.machine'
import {
  guestReviewFormInput,
  ownerReviewFormInput,
  reviewFormChecks,
  reviewFormEventFixtures,
  serializeReviewFormState,
} from './review-form.fixtures'

/** Every statechart with what it takes to walk it: the path tests and the replay tool read this list. */
export const catalogue: readonly CatalogueEntry[] = [
  defineEntry({
    id: 'session',
    description: 'Token refresh queue (spec 1 §4)',
    machine: sessionMachine,
    input: sessionInput,
    events: sessionEventFixtures,
    replay: {},
    checks: sessionChecks,
    serializeState: serializeSessionState,
  }),
  defineEntry({
    id: 'toasts',
    description: 'Toast queue with 4 s debounced auto-removal (spec 1 §4, §9)',
    machine: toastsMachine,
    events: toastsEventFixtures,
    replay: {},
    checks: toastsChecks,
  }),
  defineEntry({
    id: 'consent',
    description: 'Cookie consent: banner, preferences dialog, kept choice (spec 1 §7, §8)',
    machine: consentMachine,
    events: consentEventFixtures,
    replay: {},
    checks: consentChecks,
    serializeState: serializeConsentState,
  }),
  defineEntry({
    id: 'newsletter',
    description: 'Footer newsletter sign-up with the newsletter error family (spec 1 §5, §8)',
    machine: newsletterMachine,
    events: newsletterEventFixtures,
    replay: {},
    checks: newsletterChecks,
    serializeState: serializeNewsletterState,
  }),
  defineEntry({
    id: 'password-reset',
    description:
      'Choosing a new password from an emailed link: mismatch, password rules (400 field errors, the link still works), a used, expired or unknown link (400 with a code), done',
    machine: passwordResetMachine,
    input: passwordResetInput,
    events: passwordResetEventFixtures,
    replay: {},
    checks: passwordResetChecks,
    serializeState: serializePasswordResetState,
  }),
  defineEntry({
    id: 'email-verification',
    description:
      'Confirming the email address from an emailed link: verified, a used, expired or unknown link (400 with a code), a failure to try again, a new email for a signed-in user (429 when asked too often)',
    machine: emailVerificationMachine,
    input: emailVerificationInput,
    events: emailVerificationEventFixtures,
    replay: {},
    checks: emailVerificationChecks,
    serializeState: serializeEmailVerificationState,
  }),
  defineEntry({
    id: 'email-change',
    description:
      'Changing the account’s email address: pending until the link emailed to the new address is opened (confirmed), cancelled from the account page or replaced by a newer link, expired after 48 hours',
    machine: emailChangeMachine,
    events: emailChangeEventFixtures,
    replay: {},
    checks: emailChangeChecks,
  }),
  defineEntry({
    id: 'phone-certification',
    description:
      'Phone certification: code sent by SMS, code entry, bad code (400), resend after a cooldown (spec 1 §5)',
    machine: phoneCertificationMachine,
    events: phoneCertificationEventFixtures,
    replay: {},
    checks: phoneCertificationChecks,
    serializeState: serializePhoneCertificationState,
  }),
  defineEntry({
    id: 'extension',
    description: 'Extension request of a booking: guest asks, owner decides, guest pays (spec 2 §3, §4)',
    machine: extensionMachine,
    events: extensionEventFixtures,
    replay: {},
    checks: extensionChecks,
  }),
  defineEntry({
    id: 'upgrade',
    description: 'Second-driver upgrade of a booking: guest validates and pays (spec 2 §3, §4)',
    machine: upgradeMachine,
    input: secondDriverUpgradeInput,
    events: upgradeEventFixtures,
    replay: {},
    checks: upgradeChecks,
  }),
  defineEntry({
    id: 'upgrade-buyback',
    description:
      'Deductible buy-back upgrade of a booking: guest validates and pays, the trip switches to a reinforced insurance (spec 2 §3, §6)',
    machine: upgradeMachine,
    input: buybackUpgradeInput,
    events: upgradeEventFixtures,
    replay: {},
    checks: upgradeChecks,
  }),
  defineEntry({
    id: 'payment-funnel',
    description:
      'Booking funnel: the steps of each route family (travel details to message or summary), then payment: preparation, execution, 3-D Secure or wallet redirect, mobile confirmation, finalization, synchronisation, refund plan (spec 2 §2, §4)',
    machine: paymentFunnelMachine,
    input: paymentFunnelInput,
    events: paymentFunnelEventFixtures,
    replay: {},
    checks: paymentFunnelChecks,
    serializeState: serializePaymentFunnelState,
  }),
  defineEntry({
    id: 'booking',
    description:
      'A booking from request to trip: every status, guest, owner, staff, payment and timer events (spec 2 §4)',
    machine: bookingMachine,
    events: bookingEventFixtures,
    replay: {},
    checks: bookingChecks,
  }),
  defineEntry({
    id: 'document-upload',
    description:
      'A dashboard document: status, pages uploaded one by one with progress and retry, expiration date, validation request (spec 2 §4)',
    machine: documentUploadMachine,
    input: documentUploadInput,
    events: documentUploadEventFixtures,
    replay: {},
    checks: documentUploadChecks,
    serializeState: serializeDocumentUploadState,
  }),
  defineEntry({
    id: 'picture-upload',
    description:
      'Camper pictures drop zone: each file measured, checked with the server rules (type, size, dimensions, limit), then sent one at a time (spec 2 §3)',
    machine: pictureUploadMachine,
    input: pictureUploadInput,
    events: pictureUploadEventFixtures,
    replay: {},
    checks: pictureUploadChecks,
    serializeState: serializePictureUploadState,
  }),
  defineEntry({
    id: 'earnings',
    description:
      'Earnings simulator: owner, vehicle, vehicle properties, about you, results; gated steps, lead source check, simulation and CRM lead push (spec 2 §2, §5)',
    machine: earningsMachine,
    input: earningsInput,
    events: earningsEventFixtures,
    replay: {},
    checks: earningsChecks,
    serializeState: serializeEarningsState,
  }),
  defineEntry({
    id: 'onboarding',
    description:
      'Vehicle onboarding: type, properties, location, pictures, price, end; sign-up first, gated steps, vehicle saved before its pictures, per-field server errors on their step (spec 2 §2, §5)',
    machine: onboardingMachine,
    input: onboardingInput,
    events: onboardingEventFixtures,
    replay: {},
    checks: onboardingChecks,
    serializeState: serializeOnboardingState,
  }),
  defineEntry({
    id: 'listing',
    description: 'A listing from creation through moderation, publication, suspension and deletion (spec 2 §4)',
    machine: listingMachine,
    input: listingInput,
    events: listingEventFixtures,
    replay: {},
    checks: listingChecks,
  }),
  defineEntry({
    id: 'document',
    description:
      "A document's stored status: pages uploaded and removed, validation asked, staff decision or transmission, provider refusal, expiry (spec 2 §4)",
    machine: documentMachine,
    input: documentInput,
    events: documentEventFixtures,
    replay: {},
    checks: documentChecks,
  }),
  defineEntry({
    id: 'outbox-delivery',
    description:
      "An outbox row's delivery: claimed with its attempt counted, sent, retried with a backoff while tries are left, dead after the last one or an interrupted send",
    machine: outboxDeliveryMachine,
    input: outboxDeliveryInput,
    events: outboxDeliveryEventFixtures,
    replay: {},
    checks: outboxDeliveryChecks,
  }),
  defineEntry({
    id: 'review-form-guest',
    description:
      'Guest review form /f/trip/{id}: booking, end, owner, owner-private steps, each complete before the next, then sending; already reviewed (409) or refused (spec 1 §2)',
    machine: reviewFormMachine,
    input: guestReviewFormInput,
    events: reviewFormEventFixtures,
    replay: {},
    checks: reviewFormChecks,
    serializeState: serializeReviewFormState,
  }),
  defineEntry({
    id: 'review-form-owner',
    description:
      'Owner review form /f/booking/{id}: booking, end, guest steps; a later step opened by its address is blocked until the earlier ones are done (spec 1 §2)',
    machine: reviewFormMachine,
    input: ownerReviewFormInput,
    events: reviewFormEventFixtures,
    replay: {},
    checks: reviewFormChecks,
    serializeState: serializeReviewFormState,
  }),
]
