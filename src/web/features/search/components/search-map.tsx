import { Trans, useLingui } from '@lingui/react/macro'
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useRef, useState } from 'react'
import { clusterPoints } from '../../../../domain/map-clusters'
import type { MapBounds } from '../../../../domain/map-area'
import { getConfig } from '../../../lib/runtime-config'
import type { CamperSearchItem } from '../api/search-products'
import { formatPrice } from './camper-card'
import { offlineBasemapStyle } from './offline-basemap'

// MapLibre looks for its worker next to its own module, which the bundle renames: point it at the emitted file.
setWorkerUrl(mapWorkerUrl)

/** Pins closer than this many pixels merge into a cluster. */
const CLUSTER_RADIUS_PX = 44
/** A cluster click zooms at most this far in (street level). */
const MAX_CLUSTER_ZOOM = 15
/** A press that travels farther than this is a drag of the map, not a click. */
const DRAG_THRESHOLD_PX = 5

export interface SearchMapProps {
  campers: CamperSearchItem[]
  selectedId: number | null
  /** The card under the pointer: its pin (or the cluster holding it) stands out. */
  hoveredId: number | null
  onSelect: (camperId: number) => void
  onHover: (camperId: number | null) => void
  /** "Search this area": the visible rectangle. */
  onSearchArea: (bounds: MapBounds) => void
  /** False when the results are those of the visible area: the map keeps the view the visitor chose. */
  fitToResults: boolean
}

interface PlacedMarker {
  marker: Marker
  element: HTMLButtonElement
  /** The campers behind the pin: one, or a cluster's. */
  ids: number[]
}

/**
 * The results on a map (loaded lazily): a price pin per camper, pins that would overlap merged into a count (a click
 * zooms in on them). Moving the map offers "Search this area".
 */
export default function SearchMap(props: SearchMapProps) {
  const { campers, selectedId, hoveredId, fitToResults } = props
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const markers = useRef<PlacedMarker[]>([])
  const callbacks = useRef(props)
  const highlight = useRef({ selectedId, hoveredId })
  const pins = useRef<{ id: number; position: [number, number]; price: string; label: string }[]>([])
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    callbacks.current = props
  })

  /** Lays the pins out for the current view: one per lone camper, one per group that would overlap. */
  function placeMarkers(instance: MapLibreMap) {
    for (const { marker } of markers.current) marker.remove()
    const projected = pins.current.map((pin) => {
      const { x, y } = instance.project(pin.position)
      return { ...pin, x, y }
    })
    markers.current = clusterPoints(projected, CLUSTER_RADIUS_PX).map(({ members }) => {
      const element = document.createElement('button')
      element.type = 'button'
      const ids = members.map((member) => member.id)
      let position: [number, number]
      if (members.length > 1) {
        const bounds = new LngLatBounds()
        for (const member of members) bounds.extend(member.position)
        const centre = bounds.getCenter()
        position = [centre.lng, centre.lat]
        const count = members.length
        element.className = 'map-cluster-marker'
        element.textContent = String(count)
        element.setAttribute('aria-label', t`${count} campers here: zoom in`)
        element.addEventListener('click', () => {
          instance.fitBounds(bounds, { padding: 80, maxZoom: MAX_CLUSTER_ZOOM })
          setMoved(true)
        })
      } else {
        const [pin] = members
        position = pin!.position
        element.className = 'map-price-marker'
        element.textContent = pin!.price
        element.setAttribute('aria-label', pin!.label)
        element.dataset.camperId = String(pin!.id)
        element.addEventListener('click', () => callbacks.current.onSelect(pin!.id))
        element.addEventListener('mouseenter', () => callbacks.current.onHover(pin!.id))
        element.addEventListener('mouseleave', () => callbacks.current.onHover(null))
      }
      return { marker: new Marker({ element }).setLngLat(position).addTo(instance), element, ids }
    })
    paintHighlight()
  }

  function paintHighlight() {
    const { selectedId: selected, hoveredId: hovered } = highlight.current
    for (const { element, ids } of markers.current) {
      const isSelected = selected !== null && ids.includes(selected)
      element.classList.toggle('map-marker--selected', isSelected)
      element.classList.toggle('map-marker--hovered', hovered !== null && ids.includes(hovered))
      if (ids.length === 1) element.setAttribute('aria-pressed', String(isSelected))
    }
  }

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
    instance.on('zoomend', () => placeMarkers(instance))
    // The visitor's own moves, read from the pointer and the wheel: fitting the results is no reason to offer a search.
    const frame = container.current
    let pressed: { x: number; y: number } | null = null
    const press = (event: PointerEvent) => (pressed = { x: event.clientX, y: event.clientY })
    const release = (event: PointerEvent) => {
      if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > DRAG_THRESHOLD_PX)
        setMoved(true)
      pressed = null
    }
    const wheel = () => setMoved(true)
    const controls = (event: MouseEvent) => {
      if ((event.target as Element).closest('.maplibregl-ctrl')) setMoved(true)
    }
    frame.addEventListener('pointerdown', press)
    frame.addEventListener('pointerup', release)
    frame.addEventListener('wheel', wheel, { passive: true })
    frame.addEventListener('click', controls)
    return () => {
      frame.removeEventListener('pointerdown', press)
      frame.removeEventListener('pointerup', release)
      frame.removeEventListener('wheel', wheel)
      frame.removeEventListener('click', controls)
      markers.current = []
      instance.remove()
      map.current = null
    }
    // The map is made once; `t` changes only with the locale, which remounts the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const instance = map.current
    if (!instance) return
    pins.current = campers.map((camper) => {
      const price = formatPrice(Number(camper.price_per_day), camper.currency)
      return {
        id: camper.id,
        position: [camper.location.longitude, camper.location.latitude],
        price,
        label: t`${camper.title}, ${price} per day`,
      }
    })
    if (campers.length && fitToResults) {
      const bounds = new LngLatBounds()
      for (const pin of pins.current) bounds.extend(pin.position)
      instance.fitBounds(bounds, { padding: 48, maxZoom: 11, duration: 0 })
    }
    placeMarkers(instance)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [campers, t, fitToResults])

  useEffect(() => {
    highlight.current = { selectedId, hoveredId }
    paintHighlight()
  }, [selectedId, hoveredId])

  const searchArea = () => {
    const instance = map.current
    if (!instance) return
    const bounds = instance.getBounds()
    setMoved(false)
    callbacks.current.onSearchArea({
      north: bounds.getNorth(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      west: bounds.getWest(),
    })
  }

  return (
    <div className="search-map-frame">
      <div ref={container} className="search-map" role="region" aria-label={t`Map of the results`} />
      {moved && (
        <button type="button" className="button button--small search-map__area-button" onClick={searchArea}>
          <Trans>Search this area</Trans>
        </button>
      )}
    </div>
  )
}
