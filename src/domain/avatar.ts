// Spec 1 §3 Avatar and §9: a picture containing "no-profile" is missing; diameter = 2 × radius; badge ≥ 18 px.

export const DEFAULT_AVATAR_RADIUS = 35
export const MIN_BADGE_SIZE = 18

export interface AvatarInput {
  firstName?: string | null
  picture?: string | null
  radius?: number
}

export type AvatarFace = { kind: 'picture'; url: string } | { kind: 'initial'; letter: string } | { kind: 'default' }

/** Whether a picture address is a real picture (not empty, not a "no-profile" placeholder). */
export function hasRealPicture(picture: string | null | undefined): picture is string {
  return typeof picture === 'string' && picture.trim() !== '' && !picture.includes('no-profile')
}

/** What the avatar shows: the picture, else the first name's initial, else the default image. */
export function avatarFace({ firstName, picture }: AvatarInput): AvatarFace {
  if (hasRealPicture(picture)) return { kind: 'picture', url: picture }
  const letter = (firstName ?? '').trim().charAt(0)
  return letter ? { kind: 'initial', letter: letter.toLocaleUpperCase() } : { kind: 'default' }
}

export function avatarDiameter(radius: number = DEFAULT_AVATAR_RADIUS): number {
  return 2 * radius
}

export function avatarBadgeSize(radius: number = DEFAULT_AVATAR_RADIUS): number {
  return Math.max(MIN_BADGE_SIZE, radius * 0.5)
}
