import { and, eq, notInArray, sql } from 'drizzle-orm'
import { foldForSearch } from '../../../domain/help-search'
import { FAQ_TOPICS } from '../../../domain/help-topics'
import { isLocale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { faqEntries, faqEntryTranslations, faqTopics, faqTopicTranslations } from '../../db/schema'
import { loadFaqContent, type FaqContent } from './faq-content'
import { FAQ_ENTRIES } from './faq-entries'

/**
 * Writes the help centre of services/help into the database: inserts or updates every topic, entry and
 * translation and removes those the files no longer have. Runs at every start, so content changes deploy.
 */
export async function syncFaqContent(db: Database, contents: Map<string, FaqContent> = loadFaqContent()) {
  for (const locale of contents.keys())
    if (!isLocale(locale)) throw new Error(`faq-content/${locale}.json is not a locale of Roam`)
  const topicRows = FAQ_TOPICS.map((key, position) => ({ key, position }))
  const positions = new Map<string, number>()
  const entryRows = FAQ_ENTRIES.map((entry) => {
    const position = positions.get(entry.topic) ?? 0
    positions.set(entry.topic, position + 1)
    return {
      key: entry.key,
      topicKey: entry.topic,
      audiences: [...entry.audiences],
      position,
      featured: entry.featured ?? false,
    }
  })

  await db.transaction(async (tx) => {
    await tx
      .insert(faqTopics)
      .values(topicRows)
      .onConflictDoUpdate({ target: faqTopics.key, set: { position: sql`excluded.position` } })
    const entries = await tx
      .insert(faqEntries)
      .values(entryRows)
      .onConflictDoUpdate({
        target: faqEntries.key,
        set: {
          topicKey: sql`excluded.topic_key`,
          audiences: sql`excluded.audiences`,
          position: sql`excluded.position`,
          featured: sql`excluded.featured`,
        },
      })
      .returning({ id: faqEntries.id, key: faqEntries.key })
    await tx.delete(faqEntries).where(
      notInArray(
        faqEntries.key,
        entryRows.map((row) => row.key),
      ),
    )
    await tx.delete(faqTopics).where(notInArray(faqTopics.key, [...FAQ_TOPICS]))

    const idOf = new Map(entries.map((entry) => [entry.key, entry.id]))
    const locales = [...contents.keys()]
    const titles = [...contents].flatMap(([locale, content]) =>
      FAQ_TOPICS.filter((topic) => content.topics[topic] !== undefined).map((topic) => ({
        topicKey: topic,
        locale,
        title: content.topics[topic]!,
      })),
    )
    const translations = [...contents].flatMap(([locale, content]) =>
      FAQ_ENTRIES.filter((entry) => content.entries[entry.key] !== undefined).map((entry) => {
        const { question, answer } = content.entries[entry.key]!
        return {
          entryId: idOf.get(entry.key)!,
          locale,
          question,
          answer,
          searchText: foldForSearch(`${question}\n${answer}`),
        }
      }),
    )
    // Translations of a locale whose file was removed, or of keys a file no longer has, go too.
    await tx
      .delete(faqTopicTranslations)
      .where(locales.length > 0 ? notInArray(faqTopicTranslations.locale, locales) : undefined)
    await tx
      .delete(faqEntryTranslations)
      .where(locales.length > 0 ? notInArray(faqEntryTranslations.locale, locales) : undefined)
    for (const [locale, content] of contents) {
      const keptTopics = FAQ_TOPICS.filter((topic) => content.topics[topic] !== undefined)
      const keptEntries = FAQ_ENTRIES.filter((entry) => content.entries[entry.key] !== undefined).map((entry) =>
        idOf.get(entry.key)!,
      )
      await tx
        .delete(faqTopicTranslations)
        .where(
          and(
            eq(faqTopicTranslations.locale, locale),
            keptTopics.length > 0 ? notInArray(faqTopicTranslations.topicKey, keptTopics) : undefined,
          ),
        )
      await tx
        .delete(faqEntryTranslations)
        .where(
          and(
            eq(faqEntryTranslations.locale, locale),
            keptEntries.length > 0 ? notInArray(faqEntryTranslations.entryId, keptEntries) : undefined,
          ),
        )
    }
    if (titles.length > 0) {
      await tx
        .insert(faqTopicTranslations)
        .values(titles)
        .onConflictDoUpdate({
          target: [faqTopicTranslations.topicKey, faqTopicTranslations.locale],
          set: { title: sql`excluded.title` },
        })
    }
    if (translations.length > 0) {
      await tx
        .insert(faqEntryTranslations)
        .values(translations)
        .onConflictDoUpdate({
          target: [faqEntryTranslations.entryId, faqEntryTranslations.locale],
          set: {
            question: sql`excluded.question`,
            answer: sql`excluded.answer`,
            searchText: sql`excluded.search_text`,
          },
        })
    }
  })
  return { topics: topicRows.length, entries: entryRows.length, locales: contents.size }
}
