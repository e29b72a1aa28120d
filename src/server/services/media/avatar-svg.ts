import { pickerFor } from './svg-random'

const BACKGROUNDS = [
  '#f4a261',
  '#2a9d8f',
  '#e9c46a',
  '#8ab17d',
  '#457b9d',
  '#e76f51',
  '#b5838d',
  '#6d597a',
  '#90be6d',
  '#4d908e',
]
const SKIN = ['#f9d7c3', '#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']
const HAIR = ['#2c1b10', '#4a2c1a', '#8b5a2b', '#d4a373', '#e6c27a', '#1f1f1f', '#a0522d', '#bdbdbd']
const SHIRTS = ['#264653', '#e63946', '#1d3557', '#f1faee', '#ffb703', '#023047', '#6a994e', '#9d4edd']

/** A friendly, deterministic portrait for a profile picture (256×256). */
export function avatarSvg(seed: string): string {
  const p = pickerFor(`avatar:${seed}`)
  const skin = p.pick(SKIN)
  const hair = p.pick(HAIR)
  const style = Math.floor(p.next() * 4)
  const hairShapes = [
    `<path d="M78 118c0-42 22-66 50-66s50 24 50 66c-10-22-28-32-50-32s-40 10-50 32z" fill="${hair}"/>`,
    `<path d="M70 140c-6-62 20-92 58-92s66 30 58 92c-6-30-14-44-22-50-14 10-58 10-72 0-8 6-16 20-22 50z" fill="${hair}"/>`,
    `<path d="M72 160c-14-70 12-110 56-110s72 40 56 110l-8-52c-16-8-80-8-96 0z" fill="${hair}"/>`,
    `<ellipse cx="128" cy="86" rx="46" ry="24" fill="${hair}"/>`,
  ]
  const glasses =
    p.next() < 0.25
      ? '<g fill="none" stroke="#333" stroke-width="3"><circle cx="110" cy="124" r="11"/><circle cx="146" cy="124" r="11"/><path d="M121 124h14"/></g>'
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Avatar">
<rect width="256" height="256" fill="${p.pick(BACKGROUNDS)}"/>
<path d="M40 256c8-52 44-78 88-78s80 26 88 78z" fill="${p.pick(SHIRTS)}"/>
<rect x="114" y="150" width="28" height="34" rx="10" fill="${skin}"/>
<ellipse cx="128" cy="122" rx="46" ry="52" fill="${skin}"/>
${hairShapes[style]}
<circle cx="110" cy="124" r="4.5" fill="#2b2b2b"/><circle cx="146" cy="124" r="4.5" fill="#2b2b2b"/>
${glasses}
<path d="M112 148q16 ${p.between(8, 14).toFixed(1)} 32 0" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>
</svg>`
}
