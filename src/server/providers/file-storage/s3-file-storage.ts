import { createHash, createHmac } from 'node:crypto'
import type { FileStorage } from './file-storage-provider'

export interface S3Settings {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/**
 * An S3-compatible bucket (AWS S3, MinIO, Garage, R2…) through path-style URLs and AWS Signature V4, with fetch only:
 * several API processes then share one store.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const endpoint = new URL(settings.endpoint)
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const path = `/${settings.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
    const now = new Date()
    const amzDate = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    const day = amzDate.slice(0, 8)
    const payloadHash = sha256(body ?? '')
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    }
    if (contentType) headers['content-type'] = contentType
    const names = Object.keys(headers).sort()
    const canonical = [
      method,
      path,
      '',
      ...names.map((name) => `${name}:${headers[name]}`),
      '',
      names.join(';'),
      payloadHash,
    ].join('\n')
    const scope = `${day}/${settings.region}/s3/aws4_request`
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'),
      'aws4_request',
    )
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex')
    const authorization = `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`
    const { host: _host, ...sent } = headers
    return fetch(new URL(path, endpoint), {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
    })
  }
  return {
    async put(key, file) {
      const response = await send('PUT', key, file.bytes, file.contentType)
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`)
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`)
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      }
    },
    async delete(key) {
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`)
    },
  }
}
