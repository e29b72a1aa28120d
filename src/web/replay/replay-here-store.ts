// Which path the tab is replaying ("replay here" on the staff tester page). Tiny and without React state, because the
// app root reads it to mount the (lazy) replay panel, which must outlive the tester page while the path navigates away.
import { useSyncExternalStore } from 'react'

export interface ReplayHereRequest {
  /** The catalogue id of the machine. */
  machine: string
  /** The path's index in the machine's shortest paths. */
  path: number
  /** The tab's locale prefix ('' or '/fr'): the script's addresses are unprefixed. */
  localePrefix: string
}

export interface ReplayHereState {
  /** Counts the replays started, so starting the same path again starts afresh. */
  run: number
  request: ReplayHereRequest | null
  /** The state the replay last reached, for the tester's diagram. */
  reached: string | null
}

let current: ReplayHereState = { run: 0, request: null, reached: null }
const listeners = new Set<() => void>()

function update(next: ReplayHereState) {
  current = next
  for (const listener of listeners) listener()
}

export const replayHere = {
  start: (request: ReplayHereRequest) => update({ run: current.run + 1, request, reached: null }),
  reach: (state: string | null) => update({ ...current, reached: state }),
  close: () => update({ run: current.run, request: null, reached: null }),
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

export function useReplayHere(): ReplayHereState {
  return useSyncExternalStore(replayHere.subscribe, replayHere.get, replayHere.get)
}
