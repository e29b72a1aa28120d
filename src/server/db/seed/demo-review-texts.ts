/**
 * Pieces of review comments by language. A guest comment is an opening about the owner
 * ({owner}), a sentence about the vehicle ({vehicle}) and a closing line; mixed ones stand alone.
 */
interface GuestTexts {
  openings: string[]
  vehicle: string[]
  closings: string[]
  mixed: string[]
  poor: string[]
}

export const GUEST_REVIEW_TEXTS: Record<string, GuestTexts> = {
  en: {
    openings: [
      '{owner} was a fantastic host and took the time to show us everything.',
      'Pick-up with {owner} was quick and friendly.',
      '{owner} answered every message within minutes, even during our trip.',
      'A warm welcome from {owner}, who gave us great tips for the road.',
    ],
    vehicle: [
      'The {vehicle} was spotless and had everything we needed.',
      'Our {vehicle} drove beautifully, even on the mountain passes.',
      'The {vehicle} is very well equipped: the kitchen and the bed were perfect.',
      'Clean, comfortable and easy to drive, the {vehicle} exceeded our expectations.',
    ],
    closings: [
      'We would book again without hesitation!',
      'Highly recommended for a family road trip.',
      'Thank you for an unforgettable holiday.',
      'Perfect first experience with a motorhome.',
    ],
    mixed: [
      'Nice trip overall. The {vehicle} was a bit older than in the photos, but {owner} was very helpful.',
      'Good value for money. The fridge struggled in the heat, otherwise all fine.',
    ],
    poor: ['Pick-up was late and the {vehicle} was not very clean. {owner} apologised and refunded the cleaning.'],
  },
  fr: {
    openings: [
      '{owner} est un hôte formidable qui a pris le temps de tout nous expliquer.',
      'Remise des clés rapide et sympathique avec {owner}.',
      '{owner} a toujours répondu très vite, même pendant le voyage.',
      'Accueil chaleureux de {owner}, avec plein de bons conseils pour la route.',
    ],
    vehicle: [
      'Tout était impeccable et bien pensé dans {vehicle}.',
      'Nous avons adoré voyager avec {vehicle}, même dans les cols.',
      'Cuisine pratique et literie au top dans {vehicle}.',
      'Propreté irréprochable et conduite facile : {vehicle} a dépassé nos attentes.',
    ],
    closings: [
      'Nous recommandons sans hésiter !',
      'Parfait pour des vacances en famille.',
      'Merci pour ces vacances inoubliables.',
      'Une première expérience en van réussie.',
    ],
    mixed: [
      'Bon séjour dans l’ensemble. Le véhicule est un peu plus ancien que sur les photos, mais {owner} a été très arrangeant.',
      'Bon rapport qualité-prix. Le frigo avait du mal par forte chaleur, sinon tout était bien.',
    ],
    poor: ['Retard à la prise en main et véhicule peu propre. {owner} s’est excusé et a remboursé le ménage.'],
  },
  de: {
    openings: [
      '{owner} war ein toller Gastgeber und hat uns alles in Ruhe erklärt.',
      'Die Übergabe mit {owner} war schnell und herzlich.',
      '{owner} hat jede Nachricht sofort beantwortet, auch unterwegs.',
      'Herzlicher Empfang von {owner} mit vielen Tipps für die Route.',
    ],
    vehicle: [
      'Am {vehicle} war alles blitzsauber und bestens ausgestattet.',
      'Mit dem {vehicle} ging es problemlos über die Alpenpässe.',
      'Im {vehicle} haben wir uns sehr wohlgefühlt: Küche und Betten waren perfekt.',
      'Mit dem sauberen, geräumigen {vehicle} sind wir bestens zurechtgekommen.',
    ],
    closings: [
      'Wir würden jederzeit wieder buchen!',
      'Absolut empfehlenswert für Familien.',
      'Vielen Dank für einen unvergesslichen Urlaub.',
      'Perfekte erste Erfahrung mit einem Wohnmobil.',
    ],
    mixed: [
      'Insgesamt eine schöne Reise. Das Fahrzeug ist etwas älter als auf den Fotos, aber {owner} war sehr hilfsbereit.',
      'Gutes Preis-Leistungs-Verhältnis. Der Kühlschrank kam bei Hitze nicht hinterher, sonst alles gut.',
    ],
    poor: [
      'Die Übergabe war verspätet und das Fahrzeug nicht sauber. {owner} hat sich entschuldigt und die Reinigung erstattet.',
    ],
  },
  es: {
    openings: [
      '{owner} fue un anfitrión estupendo y nos lo explicó todo con calma.',
      'La entrega con {owner} fue rápida y muy amable.',
      '{owner} respondió a todos los mensajes al momento, incluso durante el viaje.',
      'Un recibimiento muy cálido de {owner}, con buenos consejos para la ruta.',
    ],
    vehicle: [
      'Todo estaba impecable en {vehicle} y no faltaba de nada.',
      'Viajar con {vehicle} fue una maravilla, incluso por los puertos de montaña.',
      'En {vehicle} la cocina y la cama eran perfectas.',
      'Limpieza, espacio y conducción fácil: {vehicle} superó nuestras expectativas.',
    ],
    closings: [
      '¡Repetiríamos sin dudarlo!',
      'Muy recomendable para viajar en familia.',
      'Gracias por unas vacaciones inolvidables.',
    ],
    mixed: ['Buen viaje en general. El vehículo es algo más antiguo que en las fotos, pero {owner} fue muy atento.'],
    poor: ['La entrega se retrasó y el vehículo no estaba limpio. {owner} se disculpó y nos devolvió la limpieza.'],
  },
  it: {
    openings: [
      '{owner} è stato un host fantastico e ci ha spiegato tutto con calma.',
      'Consegna veloce e cordiale con {owner}.',
      '{owner} ha sempre risposto subito, anche durante il viaggio.',
      'Accoglienza calorosa da parte di {owner}, con tanti consigli per il percorso.',
    ],
    vehicle: [
      'Il {vehicle} era pulitissimo e ben attrezzato.',
      'Il nostro {vehicle} andava benissimo, anche sui passi di montagna.',
      'Il {vehicle} è molto comodo: cucina pratica e letti perfetti.',
      'Pulito, spazioso e facile da guidare: il {vehicle} ha superato le aspettative.',
    ],
    closings: [
      'Lo consigliamo senza esitazione!',
      'Perfetto per una vacanza in famiglia.',
      'Grazie per una vacanza indimenticabile.',
    ],
    mixed: [
      'Bel viaggio nel complesso. Il {vehicle} è un po’ più vecchio che nelle foto, ma {owner} è stato molto disponibile.',
    ],
    poor: ['Consegna in ritardo e {vehicle} poco pulito. {owner} si è scusato e ha rimborsato la pulizia.'],
  },
  nl: {
    openings: [
      '{owner} was een geweldige gastheer en legde alles rustig uit.',
      'De overdracht met {owner} verliep snel en vriendelijk.',
      '{owner} reageerde altijd meteen, ook tijdens de reis.',
      'Hartelijk ontvangen door {owner}, met goede tips voor onderweg.',
    ],
    vehicle: [
      'De {vehicle} was brandschoon en van alle gemakken voorzien.',
      'Onze {vehicle} reed heerlijk, ook over de bergpassen.',
      'De {vehicle} is erg comfortabel: keuken en bedden waren perfect.',
      'Schoon, ruim en makkelijk te rijden: de {vehicle} overtrof onze verwachtingen.',
    ],
    closings: [
      'Wij zouden zo weer boeken!',
      'Een aanrader voor gezinnen.',
      'Bedankt voor een onvergetelijke vakantie.',
    ],
    mixed: ['Fijne reis. De {vehicle} is wat ouder dan op de foto’s, maar {owner} was erg behulpzaam.'],
    poor: [
      'De overdracht was te laat en de {vehicle} niet schoon. {owner} bood excuses aan en betaalde de schoonmaak terug.',
    ],
  },
  pt: {
    openings: [
      '{owner} foi um anfitrião fantástico e explicou-nos tudo com calma.',
      'A entrega com {owner} foi rápida e simpática.',
      '{owner} respondeu sempre logo, mesmo durante a viagem.',
    ],
    vehicle: [
      'A {vehicle} estava impecável e muito bem equipada.',
      'A nossa {vehicle} portou-se muito bem, mesmo nas serras.',
      'Limpa, espaçosa e fácil de conduzir: a {vehicle} superou as expectativas.',
    ],
    closings: [
      'Voltaríamos a reservar sem hesitar!',
      'Recomendo vivamente para férias em família.',
      'Obrigado por umas férias inesquecíveis.',
    ],
    mixed: [
      'Boa viagem no geral. A {vehicle} é um pouco mais antiga do que nas fotos, mas {owner} foi muito prestável.',
    ],
    poor: ['A entrega atrasou-se e a {vehicle} não estava limpa. {owner} pediu desculpa e devolveu a limpeza.'],
  },
}

