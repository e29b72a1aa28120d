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
  default: [
    'Payment failed',
    'Your payment could not be completed. No money was taken. Please try again or use another payment method.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Authentication failed',
    'Your bank could not confirm it was you (3-D Secure). Please try again and approve the payment in your banking app.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Bank limit reached',
    'Your bank refused the payment because it exceeds your spending limit. Contact your bank or use another card.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Card limit reached',
    'This card has reached its payment limit. Raise the limit with your bank or use another card.',
  ],
  MPG_CARD_EXPIRED: ['Card expired', 'This card has expired. Please use a valid card.'],
  MPG_CARD_FRAUD: ['Payment refused', 'Your bank refused this payment for security reasons. Please contact your bank.'],
  MPG_CARD_INACTIVE: [
    'Card inactive',
    'This card is not active for online payments. Activate it with your bank or use another card.',
  ],
  MPG_CARD_LOST: ['Card blocked', 'This card has been reported lost or stolen. Please use another card.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'Country not allowed',
    'Cards issued in this country cannot be used for this payment. Please use another payment method.',
  ],
  MPG_AUTH_EXPIRED: ['Authorisation expired', 'The payment authorisation has expired. Please start the payment again.'],
  MPG_PAYPAL_FAILED: [
    'PayPal payment failed',
    'PayPal could not complete the payment. Please try again or choose another payment method.',
  ],
  MPG_UNKNOWN: [
    'Payment failed',
    'An unexpected error occurred with our payment provider. Please try again in a few minutes.',
  ],
  YSC_PAYMENTS: ['Payment not possible', 'This booking cannot be paid right now. Please contact customer service.'],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'Card expires too soon',
    'Your card expires before the end of your trip, so the deposit cannot be held on it. Please use another card.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Confirmation took too long',
    'The payment was not confirmed in time. No money was taken; please try again.',
  ],
}

const fr: Texts = {
  default: [
    'Paiement refusé',
    'Votre paiement n’a pas pu aboutir. Aucun montant n’a été débité. Réessayez ou choisissez un autre moyen de paiement.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Authentification échouée',
    'Votre banque n’a pas pu confirmer votre identité (3-D Secure). Réessayez et validez le paiement dans votre application bancaire.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Plafond bancaire atteint',
    'Votre banque a refusé le paiement car il dépasse votre plafond. Contactez votre banque ou utilisez une autre carte.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Plafond de la carte atteint',
    'Cette carte a atteint son plafond de paiement. Augmentez-le auprès de votre banque ou utilisez une autre carte.',
  ],
  MPG_CARD_EXPIRED: ['Carte expirée', 'Cette carte a expiré. Merci d’utiliser une carte valide.'],
  MPG_CARD_FRAUD: [
    'Paiement refusé',
    'Votre banque a refusé ce paiement pour des raisons de sécurité. Contactez votre banque.',
  ],
  MPG_CARD_INACTIVE: [
    'Carte inactive',
    'Cette carte n’est pas activée pour les paiements en ligne. Activez-la auprès de votre banque ou utilisez une autre carte.',
  ],
  MPG_CARD_LOST: ['Carte bloquée', 'Cette carte a été déclarée perdue ou volée. Merci d’utiliser une autre carte.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'Pays non autorisé',
    'Les cartes émises dans ce pays ne sont pas acceptées pour ce paiement. Choisissez un autre moyen de paiement.',
  ],
  MPG_AUTH_EXPIRED: ['Autorisation expirée', 'L’autorisation de paiement a expiré. Merci de recommencer le paiement.'],
  MPG_PAYPAL_FAILED: [
    'Échec du paiement PayPal',
    'PayPal n’a pas pu finaliser le paiement. Réessayez ou choisissez un autre moyen de paiement.',
  ],
  MPG_UNKNOWN: [
    'Paiement refusé',
    'Une erreur inattendue est survenue chez notre prestataire de paiement. Réessayez dans quelques minutes.',
  ],
  YSC_PAYMENTS: [
    'Paiement impossible',
    'Cette réservation ne peut pas être payée pour le moment. Contactez le service client.',
  ],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'Carte expirant trop tôt',
    'Votre carte expire avant la fin de votre voyage : la caution ne peut pas y être bloquée. Merci d’utiliser une autre carte.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Confirmation trop longue',
    'Le paiement n’a pas été confirmé à temps. Aucun montant n’a été débité ; merci de réessayer.',
  ],
}

