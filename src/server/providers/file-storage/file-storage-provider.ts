/** Where uploaded files (document pages) live: outside the database, read back only through the API's access checks. */
export interface StoredFile {
  bytes: Uint8Array
  contentType: string
}

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>
  /** null when no file has this key. */
  get(key: string): Promise<StoredFile | null>
  delete(key: string): Promise<void>
}
