import type { I18n } from '@lingui/core'
import type { DocumentNotificationKind } from '../../../../machines/document.notifications'
import type { ListingNotificationKind } from '../../../../machines/listing.notifications'
import type { DocumentType } from '../../../domain/document-rules'
import { formatMoney as money } from './booking-money-words'
import type { BookingUpdateWords } from './booking-update-words'

/** A payout has no statechart of its own: the payouts job tells the owner of what the provider answered. */
export type PayoutNotificationKind = 'payout_sent' | 'payout_failed'

export type AccountNotificationKind = ListingNotificationKind | DocumentNotificationKind | PayoutNotificationKind

/** What a listing or document notice carries (services/notifications/account-notifications.ts writes it). */
export interface AccountUpdateData {
  /** The listing's title, for a listing or a vehicle's document. */
  camperTitle: string | null
  documentType: DocumentType | null
  /** What staff wrote when refusing or taking down. */
  reason: string | null
  /** The page to act on, without the locale. */
  path: string
  /** A payout's amount as the server holds it, in minor units of `currency`. */
  amount?: number
  currency?: string
  /** A document's expiration date, yyyy-MM-dd, for its expiry notices. */
  expiresOn?: string
}

/** A document's name in the reader's language (the web app's labels, in the emails' catalogue). */
function documentName(i18n: I18n, type: DocumentType | null): string {
  switch (type) {
    case 'addr_proof':
      return i18n._({ id: 'email.document.addr_proof', message: 'Proof of address' })
    case 'covid_proof':
      return i18n._({ id: 'email.document.covid_proof', message: 'Covid proof' })
    case 'reg_proof':
      return i18n._({ id: 'email.document.reg_proof', message: 'Registration proof' })
    case 'reg_association':
      return i18n._({ id: 'email.document.reg_association', message: 'Association registration' })
    case 'shareholder_decl':
      return i18n._({ id: 'email.document.shareholder_decl', message: 'Shareholder declaration' })
    case 'id_proof':
      return i18n._({ id: 'email.document.id_proof', message: 'Identity document' })
    case 'ubo_declaration':
      return i18n._({ id: 'email.document.ubo_declaration', message: 'UBO declaration' })
    case 'car_registr':
      return i18n._({ id: 'email.document.car_registr', message: 'Vehicle registration' })
    case 'car_proof_insu':
      return i18n._({ id: 'email.document.car_proof_insu', message: 'Vehicle insurance certificate' })
    case 'driving_licen':
      return i18n._({ id: 'email.document.driving_licen', message: 'Driving licence' })
    case 'MOT':
      return i18n._({ id: 'email.document.MOT', message: 'MOT certificate' })
    case 'iban':
      return i18n._({ id: 'email.document.iban', message: 'IBAN' })
    case 'dvla':
      return i18n._({ id: 'email.document.dvla', message: 'DVLA check' })
    case 'tax_identification_number':
      return i18n._({ id: 'email.document.tax_identification_number', message: 'Tax identification number' })
    case 'rent_cont':
      return i18n._({ id: 'email.document.rent_cont', message: 'Rental contract' })
    case 'detail_decl':
      return i18n._({ id: 'email.document.detail_decl', message: 'Detailed declaration' })
    case null:
      return i18n._({ id: 'email.document.unknown', message: 'Document' })
  }
}