const de: Texts = {
  default: [
    'Zahlung fehlgeschlagen',
    'Ihre Zahlung konnte nicht abgeschlossen werden. Es wurde nichts abgebucht. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Authentifizierung fehlgeschlagen',
    'Ihre Bank konnte Ihre Identität nicht bestätigen (3-D Secure). Bitte erneut versuchen und die Zahlung in Ihrer Banking-App freigeben.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Banklimit erreicht',
    'Ihre Bank hat die Zahlung abgelehnt, weil sie Ihr Limit überschreitet. Wenden Sie sich an Ihre Bank oder nutzen Sie eine andere Karte.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Kartenlimit erreicht',
    'Diese Karte hat ihr Zahlungslimit erreicht. Erhöhen Sie es bei Ihrer Bank oder nutzen Sie eine andere Karte.',
  ],
  MPG_CARD_EXPIRED: ['Karte abgelaufen', 'Diese Karte ist abgelaufen. Bitte verwenden Sie eine gültige Karte.'],
  MPG_CARD_FRAUD: [
    'Zahlung abgelehnt',
    'Ihre Bank hat die Zahlung aus Sicherheitsgründen abgelehnt. Bitte wenden Sie sich an Ihre Bank.',
  ],
  MPG_CARD_INACTIVE: [
    'Karte inaktiv',
    'Diese Karte ist für Online-Zahlungen nicht freigeschaltet. Schalten Sie sie bei Ihrer Bank frei oder nutzen Sie eine andere Karte.',
  ],
  MPG_CARD_LOST: [
    'Karte gesperrt',
    'Diese Karte wurde als verloren oder gestohlen gemeldet. Bitte verwenden Sie eine andere Karte.',
  ],
  MPG_COUNTRY_UNAUTHORIZED: [
    'Land nicht zugelassen',
    'Karten aus diesem Land können für diese Zahlung nicht verwendet werden. Bitte wählen Sie eine andere Zahlungsart.',
  ],
  MPG_AUTH_EXPIRED: [
    'Autorisierung abgelaufen',
    'Die Zahlungsautorisierung ist abgelaufen. Bitte starten Sie die Zahlung erneut.',
  ],
  MPG_PAYPAL_FAILED: [
    'PayPal-Zahlung fehlgeschlagen',
    'PayPal konnte die Zahlung nicht abschließen. Bitte erneut versuchen oder eine andere Zahlungsart wählen.',
  ],
  MPG_UNKNOWN: [
    'Zahlung fehlgeschlagen',
    'Bei unserem Zahlungsdienstleister ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
  ],
  YSC_PAYMENTS: [
    'Zahlung nicht möglich',
    'Diese Buchung kann derzeit nicht bezahlt werden. Bitte wenden Sie sich an den Kundenservice.',
  ],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'Karte läuft zu früh ab',
    'Ihre Karte läuft vor Ende der Reise ab, daher kann die Kaution nicht darauf hinterlegt werden. Bitte verwenden Sie eine andere Karte.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Bestätigung dauerte zu lange',
    'Die Zahlung wurde nicht rechtzeitig bestätigt. Es wurde nichts abgebucht; bitte erneut versuchen.',
  ],
}

const es: Texts = {
  default: [
    'Pago rechazado',
    'No se ha podido completar el pago. No se ha cobrado nada. Inténtalo de nuevo o elige otro método de pago.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Autenticación fallida',
    'Tu banco no ha podido confirmar tu identidad (3-D Secure). Inténtalo de nuevo y aprueba el pago en la app de tu banco.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Límite bancario alcanzado',
    'Tu banco ha rechazado el pago porque supera tu límite. Contacta con tu banco o usa otra tarjeta.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Límite de la tarjeta alcanzado',
    'Esta tarjeta ha alcanzado su límite de pago. Amplíalo con tu banco o usa otra tarjeta.',
  ],
  MPG_CARD_EXPIRED: ['Tarjeta caducada', 'Esta tarjeta ha caducado. Usa una tarjeta válida.'],
  MPG_CARD_FRAUD: [
    'Pago rechazado',
    'Tu banco ha rechazado este pago por motivos de seguridad. Contacta con tu banco.',
  ],
  MPG_CARD_INACTIVE: [
    'Tarjeta inactiva',
    'Esta tarjeta no está activada para pagos en línea. Actívala con tu banco o usa otra tarjeta.',
  ],
  MPG_CARD_LOST: ['Tarjeta bloqueada', 'Esta tarjeta figura como perdida o robada. Usa otra tarjeta.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'País no autorizado',
    'Las tarjetas emitidas en este país no se aceptan para este pago. Elige otro método de pago.',
  ],
  MPG_AUTH_EXPIRED: ['Autorización caducada', 'La autorización del pago ha caducado. Vuelve a iniciar el pago.'],
  MPG_PAYPAL_FAILED: [
    'Error en el pago con PayPal',
    'PayPal no ha podido completar el pago. Inténtalo de nuevo o elige otro método de pago.',
  ],
  MPG_UNKNOWN: [
    'Pago rechazado',
    'Se ha producido un error inesperado en nuestro proveedor de pagos. Inténtalo de nuevo en unos minutos.',
  ],
  YSC_PAYMENTS: [
    'Pago no disponible',
    'Esta reserva no se puede pagar en este momento. Contacta con atención al cliente.',
  ],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'La tarjeta caduca antes',
    'Tu tarjeta caduca antes del final del viaje, así que no se puede bloquear la fianza en ella. Usa otra tarjeta.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Confirmación demasiado lenta',
    'El pago no se confirmó a tiempo. No se ha cobrado nada; inténtalo de nuevo.',
  ],
}

