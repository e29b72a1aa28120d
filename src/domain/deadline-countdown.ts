// What is left before a deadline (the owner's answer to a request, spec 2 §3 owner_accept_expire_on), in whole units. Pure.

export interface TimeLeft {
  expired: boolean
  days: number
  hours: number
  minutes: number
}

const MINUTE_MS = 60_000

/** Rounded down to the minute, so the countdown never promises a minute that is not there. */
export function timeLeft(deadline: string, now: Date): TimeLeft {
  const remaining = Date.parse(deadline) - now.getTime()
  if (!(remaining > 0)) return { expired: true, days: 0, hours: 0, minutes: 0 }
  const totalMinutes = Math.floor(remaining / MINUTE_MS)
  return {
    expired: false,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  }
}
