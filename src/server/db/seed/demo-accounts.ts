/** The demo accounts the README lists. Every password is the same so a newcomer can try each role. */
export const DEMO_PASSWORD = 'roam-demo-2026'

export const DEMO_ACCOUNTS = {
  guest: { email: 'guest@roam.test', firstName: 'Lena', lastName: 'Schmidt', locale: 'de' },
  owner: { email: 'owner@roam.test', firstName: 'Pierre', lastName: 'Martin', locale: 'fr' },
  pro: { email: 'pro@roam.test', firstName: 'Sofia', lastName: 'Rossi', locale: 'it' },
  staff: { email: 'staff@roam.test', firstName: 'Jordan', lastName: 'Hayes', locale: 'en' },
} as const
