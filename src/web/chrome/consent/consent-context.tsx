import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import type { Actor } from 'xstate'
import type { ConsentEvent, consentMachine } from '../../../../machines/consent.machine'
import { consentAtStart } from '../../../domain/consent'
import type { ConsentChoice } from '../../../domain/consent'
import { readConsentCookie, writeConsentCookie } from '../../lib/consent-cookie'
import { reportErrorAsWarning } from '../../lib/error-reporting'

type ConsentActor = Actor<typeof consentMachine>
export type ConsentSend = (event: ConsentEvent) => void

interface ConsentHolder {
  /** The choice the cookie held when the visit started. */
  stored: ConsentChoice | null
  /** The statechart, once the visitor's first consent action started it. */
  actor: ConsentActor | null
  send: ConsentSend
}

async function startConsentActor(stored: ConsentChoice | null): Promise<ConsentActor> {
  const [{ createActor }, { consentMachine, restoredConsent }] = await Promise.all([
    import('xstate'),
    import('../../../../machines/consent.machine'),
  ])
  const machine = consentMachine.provide({ actions: { persistChoice: (_, choice) => writeConsentCookie(choice) } })
  return createActor(machine, stored ? { snapshot: restoredConsent(stored) } : {}).start()
}

/**
 * Until the visitor acts, the statechart sits in its first state, which the stored cookie alone gives: it (and
 * XState) load with the first consent action, so that pages start without them.
 */
function useConsentHolder(): ConsentHolder {
  // Read once: the cookie only changes through the statechart afterwards.
  const [stored] = useState(readConsentCookie)
  const [actor, setActor] = useState<ConsentActor | null>(null)
  const starting = useRef<Promise<ConsentActor> | null>(null)
  useEffect(
    () => () => {
      void starting.current?.then((started) => started.stop())
      starting.current = null
    },
    [],
  )
  return useMemo(
    () => ({
      stored,
      actor,
      send: (event) => {
        starting.current ??= startConsentActor(stored).then((started) => {
          setActor(started)
          return started
        })
        void starting.current.then((started) => started.send(event))
      },
    }),
    [stored, actor],
  )
}

const ConsentContext = createContext<ConsentHolder | null>(null)

/** Holds the visitor's consent for the whole app (one statechart, its choice kept in the roam_consent cookie). */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const holder = useConsentHolder()
  return <ConsentContext.Provider value={holder}>{children}</ConsentContext.Provider>
}

export interface ConsentView {
  /** The statechart's state: undecided shows the banner, preferences the dialog. */
  value: 'undecided' | 'decided' | 'preferences'
  saved: ConsentChoice | null
  /** What the preferences dialog shows; null before the statechart started. */
  draft: ConsentChoice | null
  send: ConsentSend
}

const noSubscription = () => () => {}
const noSnapshot = () => null

/** The consent statechart as the chrome shows it, null outside a ConsentProvider. */
export function useConsentView(): ConsentView | null {
  const holder = useContext(ConsentContext)
  const actor = holder?.actor
  // React's own store hook rather than @xstate/react's, which would bring XState into the first load.
  const subscribe = useMemo(
    () =>
      actor
        ? (changed: () => void) => {
            const subscription = actor.subscribe(changed)
            return () => subscription.unsubscribe()
          }
        : noSubscription,
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, actor ? () => actor.getSnapshot() : noSnapshot)
  if (!holder) return null
  if (!snapshot) return { ...consentAtStart(holder.stored), draft: null, send: holder.send }
  return { value: snapshot.value, saved: snapshot.context.saved, draft: snapshot.context.draft, send: holder.send }
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

/** The consent in force, for any code that must respect it, and a way to reopen the preferences. */
export function useConsent(): ConsentState {
  const view = useConsentView()
  const saved = view?.saved ?? null
  const send = view?.send
  return useMemo(
    () => ({
      analytics: saved?.analytics ?? false,
      marketing: saved?.marketing ?? false,
      decided: saved !== null,
      openPreferences() {
        try {
          if (!send) throw new Error('Cookie preferences are not available: no ConsentProvider')
          send({ type: 'user.openPreferences' })
        } catch (error) {
          reportErrorAsWarning(error)
        }
      },
    }),
    [send, saved],
  )
}
