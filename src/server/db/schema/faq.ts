import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { FaqAudience, FaqTopic } from '../../../domain/help-topics'

/** A help-centre topic (booking, payment, …); the rows are synced from services/help at startup. */
export const faqTopics = pgTable('faq_topics', {
  key: text('key').$type<FaqTopic>().primaryKey(),
  position: integer('position').notNull(),
})

export const faqTopicTranslations = pgTable(
  'faq_topic_translations',
  {
    topicKey: text('topic_key')
      .$type<FaqTopic>()
      .notNull()
      .references(() => faqTopics.key, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicKey, table.locale] })],
)

/** One question of the help centre, language independent; `position` orders it within its topic. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    topicKey: text('topic_key')
      .$type<FaqTopic>()
      .notNull()
      .references(() => faqTopics.key, { onDelete: 'cascade' }),
    audiences: text('audiences')
      .array()
      .$type<FaqAudience[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [index('faq_entries_topic_key_idx').on(table.topicKey)],
)

export const faqEntryTranslations = pgTable(
  'faq_entry_translations',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => faqEntries.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Question and answer lower-cased without accents, so search needs no unaccent extension (PGlite has none). */
    searchText: text('search_text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.locale] })],
)

export type FaqEntryRow = typeof faqEntries.$inferSelect
