import { languageOf, type Locale } from '../../../domain/locales'
import type { Env } from '../../env'
import { localized } from '../../http/request-locale'
import { STOREFRONTS } from './storefronts'

interface LinkLabels {
  helpGuest: Record<string, string>
  helpOwner: Record<string, string>
  insurance: Record<string, string>
  assistance: Record<string, string>
}

/** Link labels by language (path slug → label); the slugs are the same on every storefront. */
const LABELS: Record<string, LinkLabels> = {
  en: {
    helpGuest: { booking: 'Booking a vehicle', payment: 'Payment and deposit', cancellation: 'Cancellation', 'on-the-road': 'During the trip', 'return': 'Returning the vehicle' },
    helpOwner: { listing: 'Listing my vehicle', requests: 'Managing requests', payouts: 'Getting paid', handover: 'Handover and return', damage: 'Damage and claims' },
    insurance: { 'guest-insurance': 'Insurance for guests', 'owner-insurance': 'Insurance for owners', 'cancellation-insurance': 'Cancellation insurance' },
    assistance: { breakdown: '24/7 breakdown assistance', abroad: 'Assistance abroad', 'accident-report': 'Reporting an accident' },
  },
  fr: {
    helpGuest: { booking: 'Réserver un véhicule', payment: 'Paiement et caution', cancellation: 'Annulation', 'on-the-road': 'Pendant le voyage', 'return': 'Restitution du véhicule' },
    helpOwner: { listing: 'Mettre mon véhicule en location', requests: 'Gérer les demandes', payouts: 'Être payé', handover: 'Remise des clés et retour', damage: 'Dommages et sinistres' },
    insurance: { 'guest-insurance': 'Assurance des locataires', 'owner-insurance': 'Assurance des propriétaires', 'cancellation-insurance': 'Assurance annulation' },
    assistance: { breakdown: 'Assistance panne 24h/24', abroad: 'Assistance à l’étranger', 'accident-report': 'Déclarer un accident' },
  },
  de: {
    helpGuest: { booking: 'Fahrzeug buchen', payment: 'Zahlung und Kaution', cancellation: 'Stornierung', 'on-the-road': 'Während der Reise', 'return': 'Fahrzeugrückgabe' },
    helpOwner: { listing: 'Fahrzeug inserieren', requests: 'Anfragen verwalten', payouts: 'Auszahlungen', handover: 'Übergabe und Rückgabe', damage: 'Schäden und Schadensfälle' },
    insurance: { 'guest-insurance': 'Versicherung für Mieter', 'owner-insurance': 'Versicherung für Vermieter', 'cancellation-insurance': 'Reiserücktrittsversicherung' },
    assistance: { breakdown: 'Pannenhilfe rund um die Uhr', abroad: 'Hilfe im Ausland', 'accident-report': 'Unfall melden' },
  },
}

/** Spec 1 §2: the sister platform has pages for these locales; others use their language, then en. */
const SISTER_LOCALES = ['nl-be', 'de', 'en', 'fr', 'it', 'nl']

const links = (base: string, labels: Record<string, string>) =>
  Object.entries(labels).map(([slug, label]) => ({ label, url: `${base}/${slug}` }))

/** Every outside link the site chrome and footer need, on the storefront's own domain. */
export function buildRouting(locale: Locale, env: Env) {
  const origin = STOREFRONTS[locale].origin
  const language = languageOf(locale)
  const labels = localized(LABELS, locale)
  const helpCenter = `https://help.roam.com/${locale}`
  const sister = SISTER_LOCALES.includes(locale) ? locale : SISTER_LOCALES.includes(language) ? language : 'en'
  const trustedShopsHost = language === 'de' ? 'www.trustedshops.de' : language === 'fr' ? 'www.trustedshops.fr' : 'www.trustedshops.eu'
  return {
    lang: locale,
    sign_in: env.SIGN_IN_URL.trim() === '' ? null : env.SIGN_IN_URL,
    sign_up: `${origin}/signup`,
    faq_home: `${helpCenter}/faq`,
    help_center: helpCenter,
    blog: `${origin}/blog`,
    contact: `${origin}/contact`,
    team: `${origin}/team`,
    press: `${origin}/press`,
    partners: `${origin}/partners`,
    jobs: 'https://jobs.roam.com',
    gift_card: `${origin}/gift-card`,
    ambassador: `${origin}/ambassador`,
    contract: `${origin}/rental-contract`,
    trusted_reviews: `https://${trustedShopsHost}/buyerrating/info_${env.TRUSTED_SHOPS_ID}.html`,
    app_store_ios: 'https://apps.apple.com/app/roam-camper-rental/id6450000001',
    app_store_android: `https://play.google.com/store/apps/details?id=com.roam.app&hl=${language}`,
    sister_platform: `https://www.roamvans.com/${sister}/list-your-camper?utm_source=roam&utm_medium=referral&utm_campaign=can_publish_camper`,
    social_networks: {
      facebook: 'https://www.facebook.com/roamcampers',
      instagram: 'https://www.instagram.com/roamcampers',
      youtube: 'https://www.youtube.com/@roamcampers',
      pinterest: 'https://www.pinterest.com/roamcampers',
      tiktok: 'https://www.tiktok.com/@roamcampers',
      linkedin: 'https://www.linkedin.com/company/roam-campers',
    },
    help_guest: links(`${helpCenter}/guests`, labels.helpGuest),
    help_owner: links(`${helpCenter}/owners`, labels.helpOwner),
    insurance: links(`${origin}/insurance`, labels.insurance),
    assistance: links(`${origin}/assistance`, labels.assistance),
  }
}
