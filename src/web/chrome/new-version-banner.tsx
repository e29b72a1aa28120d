import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { watchBuildVersion } from '../lib/build-version'
import './new-version-banner.css'

/** Spec 1 §4: tells the visitor a newer build is out and offers a reload. */
export function NewVersionBanner() {
  const [available, setAvailable] = useState(false)
  useEffect(() => watchBuildVersion(() => setAvailable(true)), [])
  if (!available) return null
  return (
    <div className="new-version" role="status">
      <p>
        <Trans>A new version of Roam is available.</Trans>
      </p>
      <button type="button" className="button button--light button--small" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
