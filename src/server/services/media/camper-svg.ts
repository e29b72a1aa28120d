import type { VehicleType } from '../../db/schema'
import { pickerFor } from './svg-random'

const SKIES = [
  ['#8ecae6', '#e0f4ff'],
  ['#ffb997', '#ffe5d0'],
  ['#a2d2ff', '#fdfcdc'],
  ['#6d83c5', '#f7c59f'],
  ['#bde0fe', '#ffffff'],
]
const BODIES = [
  '#ffffff',
  '#f1f1f1',
  '#e63946',
  '#2a9d8f',
  '#f4a261',
  '#457b9d',
  '#ffd166',
  '#9bc53d',
  '#d9d9d9',
  '#ef476f',
]
const SCENES = ['mountains', 'sea', 'forest', 'fields'] as const

const wheel = (x: number, y: number, r = 34) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#bbb"/>`

/** Side views per vehicle type, drawn on a 960-wide canvas whose road is at y=560. */
function vehicle(type: VehicleType, body: string, stripe: string): string {
  const glass = '#9ad1ea'
  switch (type) {
    case 1: // low-profile: cab plus a box with a sloping cap
      return `<path d="M200 300h420q30 0 30 30v190H150v-120l50-70z" fill="${body}"/><path d="M200 300l80-40h340v40z" fill="${body}"/>
<path d="M165 400l40-60h60v60z" fill="${glass}"/><rect x="330" y="350" width="110" height="60" rx="8" fill="${glass}"/><rect x="500" y="370" width="70" height="110" rx="6" fill="#ccc"/>
<rect x="150" y="470" width="500" height="14" fill="${stripe}"/>${wheel(240, 540)}${wheel(560, 540)}`
    case 2: // coachbuilt: the alcove over the cab
      return `<rect x="260" y="250" width="420" height="270" rx="16" fill="${body}"/><path d="M150 420v-60l40-60h80v220H150z" fill="${body}"/>
<path d="M170 250h120v70H150z" fill="${body}"/><path d="M165 400l35-55h60v55z" fill="${glass}"/><rect x="180" y="265" width="80" height="30" rx="6" fill="${glass}"/>
<rect x="340" y="320" width="120" height="70" rx="8" fill="${glass}"/><rect x="540" y="350" width="75" height="130" rx="6" fill="#ccc"/>
<rect x="150" y="470" width="530" height="14" fill="${stripe}"/>${wheel(240, 540)}${wheel(590, 540)}`
    case 3: // A-class: one box with a panoramic windscreen
      return `<path d="M190 260h500q20 0 20 20v240H150V330q0-70 40-70z" fill="${body}"/><path d="M160 400V330q0-50 40-55h30v125z" fill="${glass}"/>
<rect x="300" y="310" width="150" height="70" rx="8" fill="${glass}"/><rect x="560" y="340" width="80" height="140" rx="6" fill="#ccc"/>
<rect x="150" y="470" width="560" height="14" fill="${stripe}"/>${wheel(250, 540)}${wheel(610, 540)}`
    case 4: // campervan with a high roof
      return `<path d="M230 300h390q30 0 30 30v190H170v-130l40-70q8-20 20-20z" fill="${body}"/><path d="M185 395l35-65h55v65z" fill="${glass}"/>
<rect x="330" y="335" width="150" height="60" rx="8" fill="${glass}"/><rect x="170" y="455" width="480" height="20" fill="${stripe}"/>
${wheel(250, 530)}${wheel(560, 530)}`
    case 5: // classic van, two-tone with a pop-top
      return `<path d="M260 320h330v-20h-300z" fill="${stripe}"/><path d="M230 320h380q30 0 30 40v160H190v-110q0-90 40-90z" fill="${body}"/>
<path d="M190 420h450v100H190z" fill="${stripe}"/><path d="M205 400v-40q0-25 25-25h40v65z" fill="${glass}"/>
<rect x="300" y="345" width="90" height="55" rx="8" fill="${glass}"/><rect x="410" y="345" width="90" height="55" rx="8" fill="${glass}"/>
${wheel(260, 530)}${wheel(560, 530)}`
    case 6: // caravan on a single axle with its drawbar
      return `<path d="M270 290h360q40 0 40 50v170H250V330q0-40 20-40z" fill="${body}"/><path d="M250 500h-90l-10 12h100z" fill="#555"/>
<rect x="300" y="340" width="130" height="60" rx="10" fill="${glass}"/><rect x="480" y="350" width="70" height="130" rx="6" fill="#ccc"/>
<rect x="250" y="455" width="420" height="14" fill="${stripe}"/>${wheel(470, 535)}`
    default: // an off-roader with a roof tent
      return `<path d="M230 390h400v130H190v-90q0-40 40-40z" fill="${body}"/><path d="M280 330h280v60H260z" fill="${body}"/>
<path d="M290 340h110v45H275z" fill="${glass}"/><rect x="420" y="340" width="120" height="45" rx="6" fill="${glass}"/>
<path d="M270 330l40-60h240v60z" fill="${stripe}"/><rect x="630" y="420" width="30" height="70" rx="4" fill="#444"/>
${wheel(280, 530, 40)}${wheel(560, 530, 40)}`
  }
}

function scenery(scene: (typeof SCENES)[number]): string {
  switch (scene) {
    case 'mountains':
      return '<path d="M0 420l180-220 140 150 170-230 200 260 120-120 150 160v220H0z" fill="#7d8f69"/><path d="M490 120l60 80-30-10-30 30-30-25-35 15z" fill="#fff"/>'
    case 'sea':
      return '<rect y="380" width="960" height="90" fill="#2a6f97"/><path d="M0 470q240-30 480 0t480 0v170H0z" fill="#f2d492"/>'
    case 'forest':
      return Array.from(
        { length: 9 },
        (_, i) => `<path d="M${i * 115} 470l60-170 60 170z" fill="${i % 2 ? '#386641' : '#6a994e'}"/>`,
      ).join('')
    default:
      return '<path d="M0 430q240-70 480-20t480-30v260H0z" fill="#a7c957"/><path d="M0 470q300-40 960-10v180H0z" fill="#6a994e"/>'
  }
}

/** An illustration of a camper of `type`; `variant` changes colours, sky and scenery. */
export function camperSvg(type: VehicleType, variant: number): string {
  const p = pickerFor(`camper:${type}:${variant}`)
  const [sky, horizon] = p.pick(SKIES)
  const body = p.pick(BODIES)
  const stripe = p.pick(BODIES.filter((color) => color !== body))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640" width="960" height="640" role="img" aria-label="Camper">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
<rect width="960" height="640" fill="url(#sky)"/>
<circle cx="${p.between(620, 880).toFixed(0)}" cy="${p.between(80, 160).toFixed(0)}" r="46" fill="#ffd166" opacity="0.9"/>
${scenery(p.pick(SCENES))}
<rect y="560" width="960" height="80" fill="#5c5c5c"/><path d="M0 600h960" stroke="#f1f1f1" stroke-width="6" stroke-dasharray="50 40"/>
<g stroke="#00000022" stroke-width="2" transform="translate(-12 -109) scale(1.2)">${vehicle(type, body, stripe)}</g>
</svg>`
}
