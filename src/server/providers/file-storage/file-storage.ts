import { join } from 'node:path'
import type { Env } from '../../env'
import { createDirectoryFileStorage } from './directory-file-storage'
import type { FileStorage } from './file-storage-provider'
import { createMemoryFileStorage } from './memory-file-storage'
import { createS3FileStorage } from './s3-file-storage'

// One store per configuration: the in-memory one must outlive a single request.
const stores = new WeakMap<Env, FileStorage>()

/** The store FILE_STORAGE names: a directory (DOCUMENTS_DIR, else DATA_DIR/documents; memory with DATA_DIR=memory://) or S3. */
export function fileStorage(env: Env): FileStorage {
  let store = stores.get(env)
  if (!store) {
    store = createStore(env)
    stores.set(env, store)
  }
  return store
}

function createStore(env: Env): FileStorage {
  switch (env.FILE_STORAGE) {
    case 's3':
      return createS3FileStorage({
        endpoint: env.S3_ENDPOINT!,
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      })
    case 'directory':
      if (env.DOCUMENTS_DIR) return createDirectoryFileStorage(env.DOCUMENTS_DIR)
      return env.DATA_DIR.startsWith('memory://')
        ? createMemoryFileStorage()
        : createDirectoryFileStorage(join(env.DATA_DIR, 'documents'))
  }
}
