import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** One translation file: faq-content/<locale>.json, written by translators from en.json. */
const FaqContentSchema = z.object({
  topics: z.record(z.string(), z.string()),
  entries: z.record(z.string(), z.object({ question: z.string(), answer: z.string() })),
})
export type FaqContent = z.infer<typeof FaqContentSchema>

export const FAQ_CONTENT_DIRECTORY = fileURLToPath(new URL('./faq-content', import.meta.url))

/** Every translation file by locale; a malformed file stops the start-up rather than serving half a help centre. */
export function loadFaqContent(directory = FAQ_CONTENT_DIRECTORY): Map<string, FaqContent> {
  const contents = new Map<string, FaqContent>()
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed = FaqContentSchema.safeParse(JSON.parse(readFileSync(`${directory}/${file}`, 'utf8')))
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`)
    contents.set(file.slice(0, -'.json'.length), parsed.data)
  }
  return contents
}
