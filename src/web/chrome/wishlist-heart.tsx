import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isLoggedIn } from '../lib/auth-tokens'
import { useLocalizedPath } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { wishlistProductIdsQueryOptions } from '../api/get-wishlist-product-ids'
import './wishlist-heart.css'

// The list picker (a Radix dialog, the lists and their mutations) is fetched the first time a heart opens it,
// not with every search result or listing.
const WishlistPickerModal = lazy(() =>
  import('./wishlist-picker-modal').then((module) => ({ default: module.WishlistPickerModal })),
)

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
        <Suspense fallback={null}>
          <WishlistPickerModal camperId={camperId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
