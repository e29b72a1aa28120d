/** How the host card words an owner's median time to answer a request: a band, not a figure to the minute. */
export type ResponseTimeBand = 'hour' | 'few_hours' | 'day' | 'few_days'

/** The band of a median answer time in minutes: within an hour, a few hours, a day, or more. */
export function responseTimeBand(minutes: number): ResponseTimeBand {
  if (minutes <= 60) return 'hour'
  if (minutes <= 6 * 60) return 'few_hours'
  if (minutes <= 24 * 60) return 'day'
  return 'few_days'
}