/** The words of one listing or document notice in `i18n`'s language: one source for the email and the in-app list. */
export function accountUpdateWords(
  i18n: I18n,
  kind: AccountNotificationKind,
  data: AccountUpdateData,
): BookingUpdateWords {
  const v = {
    camperTitle: data.camperTitle ?? '',
    document: documentName(i18n, data.documentType),
    reason: data.reason ?? '',
    amount: data.amount !== undefined && data.currency ? money(i18n, data.amount, data.currency) : '',
  }
  const expiresOn = data.expiresOn
    ? ' ' +
      i18n._({
        id: 'email.document.expiresOn',
        message: 'Its expiration date: {date}.',
        values: {
          date: new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${data.expiresOn}T00:00:00Z`),
          ),
        },
      })
    : ''
  const seeListing = i18n._({ id: 'email.listing.button', message: 'See my listing' })
  const seeDocument = i18n._({ id: 'email.document.button', message: 'See the document' })
  const forCamper = data.camperTitle
    ? ' ' + i18n._({ id: 'email.document.forCamper', message: '(for {camperTitle})', values: v })
    : ''
  switch (kind) {
    case 'listing_approved':
      return {
        title: i18n._({ id: 'email.listing.approved.title', message: '{camperTitle} is online', values: v }),
        body: i18n._({
          id: 'email.listing.approved.body',
          message:
            'We checked your listing {camperTitle}: travellers can now find it and book it. Keep its calendar and prices up to date so that requests come on the right days.',
          values: v,
        }),
        button: seeListing,
      }
    case 'listing_refused':
      return {
        title: i18n._({ id: 'email.listing.refused.title', message: '{camperTitle} needs changes', values: v }),
        body: i18n._({
          id: 'email.listing.refused.body',
          message:
            'We could not publish your listing {camperTitle} yet. Reason: {reason}. Change what is asked, then submit it again.',
          values: v,
        }),
        button: seeListing,
      }
    case 'listing_unpublished':
      return {
        title: i18n._({ id: 'email.listing.unpublished.title', message: '{camperTitle} is offline', values: v }),
        body: i18n._({
          id: 'email.listing.unpublished.body',
          message:
            'We took your listing {camperTitle} offline: travellers can no longer find it. Reason: {reason}. Bookings already made stay as they are.',
          values: v,
        }),
        button: seeListing,
      }
    case 'listing_deleted':
      return {
        title: i18n._({ id: 'email.listing.deleted.title', message: '{camperTitle} was deleted', values: v }),
        body: i18n._({
          id: 'email.listing.deleted.body',
          message:
            'Our team deleted your listing {camperTitle}. If you think this is a mistake, answer this email or write to our help centre.',
          values: v,
        }),
        button: i18n._({ id: 'email.listing.buttonAll', message: 'See my campers' }),
      }
    case 'payout_sent':
      return {
        title: i18n._({ id: 'email.payout.sent.title', message: 'We sent you {amount}', values: v }),
        body: i18n._({
          id: 'email.payout.sent.body',
          message:
            'Your earnings of {amount} for {camperTitle} are on their way to your bank account. Banks usually take 1 to 3 working days to show them.',
          values: v,
        }),
        button: i18n._({ id: 'email.payout.button', message: 'See my payouts' }),
      }
    case 'payout_failed':
      return {
        title: i18n._({ id: 'email.payout.failed.title', message: 'We could not send you {amount}', values: v }),
        body: i18n._({
          id: 'email.payout.failed.body',
          message:
            'Your bank refused the payout of {amount} for {camperTitle}. Check the IBAN in your account: once it is right, we send the money again.',
          values: v,
        }),
        button: i18n._({ id: 'email.payout.buttonIban', message: 'Check my IBAN' }),
      }
    case 'document_validated':
      return {
        title: i18n._({ id: 'email.document.validated.title', message: '{document}: validated', values: v }),
        body:
          i18n._({
            id: 'email.document.validated.body',
            message: 'We checked your {document} and validated it.',
            values: v,
          }) + forCamper,
        button: seeDocument,
      }
    case 'document_refused':
      return {
        title: i18n._({ id: 'email.document.refused.title', message: '{document}: refused', values: v }),
        body:
          (data.reason
            ? i18n._({
                id: 'email.document.refused.body',
                message:
                  'We could not accept your {document}. Reason: {reason}. Send a new one from the document’s page.',
                values: v,
              })
            : i18n._({
                id: 'email.document.refused.bodyNoReason',
                message: 'We could not accept your {document}. Send a new one from the document’s page.',
                values: v,
              })) + forCamper,
        button: seeDocument,
      }
    case 'document_expiring':
      return {
        title: i18n._({ id: 'email.document.expiring.title', message: '{document}: expires soon', values: v }),
        body:
          i18n._({
            id: 'email.document.expiring.body',
            message: 'Your {document} expires soon. Send the new one before it does, so that nothing stops.',
            values: v,
          }) +
          forCamper +
          expiresOn,
        button: seeDocument,
      }
    case 'document_expired':
      return {
        title: i18n._({ id: 'email.document.expired.title', message: '{document}: expired', values: v }),
        body:
          i18n._({
            id: 'email.document.expired.body',
            message: 'Your {document} has expired. Send the new one from the document’s page.',
            values: v,
          }) +
          forCamper +
          expiresOn,
        button: seeDocument,
      }
  }
}
