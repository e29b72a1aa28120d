/** Spec 2 §8: the payment provider's error codes; the referential gives each a title and description. */
export const PAYMENT_ERROR_CODES = [
  'default',
  'MGP_3DS_AUTH_FAILED',
  'MPG_BANK_AMOUNT_LIMIT_REACHED',
  'MPG_CARD_AMOUNT_LIMIT_REACHED',
  'MPG_CARD_EXPIRED',
  'MPG_CARD_FRAUD',
  'MPG_CARD_INACTIVE',
  'MPG_CARD_LOST',
  'MPG_COUNTRY_UNAUTHORIZED',
  'MPG_AUTH_EXPIRED',
  'MPG_PAYPAL_FAILED',
  'MPG_UNKNOWN',
  'YSC_PAYMENTS',
  'YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END',
  'YSC_PAYMENT_CONFIMRATION_TOO_LONG',
] as const
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number]

type Texts = Record<PaymentErrorCode, [title: string, description: string]>

const en: Texts = {
  default: ['Payment failed', 'Your payment could not be completed. No money was taken. Please try again or use another payment method.'],
  MGP_3DS_AUTH_FAILED: ['Authentication failed', 'Your bank could not confirm it was you (3-D Secure). Please try again and approve the payment in your banking app.'],
  MPG_BANK_AMOUNT_LIMIT_REACHED: ['Bank limit reached', 'Your bank refused the payment because it exceeds your spending limit. Contact your bank or use another card.'],
  MPG_CARD_AMOUNT_LIMIT_REACHED: ['Card limit reached', 'This card has reached its payment limit. Raise the limit with your bank or use another card.'],
  MPG_CARD_EXPIRED: ['Card expired', 'This card has expired. Please use a valid card.'],
  MPG_CARD_FRAUD: ['Payment refused', 'Your bank refused this payment for security reasons. Please contact your bank.'],
  MPG_CARD_INACTIVE: ['Card inactive', 'This card is not active for online payments. Activate it with your bank or use another card.'],
  MPG_CARD_LOST: ['Card blocked', 'This card has been reported lost or stolen. Please use another card.'],
  MPG_COUNTRY_UNAUTHORIZED: ['Country not allowed', 'Cards issued in this country cannot be used for this payment. Please use another payment method.'],
  MPG_AUTH_EXPIRED: ['Authorisation expired', 'The payment authorisation has expired. Please start the payment again.'],
  MPG_PAYPAL_FAILED: ['PayPal payment failed', 'PayPal could not complete the payment. Please try again or choose another payment method.'],
  MPG_UNKNOWN: ['Payment failed', 'An unexpected error occurred with our payment provider. Please try again in a few minutes.'],
  YSC_PAYMENTS: ['Payment not possible', 'This booking cannot be paid right now. Please contact customer service.'],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: ['Card expires too soon', 'Your card expires before the end of your trip, so the deposit cannot be held on it. Please use another card.'],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: ['Confirmation took too long', 'The payment was not confirmed in time. No money was taken; please try again.'],
}

const fr: Texts = {
  default: ['Paiement refusé', 'Votre paiement n’a pas pu aboutir. Aucun montant n’a été débité. Réessayez ou choisissez un autre moyen de paiement.'],
  MGP_3DS_AUTH_FAILED: ['Authentification échouée', 'Votre banque n’a pas pu confirmer votre identité (3-D Secure). Réessayez et validez le paiement dans votre application bancaire.'],
  MPG_BANK_AMOUNT_LIMIT_REACHED: ['Plafond bancaire atteint', 'Votre banque a refusé le paiement car il dépasse votre plafond. Contactez votre banque ou utilisez une autre carte.'],
  MPG_CARD_AMOUNT_LIMIT_REACHED: ['Plafond de la carte atteint', 'Cette carte a atteint son plafond de paiement. Augmentez-le auprès de votre banque ou utilisez une autre carte.'],
  MPG_CARD_EXPIRED: ['Carte expirée', 'Cette carte a expiré. Merci d’utiliser une carte valide.'],
  MPG_CARD_FRAUD: ['Paiement refusé', 'Votre banque a refusé ce paiement pour des raisons de sécurité. Contactez votre banque.'],
  MPG_CARD_INACTIVE: ['Carte inactive', 'Cette carte n’est pas activée pour les paiements en ligne. Activez-la auprès de votre banque ou utilisez une autre carte.'],
  MPG_CARD_LOST: ['Carte bloquée', 'Cette carte a été déclarée perdue ou volée. Merci d’utiliser une autre carte.'],
  MPG_COUNTRY_UNAUTHORIZED: ['Pays non autorisé', 'Les cartes émises dans ce pays ne sont pas acceptées pour ce paiement. Choisissez un autre moyen de paiement.'],
  MPG_AUTH_EXPIRED: ['Autorisation expirée', 'L’autorisation de paiement a expiré. Merci de recommencer le paiement.'],
  MPG_PAYPAL_FAILED: ['Échec du paiement PayPal', 'PayPal n’a pas pu finaliser le paiement. Réessayez ou choisissez un autre moyen de paiement.'],
  MPG_UNKNOWN: ['Paiement refusé', 'Une erreur inattendue est survenue chez notre prestataire de paiement. Réessayez dans quelques minutes.'],
  YSC_PAYMENTS: ['Paiement impossible', 'Cette réservation ne peut pas être payée pour le moment. Contactez le service client.'],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: ['Carte expirant trop tôt', 'Votre carte expire avant la fin de votre voyage : la caution ne peut pas y être bloquée. Merci d’utiliser une autre carte.'],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: ['Confirmation trop longue', 'Le paiement n’a pas été confirmé à temps. Aucun montant n’a été débité ; merci de réessayer.'],
}

