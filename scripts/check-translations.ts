// Fails when a complete locale (src/domain/locales.ts) lacks a translation for any message of the code.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { formatter } from '@lingui/format-po'
import { COMPLETE_LOCALES, LOCALES, SOURCE_LOCALE } from '../src/domain/locales'
import { CONTENT_PAGES, contentHeadings, contentLinks, parseContentDocument } from '../src/domain/content-pages'
import { FAQ_TOPICS } from '../src/domain/help-topics'
import { FAQ_ENTRIES } from '../src/server/services/help/faq-entries'
import { FAQ_CONTENT_DIRECTORY, loadFaqContent } from '../src/server/services/help/faq-content'

const po = formatter()
// The catalogue parts of lingui.config.ts: the public site's words, the signed-in area's and the emails'.
const CATALOG_PARTS = ['messages', 'dashboard', 'emails'] as const

async function load(locale: string) {
  const entries = []
  for (const part of CATALOG_PARTS) {
    const path = `locales/${locale}/${part}.po`
    if (!existsSync(path)) throw new Error(`${path} is missing: run npm run i18n:extract`)
    const catalog = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: path })
    entries.push(...Object.entries(catalog ?? {}).filter(([, entry]) => !entry.obsolete))
  }
  return entries
}

const problems: string[] = []
const sourceIds = new Set((await load(SOURCE_LOCALE)).map(([id]) => id))
for (const locale of LOCALES) {
  const entries = await load(locale)
  if (!COMPLETE_LOCALES.includes(locale) || locale === SOURCE_LOCALE) continue
  const translated = new Set(
    entries.filter(([, entry]) => entry.translation && entry.translation.trim() !== '').map(([id]) => id),
  )
  const missing = [...sourceIds].filter((id) => !translated.has(id))
  if (missing.length > 0) {
    const sample = entries
      .filter(([id]) => missing.includes(id))
      .slice(0, 5)
      .map(([, entry]) => JSON.stringify(entry.message))
    problems.push(`${locale}: ${missing.length} untranslated (${sample.join(', ')}${missing.length > 5 ? ', …' : ''})`)
  }
}

problems.push(...checkContentTexts())
problems.push(...checkFaqContent())

if (problems.length > 0) {
  console.error(`Missing translations in complete locales:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(`All ${sourceIds.size} messages are translated in ${COMPLETE_LOCALES.join(', ')}`)

/**
 * Content page texts (src/web/features/content/texts/README.md): every complete locale has a file per
 * page, with a body, and as many headings and links as the English source.
 */
function checkContentTexts(): string[] {
  const found: string[] = []
  const shape = (source: string) => {
    const doc = parseContentDocument(source)
    return {
      empty: doc.body.trim() === '',
      headings: (doc.title ? 1 : 0) + contentHeadings(doc.body).length,
      links: contentLinks(doc.body).length,
    }
  }
  for (const page of CONTENT_PAGES) {
    const path = (locale: string) => `src/web/features/content/texts/${page}/${locale}.md`
    if (!existsSync(path(SOURCE_LOCALE))) {
      found.push(`${path(SOURCE_LOCALE)} is missing`)
      continue
    }
    const source = shape(readFileSync(path(SOURCE_LOCALE), 'utf8'))
    for (const locale of COMPLETE_LOCALES) {
      if (!existsSync(path(locale))) {
        found.push(`${path(locale)} is missing`)
        continue
      }
      const text = shape(readFileSync(path(locale), 'utf8'))
      if (text.empty) found.push(`${path(locale)} has an empty body`)
      if (text.headings !== source.headings)
        found.push(`${path(locale)}: ${text.headings} headings, ${source.headings} in ${SOURCE_LOCALE}.md`)
      if (text.links !== source.links)
        found.push(`${path(locale)}: ${text.links} links, ${source.links} in ${SOURCE_LOCALE}.md`)
    }
  }
  return found
}

/** The help centre: every complete locale has its faq-content file, every topic title and every question and answer. */
function checkFaqContent(): string[] {
  const contents = loadFaqContent()
  const found: string[] = []
  for (const locale of COMPLETE_LOCALES) {
    const content = contents.get(locale)
    if (!content) {
      found.push(
        `${locale}: ${relative(process.cwd(), FAQ_CONTENT_DIRECTORY)}/${locale}.json is missing (translate it from en.json)`,
      )
      continue
    }
    const blank = (text: string | undefined) => text === undefined || text.trim() === ''
    const missing = [
      ...FAQ_TOPICS.filter((topic) => blank(content.topics[topic])).map((topic) => `topic ${topic}`),
      ...FAQ_ENTRIES.flatMap((entry) =>
        (['question', 'answer'] as const)
          .filter((part) => blank(content.entries[entry.key]?.[part]))
          .map((part) => `${entry.key} ${part}`),
      ),
    ]
    if (missing.length > 0)
      found.push(
        `${locale} FAQ: ${missing.length} missing or empty (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`,
      )
  }
  return found
}
