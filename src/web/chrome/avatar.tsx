import { useLingui } from '@lingui/react/macro'
import { avatarBadgeSize, avatarDiameter, avatarFace, DEFAULT_AVATAR_RADIUS } from '../../domain/avatar'
import './avatar.css'

export interface AvatarProps {
  firstName?: string | null
  picture?: string | null
  radius?: number
  isBestOwner?: boolean
  isVerified?: boolean
}

const DEFAULT_IMAGE = '/images/default-avatar.svg'

/** Spec 1 §3 Avatar: the picture, else the initial, else a default image; best-owner and verified badges. */
export function Avatar({
  firstName,
  picture,
  radius = DEFAULT_AVATAR_RADIUS,
  isBestOwner = false,
  isVerified = false,
}: AvatarProps) {
  const { t } = useLingui()
  const face = avatarFace({ firstName, picture })
  const diameter = avatarDiameter(radius)
  const badge = avatarBadgeSize(radius)
  return (
    <span className="avatar" style={{ width: diameter, height: diameter, fontSize: radius * 0.8 }} data-testid="avatar">
      {face.kind === 'picture' && (
        <img className="avatar__face" src={face.url} alt={firstName ?? ''} width={diameter} height={diameter} />
      )}
      {face.kind === 'initial' && (
        <span className="avatar__face" role="img" aria-label={firstName ?? ''}>
          {face.letter}
        </span>
      )}
      {face.kind === 'default' && (
        <img className="avatar__face" src={DEFAULT_IMAGE} alt="" width={diameter} height={diameter} />
      )}
      {isBestOwner && (
        <span
          className="avatar__badge avatar__badge--best"
          style={{ width: badge, height: badge }}
          title={t`Best owner`}
        >
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t`Best owner`}</span>
        </span>
      )}
      {isVerified && (
        <span
          className="avatar__badge avatar__badge--verified"
          style={{ width: badge, height: badge }}
          title={t`Verified`}
        >
          <span aria-hidden="true">✓</span>
          <span className="visually-hidden">{t`Verified`}</span>
        </span>
      )}
    </span>
  )
}
