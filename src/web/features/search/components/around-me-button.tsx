import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { geolocationFailure } from '../../../../domain/search-query'
import { useToasts } from '../../../chrome/toasts-context'

export const GEOLOCATION_TIMEOUT_MS = 10_000

/** "Around me": the browser's position becomes the search centre; each failure code has its own message. */
export function AroundMeButton({ onPosition }: { onPosition: (latitude: number, longitude: number) => void }) {
  const { t } = useLingui()
  const { show } = useToasts()
  const [locating, setLocating] = useState(false)
  const fail = (code: number) => {
    const failure = geolocationFailure(code)
    const description = {
      permission_denied: t`You did not allow Roam to use your location. Allow it in your browser settings, or type a place.`,
      position_unavailable: t`Your position is unavailable right now. Type a place instead.`,
      timeout: t`Finding your position took too long. Try again or type a place.`,
      unknown: t`We could not find your position. Type a place instead.`,
    }[failure]
    show({
      type: 'error',
      fields: [
        {
          label: { text: t`Around me`, needTranslation: false },
          description: { text: description, needTranslation: false },
        },
      ],
    })
  }
  const locate = () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      fail(2)
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        onPosition(Number(position.coords.latitude.toFixed(5)), Number(position.coords.longitude.toFixed(5)))
      },
      (error) => {
        setLocating(false)
        fail(error.code)
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    )
  }
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={locate}
      disabled={locating}
      aria-busy={locating}
    >
      {locating ? <Trans>Locating…</Trans> : <Trans>Around me</Trans>}
    </button>
  )
}