/** What owners write about their guests ({guest}). */
export const OWNER_REVIEW_TEXTS: Record<string, string[]> = {
  en: [
    '{guest} took great care of the vehicle. Welcome back any time!',
    'Friendly and reliable guests, everything went smoothly.',
    'Returned clean and on time. Thank you {guest}!',
  ],
  fr: [
    '{guest} a pris grand soin du véhicule. Au plaisir de vous revoir !',
    'Locataires sympathiques et sérieux, tout s’est très bien passé.',
    'Véhicule rendu propre et à l’heure. Merci {guest} !',
  ],
  de: [
    '{guest} ist sehr sorgsam mit dem Fahrzeug umgegangen. Jederzeit wieder!',
    'Freundliche, zuverlässige Mieter, alles lief reibungslos.',
    'Sauber und pünktlich zurückgegeben. Danke {guest}!',
  ],
  es: [
    '{guest} cuidó muy bien el vehículo. ¡Vuelve cuando quieras!',
    'Inquilinos amables y de confianza, todo perfecto.',
  ],
  it: [
    '{guest} ha trattato il veicolo con grande cura. Torna quando vuoi!',
    'Ospiti simpatici e affidabili, tutto è andato liscio.',
  ],
  nl: [
    '{guest} is heel zorgvuldig met de camper omgegaan. Altijd welkom!',
    'Vriendelijke, betrouwbare huurders, alles verliep soepel.',
  ],
  pt: ['{guest} cuidou muito bem do veículo. Volte sempre!', 'Hóspedes simpáticos e de confiança, correu tudo bem.'],
}
