import { useLingui } from '@lingui/react/macro'
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useRef } from 'react'
import { getConfig } from '../../../lib/runtime-config'
import type { CamperSearchItem } from '../api/search-products'
import { formatPrice } from './camper-card'
import { offlineBasemapStyle } from './offline-basemap'

// MapLibre looks for its worker next to its own module, which the bundle renames: point it at the emitted file.
setWorkerUrl(mapWorkerUrl)

export interface SearchMapProps {
  campers: CamperSearchItem[]
  selectedId: number | null
  onSelect: (camperId: number) => void
}

/** The results on a map (loaded lazily): a price marker per camper; a click highlights its card. */
export default function SearchMap({ campers, selectedId, onSelect }: SearchMapProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef(new Map<number, { marker: Marker; element: HTMLButtonElement }>())
  const select = useRef(onSelect)
  useEffect(() => {
    select.current = onSelect
  }, [onSelect])

  useEffect(() => {
    if (!container.current) return
    const styleUrl = getConfig().mapStyleUrl
    const instance = new MapLibreMap({
      container: container.current,
      style: styleUrl || offlineBasemapStyle(),
      center: [2.35, 46.6],
      zoom: 4,
      attributionControl: false,
    })
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    map.current = instance
    const placed = markers.current
    return () => {
      placed.clear()
      instance.remove()
      map.current = null
    }
  }, [])

  useEffect(() => {
    const instance = map.current
    if (!instance) return
    for (const { marker } of markers.current.values()) marker.remove()
    markers.current.clear()
    if (!campers.length) return
    const bounds = new LngLatBounds()
    for (const camper of campers) {
      const element = document.createElement('button')
      element.type = 'button'
      element.className = 'map-price-marker'
      const price = formatPrice(Number(camper.price_per_day), camper.currency)
      element.textContent = price
      element.setAttribute('aria-label', t`${camper.title}, ${price} per day`)
      element.addEventListener('click', () => select.current(camper.id))
      const position: [number, number] = [camper.location.longitude, camper.location.latitude]
      const marker = new Marker({ element }).setLngLat(position).addTo(instance)
      markers.current.set(camper.id, { marker, element })
      bounds.extend(position)
    }
    instance.fitBounds(bounds, { padding: 48, maxZoom: 11, duration: 0 })
  }, [campers, t])

  useEffect(() => {
    for (const [id, { element }] of markers.current) {
      element.classList.toggle('map-price-marker--selected', id === selectedId)
      element.setAttribute('aria-pressed', String(id === selectedId))
    }
  }, [selectedId, campers])

  return <div ref={container} className="search-map" role="region" aria-label={t`Map of the results`} />
}
