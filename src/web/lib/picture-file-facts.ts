import { sniffPictureType, type PictureFacts } from '../../domain/camper-picture-rules'

/**
 * What the browser can tell about a chosen file before sending it: its type from the first bytes and its upright
 * dimensions (createImageBitmap applies the EXIF orientation). A file it cannot decode has no dimensions.
 */
export async function pictureFileFacts(file: Blob): Promise<PictureFacts> {
  const type = sniffPictureType(await headOf(file))
  if (!type || typeof createImageBitmap !== 'function') return { bytes: file.size, type, width: null, height: null }
  try {
    const bitmap = await createImageBitmap(file)
    const facts = { bytes: file.size, type, width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return facts
  } catch {
    return { bytes: file.size, type, width: null, height: null }
  }
}

/** The first bytes of a file, through FileReader (which every browser, and jsdom, has). */
function headOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => resolve(new Uint8Array())
    reader.readAsArrayBuffer(file.slice(0, 16))
  })
}
