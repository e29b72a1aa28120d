/**
 * The form place names are matched in: no accents, lower case, one space between words.
 * "Zürich" → "zurich", "Provence-Alpes-Côte d'Azur" → "provence alpes cote d azur".
 */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
