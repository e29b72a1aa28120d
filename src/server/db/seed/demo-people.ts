import type { DemoCountry } from './demo-places'

interface Naming {
  first: string[]
  last: string[]
  /** Languages people of this country commonly speak, the first one native. */
  languages: string[][]
}

/** First and last names by country, so an owner in Porto is not called Gunther. */
export const DEMO_NAMES: Record<DemoCountry, Naming> = {
  FR: {
    first: ['Camille', 'Julien', 'Manon', 'Antoine', 'Léa', 'Thomas', 'Chloé', 'Nicolas', 'Emma', 'Hugo', 'Inès', 'Mathieu', 'Claire', 'Bastien', 'Élodie'],
    last: ['Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Girard', 'Bonnet', 'Fontaine', 'Rousseau', 'Blanc', 'Guerin', 'Muller', 'Faure'],
    languages: [['fr', 'en'], ['fr'], ['fr', 'en', 'es']],
  },
  DE: {
    first: ['Lukas', 'Anna', 'Jonas', 'Laura', 'Felix', 'Katharina', 'Maximilian', 'Julia', 'Tobias', 'Sophie', 'Florian', 'Hannah'],
    last: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Schäfer', 'Koch', 'Richter', 'Klein'],
    languages: [['de', 'en'], ['de'], ['de', 'en', 'fr']],
  },
  ES: {
    first: ['Lucía', 'Alejandro', 'Carmen', 'Javier', 'Marta', 'Pablo', 'Elena', 'Diego', 'Laia', 'Jordi', 'Nerea', 'Iñaki'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Puig', 'Romero', 'Navarro', 'Torres', 'Etxeberria', 'Vidal'],
    languages: [['es', 'en'], ['es', 'ca'], ['es', 'fr']],
  },
  IT: {
    first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Martina', 'Matteo', 'Elisa', 'Davide', 'Sara', 'Lorenzo'],
    last: ['Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Esposito', 'Ferrari'],
    languages: [['it', 'en'], ['it'], ['it', 'de']],
  },
  NL: {
    first: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Thijs', 'Femke', 'Ruben', 'Anouk', 'Jesse', 'Iris'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder'],
    languages: [['nl', 'en', 'de'], ['nl', 'en']],
  },
  BE: {
    first: ['Louis', 'Elise', 'Arthur', 'Marie', 'Wout', 'Lien', 'Maxime', 'Charlotte', 'Pieter', 'Amélie'],
    last: ['Peeters', 'Janssens', 'Maes', 'Dubois', 'Lambert', 'Claes', 'Dupont', 'Willems', 'Goossens'],
    languages: [['nl', 'fr', 'en'], ['fr', 'nl'], ['fr', 'en']],
  },
  PT: {
    first: ['João', 'Beatriz', 'Tiago', 'Inês', 'Rui', 'Mariana', 'Duarte', 'Catarina', 'Miguel', 'Sofia'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa'],
    languages: [['pt', 'en'], ['pt', 'es', 'en'], ['pt', 'fr']],
  },
  CH: {
    first: ['Noah', 'Mia', 'Luca', 'Lea', 'Nicolas', 'Aline', 'Reto', 'Nadia', 'Urs', 'Céline'],
    last: ['Meier', 'Keller', 'Brunner', 'Baumann', 'Favre', 'Rochat', 'Bernasconi', 'Steiner', 'Huber'],
    languages: [['de', 'fr', 'en'], ['fr', 'de'], ['de', 'it', 'en']],
  },
  AT: {
    first: ['Elias', 'Lena', 'Paul', 'Magdalena', 'Jakob', 'Theresa', 'Moritz', 'Valentina', 'Simon'],
    last: ['Gruber', 'Huber', 'Wagner', 'Pichler', 'Moser', 'Steiner', 'Hofer', 'Leitner', 'Berger'],
    languages: [['de', 'en'], ['de', 'it']],
  },
  IE: {
    first: ['Aoife', 'Conor', 'Siobhán', 'Cian', 'Niamh', 'Seán', 'Ciara', 'Oisín', 'Róisín'],
    last: ['Murphy', "O'Brien", 'Kelly', 'Byrne', 'Walsh', "O'Sullivan", 'McCarthy', 'Doyle'],
    languages: [['en'], ['en', 'fr'], ['en', 'ga']],
  },
  GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Olivia', 'Jack', 'Emily', 'Alfie', 'Freya', 'Callum', 'Eilidh'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomson', 'Robertson', 'Davies', 'Hughes', 'Campbell'],
    languages: [['en'], ['en', 'fr'], ['en', 'de']],
  },
}

/** Where the demo guests come from: German, Dutch, French and British travellers dominate. */
export const GUEST_COUNTRY_WEIGHTS: Record<DemoCountry, number> = {
  FR: 5, DE: 5, NL: 3, BE: 2, GB: 3, ES: 2, IT: 2, CH: 1, AT: 1, IE: 1, PT: 1,
}