const it: Texts = {
  default: [
    'Pagamento non riuscito',
    'Non è stato possibile completare il pagamento. Non è stato addebitato nulla. Riprova o scegli un altro metodo di pagamento.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Autenticazione non riuscita',
    'La tua banca non ha potuto confermare la tua identità (3-D Secure). Riprova e approva il pagamento nell’app della banca.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Limite bancario raggiunto',
    'La tua banca ha rifiutato il pagamento perché supera il tuo limite. Contatta la banca o usa un’altra carta.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Limite della carta raggiunto',
    'Questa carta ha raggiunto il limite di pagamento. Aumentalo con la tua banca o usa un’altra carta.',
  ],
  MPG_CARD_EXPIRED: ['Carta scaduta', 'Questa carta è scaduta. Usa una carta valida.'],
  MPG_CARD_FRAUD: [
    'Pagamento rifiutato',
    'La tua banca ha rifiutato il pagamento per motivi di sicurezza. Contatta la tua banca.',
  ],
  MPG_CARD_INACTIVE: [
    'Carta non attiva',
    'Questa carta non è abilitata ai pagamenti online. Attivala con la tua banca o usa un’altra carta.',
  ],
  MPG_CARD_LOST: ['Carta bloccata', 'Questa carta risulta smarrita o rubata. Usa un’altra carta.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'Paese non autorizzato',
    'Le carte emesse in questo paese non sono accettate per questo pagamento. Scegli un altro metodo di pagamento.',
  ],
  MPG_AUTH_EXPIRED: ['Autorizzazione scaduta', 'L’autorizzazione al pagamento è scaduta. Ricomincia il pagamento.'],
  MPG_PAYPAL_FAILED: [
    'Pagamento PayPal non riuscito',
    'PayPal non ha potuto completare il pagamento. Riprova o scegli un altro metodo di pagamento.',
  ],
  MPG_UNKNOWN: [
    'Pagamento non riuscito',
    'Si è verificato un errore imprevisto presso il nostro fornitore di pagamenti. Riprova tra qualche minuto.',
  ],
  YSC_PAYMENTS: [
    'Pagamento non possibile',
    'Questa prenotazione non può essere pagata al momento. Contatta il servizio clienti.',
  ],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'La carta scade troppo presto',
    'La tua carta scade prima della fine del viaggio, quindi non è possibile bloccarvi la cauzione. Usa un’altra carta.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Conferma troppo lenta',
    'Il pagamento non è stato confermato in tempo. Non è stato addebitato nulla; riprova.',
  ],
}

const nl: Texts = {
  default: [
    'Betaling mislukt',
    'Je betaling kon niet worden voltooid. Er is niets afgeschreven. Probeer het opnieuw of kies een andere betaalmethode.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Verificatie mislukt',
    'Je bank kon je identiteit niet bevestigen (3-D Secure). Probeer het opnieuw en keur de betaling goed in je bankapp.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Banklimiet bereikt',
    'Je bank heeft de betaling geweigerd omdat die je limiet overschrijdt. Neem contact op met je bank of gebruik een andere kaart.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Kaartlimiet bereikt',
    'Deze kaart heeft haar betaallimiet bereikt. Verhoog de limiet bij je bank of gebruik een andere kaart.',
  ],
  MPG_CARD_EXPIRED: ['Kaart verlopen', 'Deze kaart is verlopen. Gebruik een geldige kaart.'],
  MPG_CARD_FRAUD: [
    'Betaling geweigerd',
    'Je bank heeft deze betaling om veiligheidsredenen geweigerd. Neem contact op met je bank.',
  ],
  MPG_CARD_INACTIVE: [
    'Kaart niet actief',
    'Deze kaart is niet geactiveerd voor online betalingen. Activeer haar bij je bank of gebruik een andere kaart.',
  ],
  MPG_CARD_LOST: ['Kaart geblokkeerd', 'Deze kaart is als verloren of gestolen gemeld. Gebruik een andere kaart.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'Land niet toegestaan',
    'Kaarten uit dit land worden voor deze betaling niet geaccepteerd. Kies een andere betaalmethode.',
  ],
  MPG_AUTH_EXPIRED: ['Autorisatie verlopen', 'De betaalautorisatie is verlopen. Start de betaling opnieuw.'],
  MPG_PAYPAL_FAILED: [
    'PayPal-betaling mislukt',
    'PayPal kon de betaling niet voltooien. Probeer het opnieuw of kies een andere betaalmethode.',
  ],
  MPG_UNKNOWN: [
    'Betaling mislukt',
    'Er is een onverwachte fout opgetreden bij onze betaalprovider. Probeer het over een paar minuten opnieuw.',
  ],
  YSC_PAYMENTS: [
    'Betalen niet mogelijk',
    'Deze boeking kan op dit moment niet worden betaald. Neem contact op met de klantenservice.',
  ],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'Kaart verloopt te vroeg',
    'Je kaart verloopt vóór het einde van je reis, dus de borg kan er niet op worden vastgehouden. Gebruik een andere kaart.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Bevestiging duurde te lang',
    'De betaling is niet op tijd bevestigd. Er is niets afgeschreven; probeer het opnieuw.',
  ],
}

