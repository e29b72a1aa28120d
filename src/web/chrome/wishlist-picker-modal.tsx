import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { wishlistsKey, wishlistsQueryOptions } from '../api/list-wishlists'
import { createWishlist } from '../api/create-wishlist'
import { addToWishlist } from '../api/add-to-wishlist'
import { removeFromWishlist } from '../api/remove-from-wishlist'
import { Modal } from './modal'
import { simpleToast, useToasts } from './toasts-context'

/** The heart's dialog: the signed-in user's lists to tick, and a new list. Loaded by wishlist-heart.tsx on open. */
export function WishlistPickerModal({ camperId, onClose }: { camperId: number; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} size="small" title={<Trans>Save to a wishlist</Trans>}>
      <WishlistPicker camperId={camperId} />
    </Modal>
  )
}

function WishlistPicker({ camperId }: { camperId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { show } = useToasts()
  const lists = useQuery(wishlistsQueryOptions())
  const [name, setName] = useState('')
  const done = (message: string) => {
    show(simpleToast('success', message))
    return queryClient.invalidateQueries({ queryKey: wishlistsKey })
  }
  const failed = () => show(simpleToast('error', t`Your wishlist could not be updated.`))
  const toggle = useMutation({
    mutationFn: ({ slug, add }: { slug: string; add: boolean }) =>
      add ? addToWishlist(slug, camperId) : removeFromWishlist(slug, camperId),
    onSuccess: (_, { add }) => done(add ? t`Added to your wishlist.` : t`Removed from your wishlist.`),
    onError: failed,
  })
  const create = useMutation({
    mutationFn: (listName: string) => createWishlist({ name: listName, product_id: camperId }),
    onSuccess: () => {
      setName('')
      return done(t`Added to your new wishlist.`)
    },
    onError: failed,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) create.mutate(name.trim())
  }
  if (lists.isPending)
    return (
      <p className="muted">
        <Trans>Loading your wishlists…</Trans>
      </p>
    )
  return (
    <>
      {lists.data && lists.data.length > 0 ? (
        <ul className="wishlist-picker">
          {lists.data.map((list) => {
            const inList = list.ad_set.some((camper) => camper.id === camperId)
            return (
              <li key={list.slug}>
                <label>
                  <input
                    type="checkbox"
                    checked={inList}
                    disabled={toggle.isPending}
                    onChange={() => toggle.mutate({ slug: list.slug, add: !inList })}
                  />
                  {list.name}
                </label>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="muted">
          <Trans>You have no wishlist yet.</Trans>
        </p>
      )}
      <form className="wishlist-picker__new field" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="new-wishlist-name">
          <Trans>New list name</Trans>
        </label>
        <input
          id="new-wishlist-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t`New list`}
          maxLength={100}
        />
        <button
          type="submit"
          className="button button--secondary button--small"
          disabled={create.isPending || !name.trim()}
        >
          <Trans>Create</Trans>
        </button>
      </form>
    </>
  )
}
