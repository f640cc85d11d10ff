/** Communities we serve (public-site §3, served cities). */
export const SERVED_CITIES: readonly string[] = [
  'Jacksonville Beach',
  'Neptune Beach',
  'Atlantic Beach',
  'Ponte Vedra Beach',
  'St. Augustine',
  'Fernandina Beach',
  'St. Johns County',
  'Jacksonville',
  'Gainesville',
  'Orange Park',
];

/** Services named in the footer (public-site §2, footer). */
export const FOOTER_SERVICES: readonly string[] = [
  'Residential roofing',
  'Commercial roofing',
  'Storm & leak repair',
  'Roof inspections',
];
