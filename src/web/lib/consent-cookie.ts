import Cookies from 'js-cookie'
import { CONSENT_COOKIE, parseConsent, serializeConsent } from '../../domain/consent'
import type { ConsentChoice } from '../../domain/consent'

/** The visitor's choice still in force, or null when they must be asked (none yet, or another consent version). */
export function readConsentCookie(): ConsentChoice | null {
  return parseConsent(Cookies.get(CONSENT_COOKIE.name))
}

export function writeConsentCookie(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE.name, serializeConsent(choice), {
    expires: CONSENT_COOKIE.days,
    path: CONSENT_COOKIE.path,
    sameSite: CONSENT_COOKIE.sameSite,
    secure: window.location.protocol === 'https:',
  })
}
