import { canonicalTimeZone } from '../../domain/time-zones'

/** The zone this browser's clock is set to, as an IANA name Roam knows, or undefined. */
export function browserTimeZone(): string | undefined {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? undefined
}
