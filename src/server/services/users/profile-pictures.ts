import { and, eq, isNull, ne } from 'drizzle-orm'
import { imageSize } from 'image-size'
import {
  pictureProblem,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_HEIGHT,
  PICTURE_MIN_WIDTH,
  type PictureType,
} from '../../../domain/account-rules'
import type { Database } from '../../db/client'
import { profilePictures, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'

const CONTENT_TYPES: Record<PictureType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
const EXTENSIONS: Record<string, PictureType> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** Where a stored picture is served; the extension tells browsers and CDNs its type. */
export const pictureUrl = (id: number, contentType: string) =>
  `/api/media/pictures/${id}.${EXTENSIONS[contentType] ?? 'jpg'}`

const MESSAGES = {
  too_large: `The picture is too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`,
  not_an_image: 'Upload a JPEG, PNG or WebP picture.',
  too_small: `The picture is too small: it must be at least ${PICTURE_MIN_WIDTH} × ${PICTURE_MIN_HEIGHT} pixels.`,
} as const

/** The dimensions and type the bytes really have (never what the client claims), or nothing. */
function measure(bytes: Uint8Array): { type?: string; width?: number; height?: number } {
  try {
    return imageSize(bytes)
  } catch {
    return {}
  }
}

/**
 * POST /3/users/me/pictures/: checks the picture on the server (spec 1 §5), stores it and makes it
 * the profile picture; the previous uploads of the user are removed.
 */
export async function uploadProfilePicture(
  db: Database,
  userId: number,
  bytes: Uint8Array,
): Promise<{ url: string; width: number; height: number }> {
  const size = measure(bytes)
  const problem = pictureProblem({ bytes: bytes.byteLength, ...size })
  if (problem) throw ApiError.fields({ picture: [MESSAGES[problem]] })
  const type = size.type as PictureType
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)))
      .for('update')
    if (!live) throw ApiError.unauthenticated()
    const [stored] = await tx
      .insert(profilePictures)
      .values({ userId, contentType: CONTENT_TYPES[type], width: size.width!, height: size.height!, bytes })
      .returning({ id: profilePictures.id, contentType: profilePictures.contentType })
    const url = pictureUrl(stored!.id, stored!.contentType)
    await tx.delete(profilePictures).where(and(eq(profilePictures.userId, userId), ne(profilePictures.id, stored!.id)))
    await tx.update(users).set({ profilePictureUrl: url }).where(eq(users.id, userId))
    return { url, width: size.width!, height: size.height! }
  })
}

/** A stored picture by id, or a 404 (a replaced picture, or one of a deleted account, is gone). */
export async function readProfilePicture(
  db: Database,
  id: number,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ contentType: profilePictures.contentType, bytes: profilePictures.bytes })
    .from(profilePictures)
    .where(eq(profilePictures.id, id))
  if (!row) throw ApiError.notFound()
  return row
}
