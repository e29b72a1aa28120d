import type { VehicleType } from '../schema'

/** Base-vehicle makers and their chassis: what the onboarding brand picker lists. */
export const DEMO_BRANDS: Record<string, string[]> = {
  Citroën: ['Jumper', 'Jumpy', 'SpaceTourer'],
  Fiat: ['Ducato', 'Talento', 'Scudo'],
  Ford: ['Transit', 'Transit Custom', 'Tourneo Custom'],
  Iveco: ['Daily'],
  MAN: ['TGE'],
  'Mercedes-Benz': ['Sprinter', 'Vito', 'V-Class', 'Marco Polo'],
  Nissan: ['NV200', 'Primastar', 'Interstar'],
  Opel: ['Movano', 'Vivaro', 'Zafira Life'],
  Peugeot: ['Boxer', 'Expert', 'Traveller'],
  Renault: ['Master', 'Trafic', 'Kangoo'],
  Toyota: ['Proace', 'Proace City'],
  Volkswagen: ['California', 'Grand California', 'Transporter', 'Multivan', 'Crafter', 'Caddy'],
}

/** Coachbuilders and converters and their ranges. */
export const DEMO_MANUFACTURERS: Record<string, string[]> = {
  Adria: ['Twin', 'Coral', 'Matrix', 'Sonic', 'Compact', 'Altea', 'Adora'],
  Benimar: ['Tessoro', 'Sport', 'Amphitryon'],
  Bürstner: ['Lyseo', 'Ixeo', 'Elegance', 'Campeo'],
  Carado: ['T 447', 'V 600', 'I 449'],
  Challenger: ['Graphite', 'Vany'],
  Chausson: ['Flash', 'Welcome', 'Titanium', 'V594'],
  Dethleffs: ['Trend', 'Globebus', 'Pulse', 'Camper'],
  Elddis: ['Autoquest', 'Encore'],
  Eriba: ['Touring', 'Feeling'],
  'Eura Mobil': ['Profila', 'Integra'],
  Fendt: ['Bianco', 'Tendenza'],
  Ford: ['Nugget', 'Nugget Plus'],
  Hobby: ['De Luxe', 'Prestige', 'Optima'],
  Hymer: ['B-Class MasterLine', 'B-Class ModernComfort', 'Exsis-t', 'Free 600', 'Grand Canyon S', 'ML-T'],
  Knaus: ['BoxStar', 'Sky TI', 'Van TI', 'Sun TI', 'Sport'],
  Laika: ['Kosmo', 'Ecovip'],
  'Mercedes-Benz': ['Marco Polo'],
  'McLouis': ['Nevis', 'Fusion'],
  Pilote: ['Pacific', 'Galaxy'],
  Pössl: ['Summit 600', 'Summit 640', '2Win', 'Roadcruiser', 'D-Line'],
  Rapido: ['Série M', '6 Series', '8 Series'],
  'Roller Team': ['Kronos', 'Zefiro'],
  Swift: ['Escape', 'Basecamp'],
  Tabbert: ['Da Vinci', 'Puccini'],
  Volkswagen: ['California Ocean', 'California Coast', 'California Beach', 'Grand California 600'],
  Weinsberg: ['CaraBus', 'CaraCompact', 'CaraOne'],
  Westfalia: ['Club Joker', 'Kepler One', 'James Cook', 'Columbus'],
}

export interface VehicleTemplate {
  type: VehicleType
  /** Brand and model as the listing shows them (the converter's name when there is one). */
  brand: string
  model: string
  years: [number, number]
  seats: [number, number]
  beds: [number, number]
  /** Price per day in euros, before a country's currency conversion. */
  price: [number, number]
  weight?: number
}

