import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import {
  camperPictureProblem,
  MAX_CAMPER_PICTURES,
  moveItem,
  orderProblem,
  PICTURE_MAX_BYTES,
  PICTURE_MIN_HEIGHT,
  PICTURE_MIN_WIDTH,
  type CamperPictureProblem,
  type CamperPictureType,
  type PictureSize,
  type RotationAngle,
} from '../../../domain/camper-picture-rules'
import type { Database } from '../../db/client'
import { camperPhotos, campers, users, type CamperPhotoRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { FileStorage } from '../../providers/file-storage/file-storage-provider'
import { measurePicture, readSize, removeStored, rotateOriginal, storeSizes } from './photo-sizes'

export interface PhotoActor {
  userId: number
  isStaff: boolean
}

const MESSAGES: Record<CamperPictureProblem, string> = {
  too_large: `The picture is too large: at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`,
  not_an_image: 'Upload a JPEG, PNG or WebP picture.',
  too_small: `The picture is too small: it must be at least ${PICTURE_MIN_WIDTH} × ${PICTURE_MIN_HEIGHT} pixels.`,
  too_many: `A camper has at most ${MAX_CAMPER_PICTURES} pictures: delete one first.`,
}
const pictureError = (problem: CamperPictureProblem) => ApiError.fields({ photo: [MESSAGES[problem]] })

/** The public address of one size; the version changes with each rotation or replacement, so each address is immutable. */
export const photoSizeUrl = (photoId: number, version: number, size: PictureSize) =>
  `/api/media/camper-photos/${photoId}-${version}-${size}.webp`

/** Spec 2 §3 Vehicle photos (id, index) with the addresses of each size. */
function toWire(row: CamperPhotoRow) {
  const uploaded = row.storageKey !== null
  const sizeUrl = (size: PictureSize) => (uploaded ? photoSizeUrl(row.id, row.version, size) : row.url)
  return {
    id: row.id,
    index: row.position,
    url: row.url,
    sizes: { thumbnail: sizeUrl('thumbnail'), card: sizeUrl('card'), gallery: sizeUrl('gallery') },
    width: row.width,
    height: row.height,
    content_type: row.contentType,
  }
}
export type CamperPhotoWire = ReturnType<typeof toWire>

/** The row fields that follow from a stored version of a picture. */
const storedFields = (
  photoId: number,
  version: number,
  stored: { storageKey: string; contentType: string; width: number; height: number },
) => ({
  ...stored,
  version,
  url: photoSizeUrl(photoId, version, 'gallery'),
  cardUrl: photoSizeUrl(photoId, version, 'card'),
})

/**
 * The camper if the actor may see (or, with `write`, change) its pictures: its owner, and staff for reading. Another owner
 * learns nothing (404, as for a missing camper); a user who owns no camper at all is refused outright (403).
 */
async function accessibleCamper(db: Database, camperId: number, actor: PhotoActor, write: boolean) {
  const [camper] = await db
    .select({ id: campers.id, ownerId: campers.ownerId })
    .from(campers)
    .where(and(eq(campers.id, camperId), sql`${campers.status} NOT IN ('deleted', 'deleted_owner')`))
  if (camper && camper.ownerId === actor.userId) return camper
  if (camper && actor.isStaff) {
    if (write) throw ApiError.detail(403, 'Only the camper’s owner changes its pictures.', 'not_owner')
    return camper
  }
  const [user] = await db.select({ isOwner: users.isOwner }).from(users).where(eq(users.id, actor.userId))
  if (!user?.isOwner) throw ApiError.detail(403, 'You do not have permission to perform this action.', 'not_owner')
  throw ApiError.notFound()
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

async function photosOf(db: Database | Tx, camperId: number) {
  return db.select().from(camperPhotos).where(eq(camperPhotos.camperId, camperId)).orderBy(asc(camperPhotos.position))
}

async function photoOf(db: Database, camperId: number, photoId: number) {
  const [photo] = await db
    .select()
    .from(camperPhotos)
    .where(and(eq(camperPhotos.id, photoId), eq(camperPhotos.camperId, camperId)))
  if (!photo) throw ApiError.notFound()
  return photo
}

/** Locks the camper so concurrent uploads, moves and deletes of its pictures run one after the other. */
async function lockCamper(tx: Tx, camperId: number) {
  await tx.select({ id: campers.id }).from(campers).where(eq(campers.id, camperId)).for('update')
}

/** Writes positions 0…n-1 in `ids` order. Positions are unique per camper, so they first move out of the way (negative). */
async function writeOrder(tx: Tx, camperId: number, ids: number[]) {
  await tx
    .update(camperPhotos)
    .set({ position: sql`-1 - ${camperPhotos.position}` })
    .where(eq(camperPhotos.camperId, camperId))
  for (const [position, id] of ids.entries()) {
    await tx
      .update(camperPhotos)
      .set({ position })
      .where(and(eq(camperPhotos.id, id), eq(camperPhotos.camperId, camperId)))
  }
}

/** Checks the bytes (type by magic number, size, dimensions) and stores the original and its sizes under a new key. */
async function storeUpload(storage: FileStorage, camperId: number, bytes: Uint8Array, existing: number) {
  const measured = measurePicture(bytes)
  const problem = camperPictureProblem({ bytes: bytes.byteLength, ...measured }, existing)
  if (problem) throw pictureError(problem)
  const stored = {
    storageKey: `camper-photos/${camperId}/${randomUUID()}`,
    contentType: measured.type!,
    width: measured.width!,
    height: measured.height!,
  }
  await storage.put(stored.storageKey, { bytes, contentType: stored.contentType })
  try {
    await storeSizes(storage, stored.storageKey, bytes)
  } catch {
    // The header looked right but the picture does not decode.
    await removeStored(storage, stored.storageKey)
    throw pictureError('not_an_image')
  }
  return stored
}

export async function listPhotos(db: Database, camperId: number, actor: PhotoActor) {
  await accessibleCamper(db, camperId, actor, false)
  return (await photosOf(db, camperId)).map(toWire)
}

/** POST /v4/vehicles/{id}/photos/: a new picture, last in the order (the first one is the cover). */
export async function addPhoto(
  db: Database,
  storage: FileStorage,
  camperId: number,
  actor: PhotoActor,
  bytes: Uint8Array,
) {
  await accessibleCamper(db, camperId, actor, true)
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(camperPhotos)
    .where(eq(camperPhotos.camperId, camperId))
  const stored = await storeUpload(storage, camperId, bytes, existing)
  try {
    return await db.transaction(async (tx) => {
      await lockCamper(tx, camperId)
      const [{ value: now } = { value: 0 }] = await tx
        .select({ value: count() })
        .from(camperPhotos)
        .where(eq(camperPhotos.camperId, camperId))
      if (now >= MAX_CAMPER_PICTURES) throw pictureError('too_many')
      const [inserted] = await tx
        .insert(camperPhotos)
        .values({ camperId, url: '', position: now, ...stored })
        .returning({ id: camperPhotos.id })
      const [row] = await tx
        .update(camperPhotos)
        .set(storedFields(inserted!.id, 1, stored))
        .where(eq(camperPhotos.id, inserted!.id))
        .returning()
      return toWire(row!)
    })
  } catch (error) {
    await removeStored(storage, stored.storageKey)
    throw error
  }
}

/** Swaps the stored version of a picture for a new one; the old files go once the row points at the new ones. */
async function replaceStored(
  db: Database,
  storage: FileStorage,
  photo: CamperPhotoRow,
  stored: Awaited<ReturnType<typeof storeUpload>>,
) {
  const [row] = await db
    .update(camperPhotos)
    .set(storedFields(photo.id, photo.version + 1, stored))
    .where(and(eq(camperPhotos.id, photo.id), eq(camperPhotos.version, photo.version)))
    .returning()
  if (!row) {
    await removeStored(storage, stored.storageKey)
    throw ApiError.detail(409, 'The picture changed meanwhile: reload it and try again.', 'conflict')
  }
  if (photo.storageKey) await removeStored(storage, photo.storageKey)
  return row
}

/** PATCH /v4/vehicles/{id}/photos/{photoId}/: a new file for the picture and/or a new place in the order. */
export async function updatePhoto(
  db: Database,
  storage: FileStorage,
  camperId: number,
  photoId: number,
  actor: PhotoActor,
  change: { bytes?: Uint8Array; index?: number },
) {
  await accessibleCamper(db, camperId, actor, true)
  const photo = await photoOf(db, camperId, photoId)
  if (change.bytes) await replaceStored(db, storage, photo, await storeUpload(storage, camperId, change.bytes, 0))
  if (change.index !== undefined) {
    const target = change.index
    await db.transaction(async (tx) => {
      await lockCamper(tx, camperId)
      const ids = (await photosOf(tx, camperId)).map((row) => row.id)
      await writeOrder(tx, camperId, moveItem(ids, ids.indexOf(photoId), target))
    })
  }
  return toWire(await photoOf(db, camperId, photoId))
}

/** PATCH …/rotate/: the stored original itself turns (re-encoded), so every size and any later download follow. */
export async function rotatePhoto(
  db: Database,
  storage: FileStorage,
  camperId: number,
  photoId: number,
  actor: PhotoActor,
  angle: RotationAngle,
) {
  await accessibleCamper(db, camperId, actor, true)
  const photo = await photoOf(db, camperId, photoId)
  const original = photo.storageKey ? await storage.get(photo.storageKey) : null
  if (!photo.storageKey || !original) throw ApiError.fields({ angle: ['Only an uploaded picture can be rotated.'] })
  const type = photo.contentType as CamperPictureType
  const turned = await rotateOriginal(original.bytes, type, angle)
  const storageKey = `camper-photos/${camperId}/${randomUUID()}`
  await storage.put(storageKey, { bytes: turned.bytes, contentType: type })
  await storeSizes(storage, storageKey, turned.bytes)
  return toWire(
    await replaceStored(db, storage, photo, {
      storageKey,
      contentType: type,
      width: turned.width,
      height: turned.height,
    }),
  )
}

/** Removes pictures and closes the gaps in the order; their files go after the commit. */
async function removePhotos(db: Database, storage: FileStorage, camperId: number, photoIds: number[]) {
  const removed = await db.transaction(async (tx) => {
    await lockCamper(tx, camperId)
    const gone = await tx
      .delete(camperPhotos)
      .where(and(eq(camperPhotos.camperId, camperId), inArray(camperPhotos.id, photoIds)))
      .returning({ storageKey: camperPhotos.storageKey })
    await writeOrder(
      tx,
      camperId,
      (await photosOf(tx, camperId)).map((row) => row.id),
    )
    return gone
  })
  for (const { storageKey } of removed) if (storageKey) await removeStored(storage, storageKey)
}

/** DELETE /v4/vehicles/{id}/photos/{photoId}/ */
export async function deletePhoto(
  db: Database,
  storage: FileStorage,
  camperId: number,
  photoId: number,
  actor: PhotoActor,
) {
  await accessibleCamper(db, camperId, actor, true)
  await photoOf(db, camperId, photoId)
  await removePhotos(db, storage, camperId, [photoId])
}

/** DELETE /3/products/{id}/photos/: several pictures at once; an id that is not one of the camper's refuses them all. */
export async function deletePhotos(
  db: Database,
  storage: FileStorage,
  camperId: number,
  actor: PhotoActor,
  photoIds: number[],
) {
  await accessibleCamper(db, camperId, actor, true)
  const known = new Set((await photosOf(db, camperId)).map((row) => row.id))
  const unknown = photoIds.filter((id) => !known.has(id))
  if (unknown.length > 0) throw ApiError.fields({ photos: [`Not a picture of this camper: ${unknown.join(', ')}.`] })
  await removePhotos(db, storage, camperId, photoIds)
  return (await photosOf(db, camperId)).map(toWire)
}

const ORDER_MESSAGES = {
  duplicate: 'Each picture may appear only once.',
  unknown: 'Not a picture of this camper.',
  missing: 'List every picture of the camper.',
} as const

/** PUT /3/products/{id}/photos/: the whole new order, the cover first. */
export async function reorderPhotos(db: Database, camperId: number, actor: PhotoActor, order: number[]) {
  await accessibleCamper(db, camperId, actor, true)
  return db.transaction(async (tx) => {
    await lockCamper(tx, camperId)
    const problem = orderProblem(
      (await photosOf(tx, camperId)).map((row) => row.id),
      order,
    )
    if (problem) throw ApiError.fields({ photos: [ORDER_MESSAGES[problem]] })
    await writeOrder(tx, camperId, order)
    return (await photosOf(tx, camperId)).map(toWire)
  })
}

/** GET /api/media/camper-photos/{id}-{version}-{size}.webp: public like the listing; an old version is gone (404). */
export async function photoSizeFile(
  db: Database,
  storage: FileStorage,
  photoId: number,
  version: number,
  size: PictureSize,
) {
  const [photo] = await db
    .select({ storageKey: camperPhotos.storageKey, version: camperPhotos.version })
    .from(camperPhotos)
    .where(eq(camperPhotos.id, photoId))
  if (!photo?.storageKey || photo.version !== version) throw ApiError.notFound('No such picture.')
  const file = await readSize(storage, photo.storageKey, size)
  if (!file) throw ApiError.notFound('No such picture.')
  return file
}
