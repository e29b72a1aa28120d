import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { consentMachine, restoredConsent } from '../../../../machines/consent.machine'
import { readConsentCookie, writeConsentCookie } from '../../lib/consent-cookie'
import { reportErrorAsWarning } from '../../lib/error-reporting'

type ConsentActor = ReturnType<typeof useConsentActor>
export type ConsentSend = ConsentActor['send']

function useConsentActor() {
  // Read once: the cookie only changes through this actor afterwards.
  const [stored] = useState(readConsentCookie)
  return useActorRef(
    consentMachine.provide({ actions: { persistChoice: (_, choice) => writeConsentCookie(choice) } }),
    stored ? { snapshot: restoredConsent(stored) } : {},
  )
}

const ConsentActorContext = createContext<ConsentActor | null>(null)

/** Holds the visitor's consent for the whole app (one statechart, its choice kept in the roam_consent cookie). */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const actor = useConsentActor()
  return <ConsentActorContext.Provider value={actor}>{children}</ConsentActorContext.Provider>
}

export function useConsentActorRef(): ConsentActor | null {
  return useContext(ConsentActorContext)
}

export interface ConsentState {
  /** False until the visitor allowed the category. */
  analytics: boolean
  marketing: boolean
  /** Whether the visitor has made a choice (the banner is gone). */
  decided: boolean
  /** Opens the cookie preferences dialog; a failure is only reported (spec 1 §8). */
  openPreferences(): void
}

const noActor = { context: { saved: null } }

/** The consent in force, for any code that must respect it, and a way to reopen the preferences. */
export function useConsent(): ConsentState {
  const actor = useConsentActorRef()
  const saved = useSelector(actor ?? undefined, (snapshot) => (snapshot ?? noActor).context.saved) ?? null
  return useMemo(
    () => ({
      analytics: saved?.analytics ?? false,
      marketing: saved?.marketing ?? false,
      decided: saved !== null,
      openPreferences() {
        try {
          if (!actor) throw new Error('Cookie preferences are not available: no ConsentProvider')
          actor.send({ type: 'user.openPreferences' })
        } catch (error) {
          reportErrorAsWarning(error)
        }
      },
    }),
    [actor, saved],
  )
}
