import type { Database } from '../../db/client'
import { analyticsEvents } from '../../db/schema'

interface EventToRecord {
  path: string
  event_type: string
  created_at: string
  event_properties: { locale?: string; camper_id?: number } & Record<string, unknown>
  user_properties: { gb_visitor_token: string } & Record<string, unknown>
}

/** Stores one batch in a single insert; returns how many events were kept. */
export async function recordEvents(db: Database, userId: number | null, events: EventToRecord[]): Promise<number> {
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      eventType: event.event_type,
      createdAt: new Date(event.created_at),
      visitorToken: event.user_properties.gb_visitor_token,
      userId,
      path: event.path,
      locale: event.event_properties.locale ?? null,
      camperId: event.event_properties.camper_id ?? null,
      eventProperties: event.event_properties,
      userProperties: event.user_properties,
    })),
  )
  return events.length
}
