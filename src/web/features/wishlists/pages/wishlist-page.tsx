import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { LocalizedLink, useLocalizedPath } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { ErrorPage, statusOfError } from '../../../chrome/error-page'
import { simpleToast, useToasts } from '../../../chrome/toasts-context'
import { formatNumber } from '../../../lib/format'
import { wishlistQueryOptions } from '../api/get-wishlist'
import { wishlistsKey, type WishlistCamper } from '../../../api/list-wishlists'
import { removeFromWishlist } from '../../../api/remove-from-wishlist'
import { DeleteWishlistButton, RenameWishlistButton } from '../components/wishlist-actions'
import './wishlists.css'

/** /d/wishlists/:slug: one list's campers; its owner can remove, rename, delete; anyone can share. */
export function WishlistPage() {
  const { t } = useLingui()
  const { slug = '' } = useParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { show } = useToasts()
  const queryClient = useQueryClient()
  const list = useQuery(wishlistQueryOptions(slug))
  usePageHead(list.data ? { title: t`${list.data.name} · Roam` } : null)
  const remove = useMutation({
    mutationFn: (camperId: number) => removeFromWishlist(slug, camperId),
    onSuccess: () => {
      show(simpleToast('success', t`Removed from your wishlist.`))
      return queryClient.invalidateQueries({ queryKey: wishlistsKey })
    },
    onError: () => show(simpleToast('error', t`Your wishlist could not be updated.`)),
  })
  const share = async () => {
    const url = `${window.location.origin}${localize(paths.wishlist.href(slug))}`
    try {
      await navigator.clipboard.writeText(url)
      show(simpleToast('success', t`Link copied to the clipboard.`))
    } catch {
      show(simpleToast('error', t`The link could not be copied: ${url}`))
    }
  }
  if (list.isPending)
    return (
      <section className="page">
        <p className="muted">
          <Trans>Loading the wishlist…</Trans>
        </p>
      </section>
    )
  if (list.isError) return <ErrorPage status={statusOfError(list.error) === 404 ? 404 : statusOfError(list.error)} />
  const wishlist = list.data
  const mine = wishlist.is_mine
  return (
    <section className="page wishlists">
      {mine && (
        <LocalizedLink to={paths.wishlists.href()} className="muted">
          <Trans>← My wishlists</Trans>
        </LocalizedLink>
      )}
      <div className="wishlists__head">
        <h1 className="page-title">{wishlist.name}</h1>
        <div className="wishlist-tile__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => void share()}>
            <Trans>Share</Trans>
          </button>
          {mine && <RenameWishlistButton list={wishlist} />}
          {mine && (
            <DeleteWishlistButton list={wishlist} onDeleted={() => void navigate(localize(paths.wishlists.href()))} />
          )}
        </div>
      </div>
      {wishlist.ad_set.length === 0 && (
        <p className="muted">
          <Trans>This wishlist is empty.</Trans>
        </p>
      )}
      <ul className="wishlists__grid">
        {wishlist.ad_set.map((camper) => (
          <CamperCard key={camper.id} camper={camper} onRemove={mine ? () => remove.mutate(camper.id) : undefined} />
        ))}
      </ul>
    </section>
  )
}

function CamperCard({ camper, onRemove }: { camper: WishlistCamper; onRemove?: () => void }) {
  const { t } = useLingui()
  const photo = [...camper.photos].sort((a, b) => a.position - b.position)[0]?.url
  const price = formatNumber(Number(camper.price_per_day), { style: 'currency', currency: camper.currency })
  const seats = camper.seats
  const beds = camper.beds
  const title = camper.title
  return (
    <li className="wishlist-tile card">
      <LocalizedLink to={paths.listing.href(camper.id)} className="wishlist-tile__link">
        {photo ? (
          <img className="wishlist-tile__cover" src={photo} alt="" />
        ) : (
          <span className="wishlist-tile__cover wishlist-tile__cover--empty" aria-hidden="true" />
        )}
        <span className="wishlist-tile__name">{camper.title}</span>
        <span className="muted">
          {camper.location?.city} · <Plural value={seats} one="# seat" other="# seats" /> ·{' '}
          <Plural value={beds} one="# bed" other="# beds" />
        </span>
        <span>
          <Trans>{price} per day</Trans>
        </span>
      </LocalizedLink>
      {onRemove && (
        <div className="wishlist-tile__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onRemove}
            aria-label={t`Remove ${title} from the list`}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
    </li>
  )
}