const de: Texts = {
  default: ['Zahlung fehlgeschlagen', 'Ihre Zahlung konnte nicht abgeschlossen werden. Es wurde nichts abgebucht. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.'],
  MGP_3DS_AUTH_FAILED: ['Authentifizierung fehlgeschlagen', 'Ihre Bank konnte Ihre Identität nicht bestätigen (3-D Secure). Bitte erneut versuchen und die Zahlung in Ihrer Banking-App freigeben.'],
  MPG_BANK_AMOUNT_LIMIT_REACHED: ['Banklimit erreicht', 'Ihre Bank hat die Zahlung abgelehnt, weil sie Ihr Limit überschreitet. Wenden Sie sich an Ihre Bank oder nutzen Sie eine andere Karte.'],
  MPG_CARD_AMOUNT_LIMIT_REACHED: ['Kartenlimit erreicht', 'Diese Karte hat ihr Zahlungslimit erreicht. Erhöhen Sie es bei Ihrer Bank oder nutzen Sie eine andere Karte.'],
  MPG_CARD_EXPIRED: ['Karte abgelaufen', 'Diese Karte ist abgelaufen. Bitte verwenden Sie eine gültige Karte.'],
  MPG_CARD_FRAUD: ['Zahlung abgelehnt', 'Ihre Bank hat die Zahlung aus Sicherheitsgründen abgelehnt. Bitte wenden Sie sich an Ihre Bank.'],
  MPG_CARD_INACTIVE: ['Karte inaktiv', 'Diese Karte ist für Online-Zahlungen nicht freigeschaltet. Schalten Sie sie bei Ihrer Bank frei oder nutzen Sie eine andere Karte.'],
  MPG_CARD_LOST: ['Karte gesperrt', 'Diese Karte wurde als verloren oder gestohlen gemeldet. Bitte verwenden Sie eine andere Karte.'],
  MPG_COUNTRY_UNAUTHORIZED: ['Land nicht zugelassen', 'Karten aus diesem Land können für diese Zahlung nicht verwendet werden. Bitte wählen Sie eine andere Zahlungsart.'],
  MPG_AUTH_EXPIRED: ['Autorisierung abgelaufen', 'Die Zahlungsautorisierung ist abgelaufen. Bitte starten Sie die Zahlung erneut.'],
  MPG_PAYPAL_FAILED: ['PayPal-Zahlung fehlgeschlagen', 'PayPal konnte die Zahlung nicht abschließen. Bitte erneut versuchen oder eine andere Zahlungsart wählen.'],
  MPG_UNKNOWN: ['Zahlung fehlgeschlagen', 'Bei unserem Zahlungsdienstleister ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.'],
  YSC_PAYMENTS: ['Zahlung nicht möglich', 'Diese Buchung kann derzeit nicht bezahlt werden. Bitte wenden Sie sich an den Kundenservice.'],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: ['Karte läuft zu früh ab', 'Ihre Karte läuft vor Ende der Reise ab, daher kann die Kaution nicht darauf hinterlegt werden. Bitte verwenden Sie eine andere Karte.'],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: ['Bestätigung dauerte zu lange', 'Die Zahlung wurde nicht rechtzeitig bestätigt. Es wurde nichts abgebucht; bitte erneut versuchen.'],
}

/** Titles and descriptions by language; other languages fall back through the locale chain to English. */
export const PAYMENT_ERROR_TEXTS: Record<string, Texts> = { en, fr, de }

export function paymentErrors(texts: Texts): Record<PaymentErrorCode, { title: string; description: string }> {
  return Object.fromEntries(
    PAYMENT_ERROR_CODES.map((code) => [code, { title: texts[code][0], description: texts[code][1] }]),
  ) as Record<PaymentErrorCode, { title: string; description: string }>
}
