import { imageSize } from 'image-size'
import sharp from 'sharp'
import {
  PICTURE_SIZES,
  sniffPictureType,
  type CamperPictureType,
  type PictureSize,
  type RotationAngle,
} from '../../../domain/camper-picture-rules'
import type { FileStorage } from '../../providers/file-storage/file-storage-provider'

const SIZES = Object.keys(PICTURE_SIZES) as PictureSize[]
const SIZE_TYPE = 'image/webp'

/** What the bytes really are: the sniffed type and the upright dimensions (EXIF orientations 5 to 8 turn the picture a quarter). */
export function measurePicture(bytes: Uint8Array): {
  type: CamperPictureType | null
  width: number | null
  height: number | null
} {
  const type = sniffPictureType(bytes.subarray(0, 16))
  if (!type) return { type, width: null, height: null }
  try {
    const { width, height, orientation } = imageSize(bytes)
    const turned = orientation !== undefined && orientation >= 5
    return { type, width: (turned ? height : width) ?? null, height: (turned ? width : height) ?? null }
  } catch {
    return { type, width: null, height: null }
  }
}

export const sizeKey = (storageKey: string, size: PictureSize) => `${storageKey}-${size}.webp`

/** One served size: upright, at most the size's width (never enlarged), WebP. */
async function renderSize(original: Uint8Array, size: PictureSize): Promise<Uint8Array> {
  const output = await sharp(original)
    .autoOrient()
    .resize({ width: PICTURE_SIZES[size], withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
  return new Uint8Array(output)
}

/**
 * Renders every size of a freshly stored original into the storage. Throws when the bytes do not decode: the caller
 * turns that into the field error, since the header alone (what measurePicture reads) can lie.
 */
export async function storeSizes(storage: FileStorage, storageKey: string, original: Uint8Array): Promise<void> {
  for (const size of SIZES)
    await storage.put(sizeKey(storageKey, size), { bytes: await renderSize(original, size), contentType: SIZE_TYPE })
}

/** A served size from the storage, rendered from the original and cached there when it is missing; null without an original. */
export async function readSize(storage: FileStorage, storageKey: string, size: PictureSize) {
  const cached = await storage.get(sizeKey(storageKey, size))
  if (cached) return cached
  const original = await storage.get(storageKey)
  if (!original) return null
  const file = { bytes: await renderSize(original.bytes, size), contentType: SIZE_TYPE }
  await storage.put(sizeKey(storageKey, size), file)
  return file
}

/** The original turned clockwise by `angle`, re-encoded in its own format, with its new dimensions. */
export async function rotateOriginal(original: Uint8Array, type: CamperPictureType, angle: RotationAngle) {
  const turned = sharp(original).autoOrient().rotate(angle)
  const encoded =
    type === 'image/png'
      ? turned.png()
      : type === 'image/webp'
        ? turned.webp({ quality: 90 })
        : turned.jpeg({ quality: 90, mozjpeg: true })
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  return { bytes: new Uint8Array(data), width: info.width, height: info.height }
}

/** Removes an original and its sizes (best effort: a leftover file is only wasted space). */
export async function removeStored(storage: FileStorage, storageKey: string): Promise<void> {
  await Promise.allSettled([
    storage.delete(storageKey),
    ...SIZES.map((size) => storage.delete(sizeKey(storageKey, size))),
  ])
}
