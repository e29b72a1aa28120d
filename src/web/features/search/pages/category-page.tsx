import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams, useSearchParams } from 'react-router'
import {
  CATEGORY_SEATS,
  categorySearchFilters,
  parseCategory,
  type CategorySlug,
} from '../../../../domain/category-rules'
import { SEARCH_PAGE_SIZE, sanitizeSearchQuery, searchQueryToParams } from '../../../../domain/search-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { WishlistHeart } from '../../../chrome/wishlist-heart'
import { searchProductsQueryOptions } from '../api/search-products'
import { CamperCard, CamperCardSkeleton } from '../components/camper-card'
import { SearchPagination } from '../components/search-pagination'
import '../components/search.css'
import { useDisplayCurrency } from '../../../lib/display-currency'

const HEADINGS: Record<CategorySlug, MessageDescriptor> = {
  motorhome: msg`Motorhome hire`,
  // Its own context: the place pages' generic "Campervan hire" heading is translated as camper hire in general.
  campervan: msg({ context: 'vehicle category', message: 'Campervan hire' }),
  van: msg`Converted van hire`,
}

const INTROS: Record<CategorySlug, MessageDescriptor> = {
  motorhome: msg`Low-profile, coachbuilt and A-class motorhomes rented by their owners: room for the whole family, a real kitchen and a bathroom on board.`,
  campervan: msg`Campervans rented by their owners: compact enough for city streets and mountain passes, with a bed, a kitchenette and everything for two to four travellers.`,
  van: msg`Converted vans rented by their owners: simple, nimble and easy to park, for travellers who want to go anywhere and sleep close to nature.`,
}

const SEATED_HEADINGS: Record<CategorySlug, (seats: number) => MessageDescriptor> = {
  motorhome: (seats) => msg`Motorhome hire with at least ${seats} seats`,
  campervan: (seats) => msg`Campervan hire with at least ${seats} seats`,
  van: (seats) => msg`Converted van hire with at least ${seats} seats`,
}

/** /camper-type/{slug} and /camper-type/{slug}/{seats}-seats: a category's campers (the loader has checked the address). */
export function CategoryPage() {
  const { i18n, t } = useLingui()
  const params = useParams()
  const [search] = useSearchParams()
  const category = parseCategory(params.slug, params.seats)!
  const filters = categorySearchFilters(category)
  const page = sanitizeSearchQuery(search, new Date()).query.page
  const results = useQuery(searchProductsQueryOptions({ ...filters, page }, useDisplayCurrency()))
  const heading =
    category.seats === undefined
      ? i18n._(HEADINGS[category.slug])
      : i18n._(SEATED_HEADINGS[category.slug](category.seats))
  const intro = i18n._(INTROS[category.slug])
  usePageHead({ title: heading, description: intro })
  const count = results.data?.count ?? 0
  return (
    <section className="page category-page">
      <h1 className="page-title">{heading}</h1>
      <p>{intro}</p>
      <nav aria-label={t`Number of seats`}>
        <ul className="chips">
          <li>
            {category.seats === undefined ? (
              <span aria-current="page">
                <Trans>Any number of seats</Trans>
              </span>
            ) : (
              <LocalizedLink to={paths.category.href(category.slug)}>
                <Trans>Any number of seats</Trans>
              </LocalizedLink>
            )}
          </li>
          {CATEGORY_SEATS.map((seats) => (
            <li key={seats}>
              {seats === category.seats ? (
                <span aria-current="page">
                  <Trans>{seats}+ seats</Trans>
                </span>
              ) : (
                <LocalizedLink to={paths.categorySeats.href(category.slug, seats)}>
                  <Trans>{seats}+ seats</Trans>
                </LocalizedLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <LocalizedLink className="button button--primary" to={paths.search.href(searchQueryToParams(filters))}>
          <Trans>Refine in the full search</Trans>
        </LocalizedLink>
      </p>
      <h2 aria-live="polite">
        {results.data ? <Plural value={count} one="# camper" other="# campers" /> : <Trans>Searching…</Trans>}
      </h2>
      {results.isPending ? (
        <div className="search-results__grid" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <CamperCardSkeleton key={index} />
          ))}
        </div>
      ) : results.isError ? (
        <div className="search-state" role="status">
          <p>
            <Trans>We could not load these campers.</Trans>
          </p>
          <LocalizedLink
            className="button button--primary"
            to={
              category.seats === undefined
                ? paths.category.href(category.slug)
                : paths.categorySeats.href(category.slug, category.seats)
            }
          >
            <Trans>Back to the first page</Trans>
          </LocalizedLink>
        </div>
      ) : results.data.results.length === 0 ? (
        <p className="muted">
          <Trans>No camper to show here yet.</Trans>
        </p>
      ) : (
        <>
          <div className="search-results__grid">
            {results.data.results.map((camper) => (
              <CamperCard
                key={camper.id}
                camper={camper}
                hasDates={false}
                actions={<WishlistHeart camperId={camper.id} camperTitle={camper.title} />}
              />
            ))}
          </div>
          <SearchPagination query={{ page }} count={count} pageSize={SEARCH_PAGE_SIZE} />
        </>
      )}
    </section>
  )
}
