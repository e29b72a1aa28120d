import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { LOCALES, languageOf, type Locale } from '../../../src/domain/locales'

/**
 * One word per concept per language, in the catalogues and the content pages' texts. `use` is the word each catalogue uses (the most frequent one when they were
 * unified); `not` are its synonyms, which must not appear in any catalogue of that language (regional ones included).
 * English keeps "host" in a few source strings; the translations say owner.
 */
const GLOSSARY: Record<string, Record<'owner' | 'guest', { use: string; not: RegExp }>> = {
  de: {
    owner: { use: 'Vermieter', not: /Besitzer|Eigentümer|Gastgeber/ },
    guest: { use: 'Mieter', not: /(?<!\p{L})(Gast|Gastes|Gäste)(?!\p{L})/u },
  },
  fr: {
    owner: { use: 'propriétaire', not: /(?<!\p{L})(hôtes?|loueurs?)(?!\p{L})/iu },
    guest: { use: 'voyageur', not: /(?<!\p{L})locataires?(?!\p{L})/iu },
  },
  es: {
    owner: { use: 'propietario', not: /anfitri[oó]n|arrendador/iu },
    guest: { use: 'viajero', not: /hu[eé]sped|inquilino/iu },
  },
  it: {
    owner: { use: 'proprietario', not: /(?<!\p{L})(host|noleggiatore)(?!\p{L})/iu },
    guest: { use: 'viaggiatore', not: /(?<!\p{L})ospit[ei](?!\p{L})/iu },
  },
  nl: {
    owner: { use: 'verhuurder', not: /eigenaar|gastheer/iu },
    guest: { use: 'huurder', not: /(?<!\p{L})gast(en)?(?!\p{L})/iu },
  },
  pt: {
    owner: { use: 'proprietário', not: /anfitri[ãa]o/iu },
    guest: { use: 'viajante', not: /h[óo]spede/iu },
  },
  ca: {
    owner: { use: 'propietari', not: /amfitri[óo]/iu },
    guest: { use: 'viatger', not: /(?<!\p{L})hostes?(?!\p{L})/iu },
  },
}

const CONTENT = join(__dirname, '../../../src/web/features/content/texts')

/** Every text a compiled catalogue shows (plural branches and all), whatever shape the compiler gave it. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

async function catalogue(locale: Locale): Promise<Array<[string, string]>> {
  const parts = await Promise.all(
    ['messages', 'dashboard', 'emails'].map(
      async (part) => ((await import(`../../../locales/${locale}/${part}.po`)) as { messages: Messages }).messages,
    ),
  )
  return parts.flatMap((messages) =>
    Object.entries(messages).map(([id, message]): [string, string] => [id, texts(message).join(' ')]),
  )
}

/** The content pages' texts in a language (`texts/{page}/{locale}.md`), paragraph by paragraph. */
function contentTexts(locale: Locale): Array<[string, string]> {
  return readdirSync(CONTENT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(CONTENT, entry.name, `${locale}.md`)))
    .flatMap((entry) =>
      readFileSync(join(CONTENT, entry.name, `${locale}.md`), 'utf8')
        .split(/\n\s*\n/)
        .map((paragraph): [string, string] => [`${entry.name}/${locale}.md`, paragraph]),
    )
}

describe('glossary: one word per concept per language', () => {
  for (const locale of LOCALES) {
    const glossary = GLOSSARY[languageOf(locale)]
    if (!glossary) continue
    it(`${locale} says ${glossary.owner.use} and ${glossary.guest.use}, never their synonyms`, async () => {
      const messages = [...(await catalogue(locale)), ...contentTexts(locale)]
      for (const { use, not } of Object.values(glossary)) {
        const offending = messages.filter(([, text]) => not.test(text)).map(([id, text]) => `${id}: ${text}`)
        expect(offending, `${locale} uses a synonym of “${use}”`).toEqual([])
      }
    })
  }
})
