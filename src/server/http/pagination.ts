import { z } from '@hono/zod-openapi'
import { NOT_AN_ID } from './openapi-helpers'
import { invalid } from './validation-hook'

/** The page links of a paginated answer (Django REST style): absolute URLs, or null at either end. */
export function pageLinks(requestUrl: string, page: number, pageSize: number, count: number) {
  const lastPage = Math.max(1, Math.ceil(count / pageSize))
  const link = (target: number) => {
    const url = new URL(requestUrl)
    url.searchParams.set('page', String(target))
    return url.toString()
  }
  return { next: page < lastPage ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null }
}

/** `{ count, next, previous, results }` around an item schema, registered under `name`. */
export function paginatedSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      count: z.number().int().openapi({ example: 42 }),
      next: z.string().nullable().openapi({ description: 'URL of the next page, or null on the last page' }),
      previous: z.string().nullable().openapi({ description: 'URL of the previous page, or null on the first page' }),
      results: z.array(item),
    })
    .openapi(name)
}

/** The `page` and `page_size` query fields of a paginated list, with the spec's messages. */
export const pageQueryFields = (defaultSize: number) => ({
  page: z.coerce.number(invalid('Invalid page.')).int('Invalid page.').min(1, 'Invalid page.').default(1),
  page_size: z.coerce
    .number(invalid(NOT_AN_ID))
    .int(NOT_AN_ID)
    .min(1, NOT_AN_ID)
    .max(100, 'Ensure this value is less than or equal to 100.')
    .default(defaultSize),
})
