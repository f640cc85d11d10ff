/**
 * The ZIP codes we serve, by served place. This list is the source of truth; the service copies it
 * into its `served_zip_codes` table at boot, where the office can add a ZIP without a release.
 */
export const SERVED_AREAS: ReadonlyArray<{ area: string; zipCodes: readonly string[] }> = [
  { area: 'Jacksonville Beach', zipCodes: ['32240', '32250'] },
  { area: 'Neptune Beach', zipCodes: ['32266'] },
  { area: 'Atlantic Beach', zipCodes: ['32233'] },
  { area: 'Ponte Vedra Beach', zipCodes: ['32004', '32081', '32082'] },
  { area: 'St. Augustine', zipCodes: ['32080', '32084', '32085', '32086'] },
  { area: 'Fernandina Beach', zipCodes: ['32034', '32035'] },
  { area: 'St. Johns County', zipCodes: ['32033', '32092', '32095', '32145', '32259', '32260'] },
  {
    area: 'Jacksonville',
    zipCodes: [
      '32099',
      '32202',
      '32203',
      '32204',
      '32205',
      '32206',
      '32207',
      '32208',
      '32209',
      '32210',
      '32211',
      '32212',
      '32216',
      '32217',
      '32218',
      '32219',
      '32220',
      '32221',
      '32222',
      '32223',
      '32224',
      '32225',
      '32226',
      '32227',
      '32228',
      '32234',
      '32244',
      '32246',
      '32254',
      '32256',
      '32257',
      '32258',
      '32277',
    ],
  },
  {
    area: 'Gainesville',
    zipCodes: [
      '32601',
      '32603',
      '32605',
      '32606',
      '32607',
      '32608',
      '32609',
      '32611',
      '32641',
      '32653',
    ],
  },
  { area: 'Orange Park', zipCodes: ['32003', '32065', '32067', '32073'] },
];

/** "32250-1234" and " 32250 " both mean 32250; anything else is not a US ZIP code. */
export function fiveDigitZip(input: string): string | null {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(input.trim());
  return match ? (match[1] as string) : null;
}

/**
 * The building department that issues a re-roof permit for each served place (the city's own
 * department inside its limits, the county's outside them). A ZIP can straddle a city line, so the
 * office can change a permit's jurisdiction; ZIPs listed in JURISDICTION_BY_ZIP override the place.
 */
export const PERMIT_JURISDICTION_BY_AREA: Readonly<Record<string, string>> = {
  'Jacksonville Beach': 'City of Jacksonville Beach',
  'Neptune Beach': 'City of Neptune Beach',
  'Atlantic Beach': 'City of Atlantic Beach',
  'Ponte Vedra Beach': 'St. Johns County',
  'St. Augustine': 'City of St. Augustine',
  'Fernandina Beach': 'City of Fernandina Beach',
  'St. Johns County': 'St. Johns County',
  Jacksonville: 'City of Jacksonville (Duval County)',
  Gainesville: 'City of Gainesville',
  'Orange Park': 'Town of Orange Park',
};

/** ZIPs whose permits a different department issues than their served place suggests. */
export const JURISDICTION_BY_ZIP: Readonly<Record<string, string>> = {
  // Ponte Vedra 32081 (Nocatee) and 32082 are unincorporated St. Johns County; 32004 is its PO boxes.
  '32086': 'St. Johns County',
  '32095': 'St. Johns County',
  '32035': 'Nassau County',
  '32003': 'Clay County',
  '32065': 'Clay County',
  '32068': 'Clay County',
  '32653': 'Alachua County',
  '32609': 'City of Gainesville',
};

/** The permitting jurisdiction for a ZIP (null outside the served list: the office types it). */
export function permitJurisdictionForZip(zip: string): string | null {
  const five = fiveDigitZip(zip);
  if (!five) return null;
  const override = JURISDICTION_BY_ZIP[five];
  if (override) return override;
  const area = SERVED_AREAS.find((entry) => entry.zipCodes.includes(five))?.area;
  return area ? (PERMIT_JURISDICTION_BY_AREA[area] ?? null) : null;
}
