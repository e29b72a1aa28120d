import * as Dialog from '@radix-ui/react-dialog'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { activeFilterCount, type SearchQuery } from '../../../../domain/search-query'
import { SearchFilters } from './search-filters'

interface SearchFiltersSheetProps {
  query: SearchQuery
  update: (change: Partial<SearchQuery>) => void
  /** The results' count for the current filters, once known. */
  count: number | undefined
}

/** Phones: the results come first, the filters open in a sheet from the bottom; each still writes to the address. */
export function SearchFiltersSheet({ query, update, count }: SearchFiltersSheetProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const active = activeFilterCount(query)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="search-page__filters-bar">
        <Dialog.Trigger className="button button--secondary">
          {active > 0 ? <Trans>Filters ({active})</Trans> : <Trans>Filters</Trans>}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="filters-sheet__backdrop" />
        <Dialog.Content className="filters-sheet" aria-describedby={undefined}>
          <header className="filters-sheet__header">
            <Dialog.Title className="filters-sheet__title">
              <Trans>Filters</Trans>
            </Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <div className="filters-sheet__body">
            <SearchFilters query={query} update={update} />
          </div>
          <footer className="filters-sheet__footer">
            <Dialog.Close className="button button--primary">
              {count === undefined ? (
                <Trans>Show the campers</Trans>
              ) : (
                <Plural value={count} one="Show # camper" other="Show # campers" />
              )}
            </Dialog.Close>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
