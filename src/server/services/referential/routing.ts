import { localizePath } from '../../../domain/locale-routing'
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
    helpGuest: {
      booking: 'Booking a vehicle',
      payment: 'Payment and deposit',
      cancellation: 'Cancellation',
      'on-the-road': 'During the trip',
      return: 'Returning the vehicle',
    },
    helpOwner: {
      listing: 'Listing my vehicle',
      requests: 'Managing requests',
      payouts: 'Getting paid',
      handover: 'Handover and return',
      damage: 'Damage and claims',
    },
    insurance: {
      'guest-insurance': 'Insurance for guests',
      'owner-insurance': 'Insurance for owners',
      'cancellation-insurance': 'Cancellation insurance',
    },
    assistance: {
      breakdown: '24/7 breakdown assistance',
      abroad: 'Assistance abroad',
      'accident-report': 'Reporting an accident',
    },
  },
  fr: {
    helpGuest: {
      booking: 'Réserver un véhicule',
      payment: 'Paiement et caution',
      cancellation: 'Annulation',
      'on-the-road': 'Pendant le voyage',
      return: 'Restitution du véhicule',
    },
    helpOwner: {
      listing: 'Mettre mon véhicule en location',
      requests: 'Gérer les demandes',
      payouts: 'Être payé',
      handover: 'Remise des clés et retour',
      damage: 'Dommages et sinistres',
    },
    insurance: {
      'guest-insurance': 'Assurance des locataires',
      'owner-insurance': 'Assurance des propriétaires',
      'cancellation-insurance': 'Assurance annulation',
    },
    assistance: {
      breakdown: 'Assistance panne 24h/24',
      abroad: 'Assistance à l’étranger',
      'accident-report': 'Déclarer un accident',
    },
  },
  de: {
    helpGuest: {
      booking: 'Fahrzeug buchen',
      payment: 'Zahlung und Kaution',
      cancellation: 'Stornierung',
      'on-the-road': 'Während der Reise',
      return: 'Fahrzeugrückgabe',
    },
    helpOwner: {
      listing: 'Fahrzeug inserieren',
      requests: 'Anfragen verwalten',
      payouts: 'Auszahlungen',
      handover: 'Übergabe und Rückgabe',
      damage: 'Schäden und Schadensfälle',
    },
    insurance: {
      'guest-insurance': 'Versicherung für Mieter',
      'owner-insurance': 'Versicherung für Vermieter',
      'cancellation-insurance': 'Reiserücktrittsversicherung',
    },
    assistance: {
      breakdown: 'Pannenhilfe rund um die Uhr',
      abroad: 'Hilfe im Ausland',
      'accident-report': 'Unfall melden',
    },
  },
  es: {
    helpGuest: {
      booking: 'Reservar un vehículo',
      payment: 'Pago y fianza',
      cancellation: 'Cancelación',
      'on-the-road': 'Durante el viaje',
      return: 'Devolución del vehículo',
    },
    helpOwner: {
      listing: 'Anunciar mi vehículo',
      requests: 'Gestionar solicitudes',
      payouts: 'Cobrar',
      handover: 'Entrega y devolución',
      damage: 'Daños y siniestros',
    },
    insurance: {
      'guest-insurance': 'Seguro para viajeros',
      'owner-insurance': 'Seguro para propietarios',
      'cancellation-insurance': 'Seguro de cancelación',
    },
    assistance: {
      breakdown: 'Asistencia en carretera 24 h',
      abroad: 'Asistencia en el extranjero',
      'accident-report': 'Declarar un accidente',
    },
  },
  it: {
    helpGuest: {
      booking: 'Prenotare un veicolo',
      payment: 'Pagamento e cauzione',
      cancellation: 'Cancellazione',
      'on-the-road': 'Durante il viaggio',
      return: 'Riconsegna del veicolo',
    },
    helpOwner: {
      listing: 'Pubblicare il mio veicolo',
      requests: 'Gestire le richieste',
      payouts: 'Ricevere i pagamenti',
      handover: 'Consegna e riconsegna',
      damage: 'Danni e sinistri',
    },
    insurance: {
      'guest-insurance': 'Assicurazione per chi noleggia',
      'owner-insurance': 'Assicurazione per i proprietari',
      'cancellation-insurance': 'Assicurazione annullamento',
    },
    assistance: {
      breakdown: 'Assistenza stradale 24/7',
      abroad: 'Assistenza all’estero',
      'accident-report': 'Denunciare un incidente',
    },
  },
  nl: {
    helpGuest: {
      booking: 'Een voertuig boeken',
      payment: 'Betaling en borg',
      cancellation: 'Annuleren',
      'on-the-road': 'Tijdens de reis',
      return: 'Het voertuig terugbrengen',
    },
    helpOwner: {
      listing: 'Mijn voertuig verhuren',
      requests: 'Aanvragen beheren',
      payouts: 'Uitbetalingen',
      handover: 'Overdracht en terugkomst',
      damage: 'Schade en claims',
    },
    insurance: {
      'guest-insurance': 'Verzekering voor huurders',
      'owner-insurance': 'Verzekering voor eigenaren',
      'cancellation-insurance': 'Annuleringsverzekering',
    },
    assistance: {
      breakdown: '24/7 pechhulp',
      abroad: 'Hulp in het buitenland',
      'accident-report': 'Een ongeval melden',
    },
  },
}

