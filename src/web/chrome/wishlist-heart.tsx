import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isLoggedIn } from '../lib/auth-tokens'
import { useLocalizedPath } from '../app/locale-context'
import { paths } from '../app/paths'
import { wishlistsKey, wishlistsQueryOptions } from '../features/wishlists/api/list-wishlists'
import { wishlistProductIdsQueryOptions } from '../features/wishlists/api/get-wishlist-product-ids'
import { createWishlist } from '../features/wishlists/api/create-wishlist'
import { addToWishlist } from '../features/wishlists/api/add-to-wishlist'
import { removeFromWishlist } from '../features/wishlists/api/remove-from-wishlist'
import { Modal } from './modal'
import { simpleToast, useToasts } from './toasts-context'
import './wishlist-heart.css'

export interface WishlistHeartProps {
  camperId: number
  camperTitle: string
}

/** The heart on a camper: filled when it is in any list; opens the list picker (signed in) or sends to sign in. */
export function WishlistHeart({ camperId, camperTitle }: WishlistHeartProps) {
  const { t } = useLingui()
  const loggedIn = isLoggedIn()
  const location = useLocation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [open, setOpen] = useState(false)
  const ids = useQuery({ ...wishlistProductIdsQueryOptions(), enabled: loggedIn })
  const saved = loggedIn && (ids.data ?? []).includes(camperId)

  const onClick = () => {
    if (!loggedIn) {
      void navigate(localize(paths.login.href(`${location.pathname}${location.search}`)))
      return
    }
    setOpen(true)
  }

  return (
    <>
      <button
        type="button"
        className="wishlist-heart"
        aria-pressed={saved}
        aria-label={saved ? t`Saved to a wishlist: ${camperTitle}` : t`Save to a wishlist: ${camperTitle}`}
        onClick={onClick}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      {open && (
        <Modal open={open} onOpenChange={setOpen} size="small" title={<Trans>Save to a wishlist</Trans>}>
          <WishlistPicker camperId={camperId} />
        </Modal>
      )}
    </>
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
    mutationFn: ({ slug, add }: { slug: string; add: boolean }) => (add ? addToWishlist(slug, camperId) : removeFromWishlist(slug, camperId)),
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
  if (lists.isPending) return <p className="muted"><Trans>Loading your wishlists…</Trans></p>
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
        <p className="muted"><Trans>You have no wishlist yet.</Trans></p>
      )}
      <form className="wishlist-picker__new field" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="new-wishlist-name"><Trans>New list name</Trans></label>
        <input id="new-wishlist-name" value={name} onChange={(event) => setName(event.target.value)} placeholder={t`New list`} maxLength={100} />
        <button type="submit" className="button button--secondary button--small" disabled={create.isPending || !name.trim()}>
          <Trans>Create</Trans>
        </button>
      </form>
    </>
  )
}
