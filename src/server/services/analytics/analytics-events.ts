import type { Database } from '../../db/client'
import { analyticsEvents } from '../../db/schema'

interface EventToRecord {
  name: string
  occurred_at: string
  session_id: string
  properties: { path: string; locale: string; camper_id?: number } & Record<string, unknown>
}

/** Stores one batch in a single insert; returns how many events were kept. */
export async function recordEvents(db: Database, userId: number | null, events: EventToRecord[]): Promise<number> {
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      occurredAt: new Date(event.occurred_at),
      sessionId: event.session_id,
      userId,
      path: event.properties.path,
      locale: event.properties.locale,
      camperId: event.properties.camper_id ?? null,
      properties: event.properties,
    })),
  )
  return events.length
}