/** Spec 1 §2: the sister platform has pages for these locales; others use their language, then en. */
const SISTER_LOCALES = ['nl-be', 'de', 'en', 'fr', 'it', 'nl']

const links = (base: string, labels: Record<string, string>) =>
  Object.entries(labels).map(([slug, label]) => ({ label, url: `${base}/${slug}` }))

/** Where each help link of the footer lands in our own help centre: a topic of the FAQ, or one question. */
const HELP_TARGETS: Record<string, string> = {
  booking: '?topic=booking',
  payment: '?topic=payment',
  cancellation: '?topic=cancellation',
  'on-the-road': '#process-guest-trip',
  return: '#deposit-return',
  listing: '#process-owner-list',
  requests: '#process-owner-requests',
  payouts: '?topic=payouts',
  handover: '#process-owner-handover',
  damage: '#insurance-accident',
}

const helpLinks = (faq: string, labels: Record<string, string>) =>
  Object.entries(labels).map(([slug, label]) => ({ label, url: `${faq}${HELP_TARGETS[slug] ?? ''}` }))

/** Every outside link the site chrome and footer need, on the storefront's own domain. */
export function buildRouting(locale: Locale, env: Env) {
  const origin = STOREFRONTS[locale].origin
  const language = languageOf(locale)
  const labels = localized(LABELS, locale)
  // The help centre is part of the app (a path with the storefront's locale prefix) unless an outside one is set.
  const helpCenter = env.HELP_CENTER_URL ?? localizePath('/help', locale, env.LOCALE_STRATEGY)
  const faq = localizePath('/help/faq', locale, env.LOCALE_STRATEGY)
  const sister = SISTER_LOCALES.includes(locale) ? locale : SISTER_LOCALES.includes(language) ? language : 'en'
  const trustedShopsHost =
    language === 'de' ? 'www.trustedshops.de' : language === 'fr' ? 'www.trustedshops.fr' : 'www.trustedshops.eu'
  return {
    lang: locale,
    sign_in: env.SIGN_IN_URL.trim() === '' ? null : env.SIGN_IN_URL,
    sign_up: `${origin}/signup`,
    faq_home: faq,
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
    help_guest: helpLinks(faq, labels.helpGuest),
    help_owner: helpLinks(faq, labels.helpOwner),
    insurance: links(`${origin}/insurance`, labels.insurance),
    assistance: links(`${origin}/assistance`, labels.assistance),
  }
}
