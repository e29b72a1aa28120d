import { createRoute, z } from '@hono/zod-openapi'
import { jsonContent, notSignedIn, signedIn } from '../../http/openapi-helpers'

export const MoneyboxSchema = z
  .object({
    id: z.number().int(),
    amount: z.string().openapi({ description: 'Decimal amount in the currency, e.g. "25.00"', example: '25.00' }),
    currency: z.string().openapi({ example: 'EUR' }),
    expire_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Moneybox')

export const listMoneyboxesRoute = createRoute({
  method: 'get',
  path: '/3/moneyboxes/',
  tags: ['Users'],
  summary: "The signed-in user's rental credits that have not expired",
  security: signedIn,
  responses: {
    200: jsonContent(z.array(MoneyboxSchema).openapi('MoneyboxList'), 'Rental credits, soonest to expire first'),
    401: notSignedIn,
  },
})
