import { and, asc, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { searchTerms } from '../../../domain/help-search'
import { LINGUI_FALLBACKS, type Locale } from '../../../domain/locales'
import type { Database } from '../../db/client'
import { campers, faqEntries, faqEntryTranslations, faqTopics, faqTopicTranslations, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { faqAudience, type FaqAudience } from '../../../domain/help-topics'

export interface FaqFilters {
  q?: string
  topic?: string
  audience?: FaqAudience
}

/** The locales whose words a reader may see, best first: fr-be → fr → en, ca → es → en. */
export function faqLocaleChain(locale: Locale): string[] {
  return [...new Set([locale, ...(LINGUI_FALLBACKS[locale] ?? []), 'en'])]
}

const preference = (chain: string[], column: AnyPgColumn) =>
  sql`array_position(ARRAY[${sql.join(
    chain.map((locale) => sql`${locale}`),
    sql`, `,
  )}]::text[], ${column})`

const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&')

/**
 * The help centre in the reader's language: every topic with its title and how many questions match,
 * and the matching questions in page order. Each question and title uses the best locale of the chain.
 */
export async function listFaq(db: Database, locale: Locale, filters: FaqFilters) {
  const chain = faqLocaleChain(locale)
  const best = db
    .selectDistinctOn([faqEntryTranslations.entryId], {
      entryId: faqEntryTranslations.entryId,
      question: faqEntryTranslations.question,
      answer: faqEntryTranslations.answer,
      searchText: faqEntryTranslations.searchText,
    })
    .from(faqEntryTranslations)
    .where(inArray(faqEntryTranslations.locale, chain))
    .orderBy(faqEntryTranslations.entryId, preference(chain, faqEntryTranslations.locale))
    .as('best')
  const terms = searchTerms(filters.q ?? '')
  const entries = await db
    .select({
      id: faqEntries.id,
      key: faqEntries.key,
      topic: faqEntries.topicKey,
      audiences: faqEntries.audiences,
      featured: faqEntries.featured,
      question: best.question,
      answer: best.answer,
    })
    .from(faqEntries)
    .innerJoin(best, eq(best.entryId, faqEntries.id))
    .innerJoin(faqTopics, eq(faqTopics.key, faqEntries.topicKey))
    .where(
      and(
        filters.audience ? sql`${filters.audience} = ANY(${faqEntries.audiences})` : undefined,
        ...terms.map((term) => like(best.searchText, `%${escapeLike(term)}%`)),
      ),
    )
    .orderBy(asc(faqTopics.position), asc(faqEntries.position))

  const titles = await db
    .selectDistinctOn([faqTopicTranslations.topicKey], {
      key: faqTopicTranslations.topicKey,
      title: faqTopicTranslations.title,
    })
    .from(faqTopicTranslations)
    .where(inArray(faqTopicTranslations.locale, chain))
    .orderBy(faqTopicTranslations.topicKey, preference(chain, faqTopicTranslations.locale))
  const titleOf = new Map(titles.map((row) => [row.key, row.title]))
  const topics = await db.select({ key: faqTopics.key }).from(faqTopics).orderBy(asc(faqTopics.position))

  // Topic counts ignore the topic filter, so the page can offer the other topics of the same search.
  const results = filters.topic ? entries.filter((entry) => entry.topic === filters.topic) : entries
  return {
    lang: locale,
    count: results.length,
    topics: topics.map(({ key }) => ({
      key,
      title: titleOf.get(key) ?? key,
      count: entries.filter((entry) => entry.topic === key).length,
    })),
    results,
  }
}

export async function audienceOf(db: Database, userId: number): Promise<FaqAudience | null> {
  const [user] = await db
    .select({ isPro: users.isPro })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  if (!user) return null
  // A camper the owner deleted no longer makes them an owner.
  const [camper] = await db
    .select({ id: campers.id })
    .from(campers)
    .where(and(eq(campers.ownerId, userId), notInArray(campers.status, ['deleted', 'deleted_owner'])))
    .limit(1)
  return faqAudience({ isPro: user.isPro, hasCampers: camper !== undefined })
}

/** The questions for one user: only that user or staff may ask (403), about an existing user (404). */
export async function listUserFaq(
  db: Database,
  caller: { userId: number; isStaff: boolean },
  userId: number,
  locale: Locale,
  filters: Omit<FaqFilters, 'audience'>,
) {
  if (caller.userId !== userId && !caller.isStaff)
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  const audience = await audienceOf(db, userId)
  if (!audience) throw ApiError.notFound()
  return { audience, ...(await listFaq(db, locale, { ...filters, audience })) }
}
