import type { StyleSpecification } from 'maplibre-gl'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'

/** A basemap with no remote tiles: the world's countries (world-atlas, 1:110m) as one GeoJSON source. */
export function offlineBasemapStyle(): StyleSpecification {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>
  const countries = feature(topology, topology.objects.countries)
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3ea' } },
      { id: 'countries-fill', type: 'fill', source: 'countries', paint: { 'fill-color': '#f4f1e8' } },
      {
        id: 'countries-outline',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#b9b3a3', 'line-width': 0.8 },
      },
    ],
  }
}