/** Realistic listings per vehicle type (1 lowprofile … 7 other). */
export const VEHICLE_TEMPLATES: VehicleTemplate[] = [
  { type: 1, brand: 'Bürstner', model: 'Lyseo TD 690 G', years: [2016, 2024], seats: [4, 4], beds: [2, 4], price: [110, 160] },
  { type: 1, brand: 'Hymer', model: 'Tramp S 680', years: [2017, 2024], seats: [4, 4], beds: [2, 4], price: [120, 175] },
  { type: 1, brand: 'Chausson', model: 'Welcome 718', years: [2015, 2023], seats: [4, 5], beds: [4, 5], price: [100, 150], weight: 2 },
  { type: 1, brand: 'Adria', model: 'Compact SL', years: [2016, 2024], seats: [4, 4], beds: [2, 4], price: [105, 150] },
  { type: 1, brand: 'Dethleffs', model: 'Trend T 7057 EB', years: [2017, 2024], seats: [4, 4], beds: [3, 4], price: [105, 155] },
  { type: 1, brand: 'Knaus', model: 'Sky TI 650 MF', years: [2016, 2024], seats: [4, 4], beds: [3, 4], price: [110, 160], weight: 2 },
  { type: 1, brand: 'Carado', model: 'T 447', years: [2015, 2023], seats: [4, 4], beds: [4, 4], price: [90, 135] },
  { type: 2, brand: 'Chausson', model: 'Flash C656', years: [2012, 2023], seats: [5, 6], beds: [5, 6], price: [95, 145], weight: 2 },
  { type: 2, brand: 'Adria', model: 'Coral XL Plus 670 SC', years: [2014, 2024], seats: [4, 6], beds: [4, 6], price: [100, 150] },
  { type: 2, brand: 'Benimar', model: 'Sport 346', years: [2013, 2023], seats: [5, 6], beds: [6, 6], price: [90, 140] },
  { type: 2, brand: 'Sun Living', model: 'A 70 DK', years: [2015, 2024], seats: [5, 6], beds: [6, 6], price: [95, 140] },
  { type: 2, brand: 'Rimor', model: 'Seal 9', years: [2010, 2021], seats: [6, 7], beds: [6, 7], price: [85, 130] },
  { type: 2, brand: 'Roller Team', model: 'Kronos 284 TL', years: [2012, 2022], seats: [5, 6], beds: [6, 6], price: [85, 130] },
  { type: 2, brand: 'Elddis', model: 'Autoquest 196', years: [2012, 2021], seats: [4, 6], beds: [4, 6], price: [90, 140] },
  { type: 3, brand: 'Hymer', model: 'B-Class MasterLine 780', years: [2016, 2024], seats: [4, 4], beds: [4, 5], price: [160, 240], weight: 2 },
  { type: 3, brand: 'Rapido', model: '8066 dF', years: [2015, 2024], seats: [4, 4], beds: [4, 4], price: [150, 220] },
  { type: 3, brand: 'Pilote', model: 'Galaxy G740', years: [2014, 2023], seats: [4, 4], beds: [4, 4], price: [145, 210] },
  { type: 3, brand: 'Carthago', model: 'C-tourer I 144 LE', years: [2016, 2024], seats: [4, 4], beds: [4, 4], price: [170, 250] },
  { type: 3, brand: 'Laika', model: 'Kreos 5009', years: [2015, 2023], seats: [4, 5], beds: [4, 5], price: [155, 225] },
  { type: 4, brand: 'Volkswagen', model: 'California Ocean', years: [2016, 2025], seats: [4, 4], beds: [4, 4], price: [95, 150], weight: 4 },
  { type: 4, brand: 'Volkswagen', model: 'California Beach', years: [2015, 2025], seats: [4, 5], beds: [4, 4], price: [85, 130], weight: 2 },
  { type: 4, brand: 'Volkswagen', model: 'Grand California 600', years: [2019, 2025], seats: [4, 4], beds: [2, 4], price: [120, 170] },
  { type: 4, brand: 'Pössl', model: 'Summit 600', years: [2017, 2025], seats: [4, 4], beds: [2, 3], price: [85, 125], weight: 3 },
  { type: 4, brand: 'Pössl', model: '2Win Plus', years: [2015, 2024], seats: [4, 4], beds: [2, 3], price: [80, 120] },
  { type: 4, brand: 'Ford', model: 'Nugget Plus', years: [2017, 2025], seats: [4, 4], beds: [4, 4], price: [90, 135], weight: 2 },
  { type: 4, brand: 'Westfalia', model: 'Club Joker', years: [2014, 2024], seats: [4, 4], beds: [2, 4], price: [80, 120] },
  { type: 4, brand: 'Westfalia', model: 'James Cook', years: [2018, 2025], seats: [4, 4], beds: [4, 4], price: [100, 145] },
  { type: 4, brand: 'Mercedes-Benz', model: 'Marco Polo', years: [2016, 2025], seats: [4, 5], beds: [4, 4], price: [110, 160], weight: 2 },
  { type: 4, brand: 'Knaus', model: 'BoxStar 600 Street', years: [2016, 2024], seats: [4, 4], beds: [2, 3], price: [85, 125] },
  { type: 4, brand: 'Hymer', model: 'Free 600', years: [2018, 2025], seats: [4, 4], beds: [2, 3], price: [90, 130] },
  { type: 4, brand: 'Adria', model: 'Twin Supreme 640 SGX', years: [2017, 2025], seats: [4, 4], beds: [2, 3], price: [90, 130] },
  { type: 4, brand: 'Citroën', model: 'Jumper Globecar Campscout', years: [2015, 2023], seats: [4, 4], beds: [2, 3], price: [75, 110] },
  { type: 5, brand: 'Volkswagen', model: 'Transporter T5 conversion', years: [2006, 2018], seats: [4, 5], beds: [2, 3], price: [55, 85], weight: 3 },
  { type: 5, brand: 'Volkswagen', model: 'T2 Westfalia', years: [1972, 1979], seats: [4, 4], beds: [2, 4], price: [90, 140] },
  { type: 5, brand: 'Renault', model: 'Trafic SpaceNomad', years: [2016, 2024], seats: [4, 4], beds: [2, 4], price: [70, 105] },
  { type: 5, brand: 'Citroën', model: 'Jumpy Pop Top', years: [2012, 2022], seats: [4, 5], beds: [2, 4], price: [55, 85], weight: 2 },
  { type: 5, brand: 'Fiat', model: 'Ducato self-build', years: [2008, 2020], seats: [2, 3], beds: [2, 2], price: [50, 80] },
  { type: 5, brand: 'Mercedes-Benz', model: 'Sprinter off-grid van', years: [2014, 2023], seats: [2, 4], beds: [2, 2], price: [80, 125] },
  { type: 5, brand: 'Ford', model: 'Transit Custom Nugget', years: [2013, 2021], seats: [4, 4], beds: [2, 4], price: [65, 100] },
  { type: 5, brand: 'Peugeot', model: 'Expert Traveller', years: [2014, 2023], seats: [5, 8], beds: [2, 2], price: [50, 75] },
  { type: 6, brand: 'Hobby', model: 'De Luxe 460 UFe', years: [2012, 2024], seats: [0, 0], beds: [2, 4], price: [40, 65], weight: 2 },
  { type: 6, brand: 'Eriba', model: 'Touring 542', years: [2008, 2023], seats: [0, 0], beds: [2, 3], price: [45, 70] },
  { type: 6, brand: 'Fendt', model: 'Bianco Activ 465 SFH', years: [2014, 2024], seats: [0, 0], beds: [2, 4], price: [45, 70] },
  { type: 6, brand: 'Knaus', model: 'Sport 500 EU', years: [2012, 2023], seats: [0, 0], beds: [4, 5], price: [40, 60] },
  { type: 6, brand: 'Tabbert', model: 'Da Vinci 460 E', years: [2014, 2024], seats: [0, 0], beds: [2, 4], price: [45, 70] },
  { type: 6, brand: 'Swift', model: 'Basecamp 4', years: [2017, 2024], seats: [0, 0], beds: [2, 4], price: [40, 65] },
  { type: 7, brand: 'Toyota', model: 'Hilux with roof tent', years: [2012, 2023], seats: [4, 5], beds: [2, 2], price: [70, 110] },
  { type: 7, brand: 'Land Rover', model: 'Defender 110 overlander', years: [2005, 2016], seats: [4, 5], beds: [2, 2], price: [90, 140] },
  { type: 7, brand: 'Mercedes-Benz', model: 'Unimog expedition truck', years: [1990, 2012], seats: [2, 4], beds: [2, 4], price: [150, 230] },
  { type: 7, brand: 'Dacia', model: 'Jogger Sleep Pack', years: [2022, 2025], seats: [5, 5], beds: [2, 2], price: [45, 65] },
]

