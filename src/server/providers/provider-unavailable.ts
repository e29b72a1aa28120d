/** An outside service that did not answer in time or answered with a failure of its own (not a refusal). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly reason: 'timeout' | 'error',
  ) {
    super(reason === 'timeout' ? `${service} did not answer in time` : `${service} answered with an error`)
  }
}

/**
 * Bounds every call of an adapter: a provider that hangs must not hold a request (and its database
 * connection) forever. The call itself may still land on the provider's side, which is why every
 * money-moving call carries an idempotency key and unknown outcomes are reconciled later.
 */
export function withCallTimeout<T extends object>(service: string, adapter: T, timeoutMs: number): T {
  const bounded = {} as Record<string, unknown>
  for (const [name, value] of Object.entries(adapter)) {
    if (typeof value !== 'function') {
      bounded[name] = value
      continue
    }
    bounded[name] = (...args: unknown[]) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderUnavailableError(service, 'timeout')), timeoutMs)
      })
      return Promise.race([
        (value as (...callArgs: unknown[]) => Promise<unknown>).apply(adapter, args),
        timeout,
      ]).finally(() => clearTimeout(timer))
    }
  }
  return bounded as T
}
