/**
 * How a machine's generated paths are walked through the real user interface: the Playwright runner
 * (`npm run replay`) and the staff tester page's "replay here" mode read the same scripts, so a path
 * means the same clicks whoever replays it.
 */

/** An element as a person finds it: by role and accessible name, by its label, or by visible text. */
export type UiTarget = { role: string; name: string | RegExp } | { label: string | RegExp } | { text: string | RegExp }

export type UiStep =
  | { do: 'click'; target: UiTarget }
  | { do: 'fill'; target: UiTarget; value: string }
  | { do: 'check'; target: UiTarget }
  | { do: 'select'; target: UiTarget; option: string }
  /** An address inside the app; `{name}` placeholders are filled from the setup's answer. */
  | { do: 'goto'; path: string }

/** What the page must show while the machine is in a state. */
export type UiExpectation = { see: UiTarget } | { path: RegExp }

export type ReplayActor = 'anonymous' | 'guest' | 'owner' | 'staff'

/** The demo API as a setup sees it: calls made as one of the demo accounts. */
export interface ReplayApi {
  as(actor: Exclude<ReplayActor, 'anonymous'>): {
    get<T = unknown>(path: string): Promise<T>
    post<T = unknown>(path: string, body?: unknown): Promise<T>
    patch<T = unknown>(path: string, body?: unknown): Promise<T>
  }
}

export interface UiScript {
  /** The catalogue id of the machine (machines/catalogue.ts). */
  machine: string
  /** Who walks the path in the browser. */
  actor: ReplayActor
  /** Prepares a freshly seeded server (a payable booking, a pending request…) and answers the placeholders. */
  setup?: (api: ReplayApi) => Promise<Record<string, string>>
  /** Where the walk starts; `{name}` placeholders are filled from the setup's answer. */
  start: string
  /** The user actions that send each event, by event type; events the page sends on its own map to []. */
  events: Record<string, UiStep[]>
  /** What must show in each state, by state path as `snapshot.matches` reads it. */
  states: Record<string, UiExpectation[]>
}
