import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sanitizeSearchQuery } from '../../../src/domain/search-query'

// Every search an editorial text links to asks /s in the words /s reads: a parameter the search does not know (the
// home once sent `address` where /s reads `place`) would be carried along and ignored, and the reader would land on
// every camper instead of the ones the text promised.
const TEXTS = join(__dirname, '../../../src/web/features/content/texts')

const searchLinks = readdirSync(TEXTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((page) =>
    readdirSync(join(TEXTS, page.name))
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => {
        const text = readFileSync(join(TEXTS, page.name, file), 'utf8')
        return [...text.matchAll(/(?:\]\(|to=")(\/s\?[^)"\s]*)/g)].map((match) => [`${page.name}/${file}`, match[1]!])
      }),
  )

describe('search links in the content texts', () => {
  it('finds the links it checks', () => {
    expect(searchLinks.length).toBeGreaterThan(10)
  })

  it.each(searchLinks)('%s: %s asks only what /s reads, as /s writes it', (_, link) => {
    const params = new URLSearchParams(link.slice('/s?'.length))
    const { query, changed } = sanitizeSearchQuery(params, new Date())
    expect(query.extra).toBeUndefined()
    expect(changed).toBe(false)
  })
})
