/**
 * Plain checks of an API answer's shape for the calls a page makes before its first paint: zod/mini would add
 * 7 KB gzip to every page. Each check returns undefined when the value fits, else where it does not (for the
 * error report). Objects are loose: fields the page does not read are not checked.
 */
export type Check = (value: unknown) => string | undefined

const kind =
  (name: 'string' | 'number' | 'boolean'): Check =>
  (value) =>
    typeof value === name ? undefined : `not a ${name}`

export const isString = kind('string')
export const isNumber = kind('number')
export const isBoolean = kind('boolean')

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? undefined : check(value)
export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? undefined : check(value)
export const nonEmptyString: Check = (value) => isString(value) ?? (value === '' ? 'empty' : undefined)
export const oneOf =
  (...checks: Check[]): Check =>
  (value) =>
    checks.some((check) => check(value) === undefined) ? undefined : 'no expected type'

export const arrayOf =
  (check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return 'not an array'
    for (const [index, item] of value.entries()) {
      const problem = check(item)
      if (problem) return `[${index}] ${problem}`
    }
    return undefined
  }

export const objectWith =
  (fields: Record<string, Check>): Check =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object'
    for (const [name, check] of Object.entries(fields)) {
      const problem = check((value as Record<string, unknown>)[name])
      if (problem) return `${name}: ${problem}`
    }
    return undefined
  }

/** An answer that does not have the shape the page reads: a 500 for the error page. */
export class InvalidAnswerError extends Error {
  readonly status = 500
  constructor(what: string, problem: string) {
    super(`The ${what} answer is not valid (${problem})`)
  }
}

/** Returns the answer typed as the page reads it, or throws InvalidAnswerError. */
export function expectShape<T>(value: unknown, check: Check, what: string): T {
  const problem = check(value)
  if (problem) throw new InvalidAnswerError(what, problem)
  return value as T
}
