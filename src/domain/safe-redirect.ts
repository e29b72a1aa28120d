// Where sign-in may send the user afterwards: only same-origin relative paths, else home.

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return fallback
  return next
}
