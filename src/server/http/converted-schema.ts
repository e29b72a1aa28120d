import { z } from '@hono/zod-openapi'

/** The `converted` block of a priced answer: its figures again in the visitor's currency, or null. */
export function convertedSchema<K extends string>(figures: readonly K[], name: string) {
  return z
    .object({
      currency: z.string().openapi({ description: 'The currency asked', example: 'EUR' }),
      rate_day: z.string().openapi({ description: 'The day of the reference rates used', example: '2026-12-04' }),
      rate: z
        .number()
        .openapi({ description: 'What one unit of the charged currency is worth in `currency`', example: 1.065 }),
      ...(Object.fromEntries(
        figures.map((key) => [
          key,
          z.string().openapi({ description: 'Decimal amount in `currency`', example: '106.50' }),
        ]),
      ) as Record<K, z.ZodString>),
    })
    .nullable()
    .openapi(name, {
      description:
        'The figures in the currency asked (`currency` query parameter), converted at the day’s reference rates; an indication only: the booking is charged in the camper’s own currency. Null when not asked, the same currency, or no rate is known.',
    })
}