/** The vehicle in a review's language; French and Spanish carry their article, whose gender varies; German is dative. */
export const VEHICLE_NOUNS: Record<string, Record<VehicleType, string>> = {
  en: { 1: 'low-profile motorhome', 2: 'coachbuilt motorhome', 3: 'A-class motorhome', 4: 'campervan', 5: 'van', 6: 'caravan', 7: 'camping vehicle' },
  fr: { 1: 'le camping-car profilé', 2: 'le camping-car capucine', 3: 'le camping-car intégral', 4: 'le fourgon aménagé', 5: 'le van', 6: 'la caravane', 7: 'le véhicule aménagé' },
  de: { 1: 'Teilintegrierten', 2: 'Alkoven-Wohnmobil', 3: 'Vollintegrierten', 4: 'Campervan', 5: 'Campingbus', 6: 'Wohnwagen', 7: 'Reisefahrzeug' },
  es: { 1: 'la autocaravana perfilada', 2: 'la autocaravana capuchina', 3: 'la autocaravana integral', 4: 'la camper', 5: 'la furgoneta camper', 6: 'la caravana', 7: 'el vehículo camper' },
  it: { 1: 'camper semintegrale', 2: 'camper mansardato', 3: 'motorhome', 4: 'camper puro', 5: 'van', 6: 'caravan', 7: 'veicolo attrezzato' },
  nl: { 1: 'halfintegraal camper', 2: 'alkoofcamper', 3: 'integraal camper', 4: 'buscamper', 5: 'campervan', 6: 'caravan', 7: 'kampeerauto' },
  pt: { 1: 'autocaravana perfilada', 2: 'autocaravana capuchinha', 3: 'autocaravana integral', 4: 'campervan', 5: 'carrinha camper', 6: 'caravana', 7: 'carrinha adaptada' },
}
