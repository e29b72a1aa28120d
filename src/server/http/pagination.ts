import { z } from '@hono/zod-openapi'

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
