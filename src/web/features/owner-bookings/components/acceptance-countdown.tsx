import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { timeLeft } from '../../../../domain/deadline-countdown'
import { formatDate } from '../../../lib/format'

const MINUTE_MS = 60_000

/** The owner's answer deadline (owner_accept_expire_on): the time left, counted down minute by minute, and the date. */
export function AcceptanceCountdown({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS)
    return () => window.clearInterval(timer)
  }, [])
  const { expired, days, hours, minutes } = timeLeft(deadline, now)
  const at = formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' })
  if (expired)
    return (
      <p className="owner-booking-countdown" role="timer">
        <Trans>The time to answer ran out on {at}.</Trans>
      </p>
    )
  return (
    <p className="owner-booking-countdown" role="timer" data-testid="acceptance-countdown">
      {days > 0 ? (
        <Trans>
          {days} d {hours} h {minutes} min left to answer
        </Trans>
      ) : (
        <Trans>
          {hours} h {minutes} min left to answer
        </Trans>
      )}
      <span className="muted">
        {' '}
        · <Trans>before {at}</Trans>
      </span>
    </p>
  )
}
