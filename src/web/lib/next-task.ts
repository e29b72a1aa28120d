/** Resolves in a later task of the event loop, so that the work after it does not lengthen the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
