/** The feed could not be read: kept as the feed's last_error, never a 500. */
export class IcalFetchError extends Error {}

/** An adapter that reads the text of an external iCal feed. */
export interface IcalFetchProvider {
  fetchCalendar(url: string): Promise<string>
}

/** Feeds are small; anything bigger is not a camper's calendar. */
export const MAX_FEED_BYTES = 2_000_000
