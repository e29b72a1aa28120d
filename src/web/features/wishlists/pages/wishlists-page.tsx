import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { createWishlist } from '../../../api/create-wishlist'
import { wishlistsKey, wishlistsQueryOptions, type Wishlist } from '../../../api/list-wishlists'
import { DeleteWishlistButton, RenameWishlistButton } from '../components/wishlist-actions'
import './wishlists.css'

/** /d/wishlists: the user's lists with a cover photo and a count; create, rename, delete. */
export function WishlistsPage() {
  const { t } = useLingui()
  usePageHead({ title: t`My wishlists · Roam` })
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const lists = useQuery(wishlistsQueryOptions())
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: (listName: string) => createWishlist({ name: listName }),
    onSuccess: () => {
      setName('')
      show(simpleToast('success', t`Wishlist created.`))
      return queryClient.invalidateQueries({ queryKey: wishlistsKey })
    },
    onError: () => show(simpleToast('error', t`The wishlist could not be created.`)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) create.mutate(name.trim())
  }
  return (
    <section className="page wishlists">
      <p className="eyebrow">
        <Trans>Dashboard</Trans>
      </p>
      <h1 className="page-title">
        <Trans>My wishlists</Trans>
      </h1>
      <form className="wishlists__create field" onSubmit={submit}>
        <label htmlFor="wishlist-create-name">
          <Trans>New wishlist</Trans>
        </label>
        <div className="wishlists__create-row">
          <input
            id="wishlist-create-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
          />
          <button type="submit" className="button button--primary" disabled={create.isPending || !name.trim()}>
            <Trans>Create</Trans>
          </button>
        </div>
      </form>
      {lists.isPending && (
        <p className="muted">
          <Trans>Loading your wishlists…</Trans>
        </p>
      )}
      {lists.isError && (
        <p role="alert">
          <Trans>Your wishlists could not be loaded.</Trans>
        </p>
      )}
      {lists.data?.length === 0 && (
        <p className="muted">
          <Trans>You have no wishlist yet. Save campers with the heart on their page.</Trans>
        </p>
      )}
      <ul className="wishlists__grid">
        {lists.data?.map((list) => (
          <WishlistTile key={list.slug} list={list} />
        ))}
      </ul>
    </section>
  )
}

function WishlistTile({ list }: { list: Wishlist }) {
  const cover = list.ad_set.find((camper) => camper.photos.length > 0)?.photos[0]?.url
  const count = list.ad_set.length
  return (
    <li className="wishlist-tile card">
      <LocalizedLink to={paths.wishlist.href(list.slug)} className="wishlist-tile__link">
        {cover ? (
          <img className="wishlist-tile__cover" src={cover} alt="" />
        ) : (
          <span className="wishlist-tile__cover wishlist-tile__cover--empty" aria-hidden="true">
            ♡
          </span>
        )}
        <span className="wishlist-tile__name">{list.name}</span>
        <span className="muted">
          <Plural value={count} one="# camper" other="# campers" />
        </span>
      </LocalizedLink>
      <div className="wishlist-tile__actions">
        <RenameWishlistButton list={list} />
        <DeleteWishlistButton list={list} />
      </div>
    </li>
  )
}
