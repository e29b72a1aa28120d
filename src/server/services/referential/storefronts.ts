import type { Locale } from '../../../domain/locales'

/** Spec 2 §9 payment methods a storefront can offer (the footer maps each to its icons, spec 1 §9). */
export const PAYMENT_TYPES = [
  'card',
  'card_2',
  'cred_4',
  'ho_vou',
  'transfer',
  'transfer_wallet',
  'sofort',
  'paypal',
  'klarna',
  'ideal',
  'mbway',
] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

interface Storefront {
  /** The storefront's site: each locale maps to its own country domain (spec 1 §1). */
  origin: string
  /** Customer-service line of the country (numbers from the ranges reserved for fiction where they exist). */
  phone: string
  payments: PaymentType[]
}

const FR: PaymentType[] = ['card', 'card_2', 'cred_4', 'paypal', 'ho_vou']

export const STOREFRONTS: Record<Locale, Storefront> = {
  fr: { origin: 'https://www.roam.fr', phone: '+33 1 99 00 24 24', payments: FR },
  'fr-be': {
    origin: 'https://www.roam.be/fr',
    phone: '+32 2 808 24 24',
    payments: ['card', 'paypal', 'sofort'],
  },
  'fr-ch': {
    origin: 'https://www.roam.ch/fr',
    phone: '+41 44 505 24 24',
    payments: ['card', 'paypal'],
  },
  de: {
    origin: 'https://www.roam.de',
    phone: '+49 30 23125 024',
    payments: ['card', 'paypal', 'sofort', 'klarna', 'transfer', 'transfer_wallet'],
  },
  'de-at': {
    origin: 'https://www.roam.at',
    phone: '+43 1 205 24 24',
    payments: ['card', 'paypal', 'sofort'],
  },
  'de-ch': {
    origin: 'https://www.roam.ch/de',
    phone: '+41 44 505 24 24',
    payments: ['card', 'paypal'],
  },
  es: { origin: 'https://www.roam.es', phone: '+34 910 60 24 24', payments: ['card', 'paypal'] },
  ca: { origin: 'https://www.roam.es/ca', phone: '+34 910 60 24 24', payments: ['card', 'paypal'] },
  it: { origin: 'https://www.roam.it', phone: '+39 02 9475 2424', payments: ['card', 'paypal'] },
  'it-ch': {
    origin: 'https://www.roam.ch/it',
    phone: '+41 44 505 24 24',
    payments: ['card', 'paypal'],
  },
  nl: {
    origin: 'https://www.roam.nl',
    phone: '+31 20 808 2424',
    payments: ['card', 'paypal', 'ideal'],
  },
  'nl-be': {
    origin: 'https://www.roam.be/nl',
    phone: '+32 2 808 24 24',
    payments: ['card', 'paypal', 'sofort'],
  },
  'pt-pt': {
    origin: 'https://www.roam.pt',
    phone: '+351 210 60 24 24',
    payments: ['card', 'paypal', 'mbway'],
  },
  en: { origin: 'https://www.roam.com/en', phone: '+44 20 7946 0824', payments: ['card', 'paypal'] },
  // Spec 1 §9: the English .com storefront is en-GB.
  'en-gb': { origin: 'https://www.roam.com', phone: '+44 20 7946 0824', payments: ['card', 'paypal'] },
  'en-ie': { origin: 'https://www.roam.ie', phone: '+353 1 906 2424', payments: ['card', 'paypal'] },
  'en-us': {
    origin: 'https://www.roam.com/us',
    phone: '+1 202 555 0124',
    payments: ['card', 'paypal'],
  },
}
