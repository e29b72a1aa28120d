import type { FileStorage, StoredFile } from './file-storage-provider'

/** Files in process memory: with DATA_DIR=memory:// (tests, throw-away demos) nothing touches the disk. */
export function createMemoryFileStorage(): FileStorage {
  const files = new Map<string, StoredFile>()
  return {
    async put(key, file) {
      files.set(key, { bytes: file.bytes.slice(), contentType: file.contentType })
    },
    async get(key) {
      return files.get(key) ?? null
    },
    async delete(key) {
      files.delete(key)
    },
  }
}
