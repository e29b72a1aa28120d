import { LINGUI_FALLBACKS, SOURCE_LOCALE } from './locales'
import type { Locale } from './locales'

// Spec 1 §2 content pages. Their texts are Markdown files per page and locale
// (src/web/features/content/texts/<page>/<locale>.md, format in its README.md); these pure rules pick
// the file for a locale and read the parts of a file the page and the translation check need.

export const CONTENT_PAGES = [
  'how-it-works',
  'rent-my-motorhome',
  'rv-hire-family',
  'rv-hire-with-pets',
  'surftrip',
  'we-love-california',
  'get-apps',
  'terms',
  'privacy-confidentiality',
  'privacy-cookies',
  'travelers-hit-the-road',
  'travelers-rv-beginner',
] as const
export type ContentPageId = (typeof CONTENT_PAGES)[number]

/** The locales whose file may serve `locale`, best first: regional → language → English (as for UI strings). */
export function contentLocaleChain(locale: Locale): string[] {
  return [...new Set([locale, ...(LINGUI_FALLBACKS[locale] ?? []), SOURCE_LOCALE])]
}

/** The first locale of the chain that has a file, or null when not even English has one. */
export function resolveContentLocale(locale: Locale, available: Iterable<string>): string | null {
  const present = new Set(available)
  return contentLocaleChain(locale).find((candidate) => present.has(candidate)) ?? null
}

export interface ContentDocument {
  /** The `key: value` lines of the front matter. */
  meta: Record<string, string>
  /** The first `# ` heading, or null when the file has none. */
  title: string | null
  /** The Markdown after the front matter, without the title line. */
  body: string
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** Splits a page file into its front matter, title and body (a small format of our own: no YAML). */
export function parseContentDocument(source: string): ContentDocument {
  const text = source.replace(/^\uFEFF/, '')
  const match = FRONT_MATTER.exec(text)
  const meta: Record<string, string> = {}
  for (const line of match ? match[1]!.split(/\r?\n/) : []) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  const rest = match ? text.slice(match[0].length) : text
  const titleLine = /^# +(.+?)[ \t]*$/m.exec(rest)
  const body = titleLine ? rest.slice(0, titleLine.index) + rest.slice(titleLine.index + titleLine[0].length) : rest
  return { meta, title: titleLine ? plainText(titleLine[1]!) : null, body: body.trim() }
}

/** Inline Markdown reduced to its text: [label](target) → label, **bold** → bold, `code` → code. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .trim()
}

/** The anchor id of a heading: lower-case words joined by dashes, accents dropped (é → e), other scripts kept. */
export function headingSlug(text: string): string {
  return plainText(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

export interface ContentHeading {
  level: number
  text: string
  id: string
}

/** Markdown lines outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let fenced = false
  return markdown.split(/\r?\n/).filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    return !fenced
  })
}

/** Every ATX heading of the Markdown, in order. */
export function contentHeadings(markdown: string): ContentHeading[] {
  return proseLines(markdown).flatMap((line) => {
    const match = /^(#{1,6}) +(.+?)[ \t#]*$/.exec(line)
    if (!match) return []
    const text = plainText(match[2]!)
    return [{ level: match[1]!.length, text, id: headingSlug(text) }]
  })
}

/** Every link target of the Markdown, in order: [text](target) and <Cta to="target">. */
export function contentLinks(markdown: string): string[] {
  const text = proseLines(markdown).join('\n')
  const links = [...text.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)|<Cta\s+to="([^"]*)"/g)]
  return links.map((match) => (match[1] ?? match[2])!)
}
