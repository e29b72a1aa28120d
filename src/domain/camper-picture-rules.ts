// Camper pictures (spec 2 §3 Vehicle photos, §9: at least 638 × 426 pixels, at most 10 MB). Pure: the server checks
// the bytes it measured, the upload component pre-checks what the browser measured, with the same function.
import { PICTURE_MAX_BYTES, PICTURE_MIN_HEIGHT, PICTURE_MIN_WIDTH } from './account-rules'

export { PICTURE_MAX_BYTES, PICTURE_MIN_HEIGHT, PICTURE_MIN_WIDTH }

/** A camper keeps at most this many pictures: enough for a gallery, bounded for storage. */
export const MAX_CAMPER_PICTURES = 30

/** The media types a camper picture may have, as sniffed from its first bytes (never the name or the claimed type). */
export const CAMPER_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type CamperPictureType = (typeof CAMPER_PICTURE_TYPES)[number]

export type CamperPictureProblem = 'too_large' | 'not_an_image' | 'too_small' | 'too_many'

export interface PictureFacts {
  /** Size in bytes. */
  bytes: number
  /** Media type; null when the bytes are no picture we know. */
  type: string | null
  width: number | null
  height: number | null
}

/** Why a picture cannot be added to a camper that already has `count` pictures, or null when it can. */
export function camperPictureProblem(picture: PictureFacts, count = 0): CamperPictureProblem | null {
  if (count >= MAX_CAMPER_PICTURES) return 'too_many'
  if (picture.bytes > PICTURE_MAX_BYTES) return 'too_large'
  if (
    !picture.type ||
    !(CAMPER_PICTURE_TYPES as readonly string[]).includes(picture.type) ||
    !picture.width ||
    !picture.height
  )
    return 'not_an_image'
  return picture.width < PICTURE_MIN_WIDTH || picture.height < PICTURE_MIN_HEIGHT ? 'too_small' : null
}

/** The media type the first bytes announce (JPEG, PNG or WebP magic numbers), or null. */
export function sniffPictureType(head: Uint8Array): CamperPictureType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, index) => head[offset + index] === byte)
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  return null
}

/** Quarter turns clockwise the rotate call takes. */
export const ROTATION_ANGLES = [90, 180, 270] as const
export type RotationAngle = (typeof ROTATION_ANGLES)[number]

/** The dimensions after a rotation: a quarter turn swaps width and height. */
export function rotatedSize(size: { width: number; height: number }, angle: RotationAngle) {
  return angle === 180 ? { ...size } : { width: size.height, height: size.width }
}

export type OrderProblem = 'duplicate' | 'unknown' | 'missing'

/** Whether `order` lists each of the camper's pictures exactly once (the PUT of a whole new order). */
export function orderProblem(current: readonly number[], order: readonly number[]): OrderProblem | null {
  if (new Set(order).size !== order.length) return 'duplicate'
  const known = new Set(current)
  if (order.some((id) => !known.has(id))) return 'unknown'
  return order.length === current.length ? null : 'missing'
}

/** The list with the item at `from` moved to `to` (both clamped), for the move buttons and drag and drop. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  if (from < 0 || from >= next.length) return next
  const target = Math.max(0, Math.min(next.length - 1, to))
  const [item] = next.splice(from, 1)
  next.splice(target, 0, item as T)
  return next
}

/** The sizes served for an uploaded picture: widths in pixels (never enlarged). The cover is the first picture. */
export const PICTURE_SIZES = { thumbnail: 160, card: 480, gallery: 1280 } as const
export type PictureSize = keyof typeof PICTURE_SIZES
