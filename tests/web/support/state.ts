import type { PublicConfig } from '../../../src/domain/public-config'

export type Responder = unknown | ((body: unknown) => unknown)

/** What the mocked lib modules answer; reset before every test. */
export const state: {
  config: PublicConfig
  loggedIn: boolean
  responses: Record<string, Responder>
} = { config: defaultConfig(), loggedIn: false, responses: {} }

export function defaultConfig(): PublicConfig {
  return {
    apiKey: 'test-key',
    clientId: 'roam-web',
    signInUrl: '/sign-in',
    singleSignOn: false,
    localeStrategy: 'prefix_except_default',
    localeCookieDisabled: false,
    defaultLocale: 'en-us',
    sentryDsn: null,
    adminUrl: null,
    fleetManagerUrl: null,
    showGetTheApps: false,
    chatbot: { enabled: false, scriptUrl: null, id: null },
  }
}

export const routingFixture = {
  sign_in: 'https://auth.roam.test/sign-in',
  sign_up: 'https://auth.roam.test/sign-up',
  faq_home: 'https://help.roam.test/faq',
  blog: 'https://blog.roam.test',
  contact: 'https://help.roam.test/contact',
  team: 'https://roam.test/team',
  press: 'https://roam.test/press',
  partners: 'https://roam.test/partners',
  social_networks: {
    facebook: 'https://facebook.com/roam',
    instagram: 'https://instagram.com/roam',
    youtube: 'https://youtube.com/roam',
    pinterest: 'https://pinterest.com/roam',
  },
  gift_card: 'https://roam.test/gift-card',
  help_guest: [{ label: 'Cancelling a trip', url: 'https://help.roam.test/guest/cancel' }],
  help_owner: [{ label: 'Pricing my camper', url: 'https://help.roam.test/owner/pricing' }],
  ambassador: 'https://roam.test/ambassador',
  contract: 'https://roam.test/contract',
  insurance: [{ label: 'Insurance', url: 'https://roam.test/insurance' }],
  assistance: [{ label: 'Roadside assistance', url: 'https://roam.test/assistance' }],
  jobs: 'https://jobs.roam.test',
  trusted_reviews: 'https://reviews.roam.test',
  app_store_ios: 'https://apps.apple.com/roam',
  app_store_android: 'https://play.google.com/roam',
  help_center: 'https://help.roam.test',
}

export function resetState(): void {
  state.config = defaultConfig()
  state.loggedIn = false
  state.responses = {
    'GET /api/internals/referential/routing': routingFixture,
    'GET /api/internals/referential': {
      phone_number: '+33 1 23 45 67 89',
      can_publish_camper: true,
      payment_type_available: ['card'],
    },
    'GET /api/internals/referential/stats': { count: 1234, average: 4.8 },
    'GET /api/internals/trustedshop': { totalReviewCount: 0, overallMark: 0 },
  }
}
