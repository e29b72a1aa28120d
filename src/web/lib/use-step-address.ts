import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useLocalizedPath } from './locale-context'

/**
 * Keeps a multi-step machine and the address in step: the machine's step moves the address, and an address step
 * (a link, the browser's back button) is sent to the machine as `goTo`. A step the machine refuses after an address
 * change (gating) replaces that address instead of adding a history entry.
 */
export function useStepAddress<Step extends string>({
  step,
  urlStep,
  href,
  goTo,
}: {
  /** The machine's step, null while it is not on one. */
  step: Step | null
  urlStep: Step
  href: (step: Step) => string
  goTo: (step: Step) => void
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const fromAddress = useRef(true)

  useEffect(() => {
    if (step !== null && step !== urlStep) {
      void navigate({ pathname: localize(href(step)), search: location.search }, { replace: fromAddress.current })
    }
    fromAddress.current = false
    // Only a change of the machine's step moves the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])
  useEffect(() => {
    if (step !== null && urlStep !== step) {
      fromAddress.current = true
      goTo(urlStep)
    }
    // Only a change of the address moves the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep])
}