const pt: Texts = {
  default: [
    'Pagamento recusado',
    'Não foi possível concluir o pagamento. Nada foi cobrado. Tente novamente ou escolha outro método de pagamento.',
  ],
  MGP_3DS_AUTH_FAILED: [
    'Autenticação falhada',
    'O seu banco não conseguiu confirmar a sua identidade (3-D Secure). Tente novamente e aprove o pagamento na app do banco.',
  ],
  MPG_BANK_AMOUNT_LIMIT_REACHED: [
    'Limite bancário atingido',
    'O seu banco recusou o pagamento porque excede o seu limite. Contacte o banco ou use outro cartão.',
  ],
  MPG_CARD_AMOUNT_LIMIT_REACHED: [
    'Limite do cartão atingido',
    'Este cartão atingiu o limite de pagamento. Aumente-o junto do banco ou use outro cartão.',
  ],
  MPG_CARD_EXPIRED: ['Cartão expirado', 'Este cartão expirou. Use um cartão válido.'],
  MPG_CARD_FRAUD: [
    'Pagamento recusado',
    'O seu banco recusou este pagamento por motivos de segurança. Contacte o seu banco.',
  ],
  MPG_CARD_INACTIVE: [
    'Cartão inativo',
    'Este cartão não está ativo para pagamentos online. Ative-o junto do banco ou use outro cartão.',
  ],
  MPG_CARD_LOST: ['Cartão bloqueado', 'Este cartão foi declarado perdido ou roubado. Use outro cartão.'],
  MPG_COUNTRY_UNAUTHORIZED: [
    'País não autorizado',
    'Os cartões emitidos neste país não são aceites para este pagamento. Escolha outro método de pagamento.',
  ],
  MPG_AUTH_EXPIRED: ['Autorização expirada', 'A autorização de pagamento expirou. Recomece o pagamento.'],
  MPG_PAYPAL_FAILED: [
    'Pagamento PayPal falhado',
    'O PayPal não conseguiu concluir o pagamento. Tente novamente ou escolha outro método de pagamento.',
  ],
  MPG_UNKNOWN: [
    'Pagamento recusado',
    'Ocorreu um erro inesperado no nosso prestador de pagamentos. Tente novamente dentro de alguns minutos.',
  ],
  YSC_PAYMENTS: ['Pagamento impossível', 'Esta reserva não pode ser paga neste momento. Contacte o apoio ao cliente.'],
  YSC_PAYMENT_CARD_EXPIRES_BEFORE_BOOKING_END: [
    'Cartão expira cedo demais',
    'O seu cartão expira antes do fim da viagem, por isso a caução não pode ser cativada. Use outro cartão.',
  ],
  YSC_PAYMENT_CONFIMRATION_TOO_LONG: [
    'Confirmação demorou demasiado',
    'O pagamento não foi confirmado a tempo. Nada foi cobrado; tente novamente.',
  ],
}

/** Titles and descriptions by language (pt-pt included); other locales fall back through their chain to English. */
export const PAYMENT_ERROR_TEXTS: Record<string, Texts> = { en, fr, de, es, it, nl, 'pt-pt': pt }

export function paymentErrors(texts: Texts): Record<PaymentErrorCode, { title: string; description: string }> {
  return Object.fromEntries(
    PAYMENT_ERROR_CODES.map((code) => [code, { title: texts[code][0], description: texts[code][1] }]),
  ) as Record<PaymentErrorCode, { title: string; description: string }>
}
