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
  /** Waits until the page shows the target (a saved answer), before going on. */
  | { do: 'see'; target: UiTarget }
  /** Signs out and in again as another demo account (an owner answering, then the guest again). */
  | { do: 'sign-in'; actor: Exclude<ReplayActor, 'anonymous'> }
  /** Waits for the address to match `from` and keeps its first group as the placeholder `{name}` (an id the page made). */
  | { do: 'remember'; name: string; from: RegExp }
  /** Chooses files in a file input at once; each name (placeholders allowed) is one of the script's `files`. */
  | { do: 'upload'; target: UiTarget; files: string[] }
  /**
   * Makes the next `times` (1 unless given) API requests matching `request` fail the way a dropped network does
   * (no answer at all), then lets them through again. Scripts rarely write it: `failures` has the plan place it.
   */
  | { do: 'fail-next-request'; request: UiRequest; times?: number }
  /**
   * Something that happens away from the page the tester watches: the guest acting on another device, the bank a
   * transfer comes from. Runs the script's `elsewhere[action]` against the API; what it answers joins the placeholders.
   */
  | { do: 'elsewhere'; action: string }

/** An API request of the page: its method and a pattern its address (path and query, without the origin) matches. */
export interface UiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: RegExp
}

/** The request whose failure causes an event, and how many times the page sends it before it shows the failure. */
export interface UiFailure {
  request: UiRequest
  times?: number
}

/** What the page must show while the machine is in a state. */
export type UiExpectation = { see: UiTarget } | { path: RegExp }

export type ReplayActor = 'anonymous' | 'guest' | 'owner' | 'staff'

/** The path being replayed, as a setup may read it: its event keys in order (see eventKey in replay-plan.ts). */
export interface ReplayPathInfo {
  events: string[]
}

/** A path the page cannot walk: any path taking `event` (from a state matching `from`, when given) is reported with `reason`. */
export interface Unreplayable {
  event: string
  from?: string
  reason: string
}

/** A file a script hands to a file input or to the API, its bytes in base64. */
export interface UiFile {
  name: string
  mimeType: string
  base64: string
}

/** The demo API as a setup sees it: calls made as one of the demo accounts. */
export interface ReplayApi {
  as(actor: Exclude<ReplayActor, 'anonymous'>): {
    get<T = unknown>(path: string): Promise<T>
    /** `headers` add to the call's own: a payment's Idempotency-Key, the Accept-Language that picks the storefront. */
    post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>
    patch<T = unknown>(path: string, body?: unknown): Promise<T>
    delete(path: string): Promise<void>
    /** A multipart POST: the file as `field`, with the other form fields. */
    upload<T = unknown>(path: string, field: string, file: UiFile, fields?: Record<string, string>): Promise<T>
  }
  /** Calls made without an account (signing up, asking for a password link), with the app's API key. */
  visitor: { post<T = unknown>(path: string, body?: unknown): Promise<T> }
  /**
   * The plain text of the newest email the mail sandbox (/sandbox/mail) holds for an address whose text matches
   * `containing` (a new account's address confirmation may come before the email a walk waits for), waiting for it.
   */
  sandboxMail(to: string, containing: RegExp): Promise<string>
  /**
   * Answers the payment sandbox's page of a transaction (`/sandbox/payments/<kind>/<id>`) as the person there would:
   * the bank a transfer's wire comes from (`transfer`, approve: "The wire arrives"), a 3-D Secure page, an app.
   */
  answerSandbox(
    kind: 'transfer' | '3ds' | 'hosted' | 'mobile',
    transactionId: string,
    decision: SandboxDecision,
  ): Promise<void>
}

/** A sandbox payment page's two answers (src/server/routes/booking-payments/payment-sandbox.pages.ts). */
export type SandboxDecision = 'approve' | 'fail'

/** What happens away from the watched page, given the API and the placeholders so far; may answer new placeholders. */
export type ElsewhereAction = (
  api: ReplayApi,
  answers: Readonly<Record<string, string>>,
) => Promise<Record<string, string> | void>

export interface UiScript {
  /** The catalogue id of the machine (machines/catalogue.ts). */
  machine: string
  /** Who walks the path in the browser. */
  actor: ReplayActor
  /** Prepares a freshly seeded server (a payable booking, a pending request…) and answers the placeholders. */
  setup?: (api: ReplayApi, path?: ReplayPathInfo) => Promise<Record<string, string>>
  /** Where the walk starts; `{name}` placeholders are filled from the setup's answer. */
  start: string
  /**
   * The user actions that send each event; events the page sends on its own map to []. Keys, most specific first:
   * `<event key> @<state>`, `<event key>`, `<type> @<state>`, `<type>`, where the event key is the type followed by
   * the event's data as JSON (`route.entered {"family":"request","step":"travel-details"}`) and `<state>` the state
   * the event leaves (`idle.payment`).
   */
  events: Record<string, UiStep[]>
  /**
   * What must show in each state, by state path as `snapshot.matches` reads it; `<state> after <event type>` is what
   * shows when that event entered it (a failure shows where it happened).
   */
  states: Record<string, UiExpectation[]>
  /**
   * Events that happen only when a request fails as a dropped network does, with that request. Keys as `events`'
   * (`<event key>`, `<type>`, each optionally with ` @<state>`), where the state is the one the user action that sends
   * the request leaves, or `start` when opening the start address sends it. The plan arms the failure
   * (`fail-next-request`) just before that action: the last event before the failing one with actions of its own.
   */
  failures?: Record<string, UiFailure>
  /** What `elsewhere` steps do, by action name. */
  elsewhere?: Record<string, ElsewhereAction>
  /** The files `upload` steps choose, by name. */
  files?: Record<string, UiFile>
  /** Local storage keys a walk starts without (a kept draft would move the first page): a runner's fresh browser has none, "replay here" removes them from its tab. */
  forgets?: string[]
  /** Events the page cannot cause (a fault, the server's clock): paths taking them are listed with the reason, not walked. */
  unreplayable?: Unreplayable[]
  /**
   * The walk starts as a first visit does, with no cookie choice stored: the banner is part of the path (the consent
   * machine). Other walks start with a refusal stored, so the banner stays out of their clicks.
   */
  undecidedConsent?: boolean
}

/** A catalogue machine no page walks, and why: the tester page shows the reason, the script test accepts it. */
export interface NotWalkable {
  machine: string
  notWalkable: string
}
