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

export function servedAreaFor(zip: string, table: ReadonlyMap<string, string>): string | null {
  const five = fiveDigitZip(zip);
  return five ? (table.get(five) ?? null) : null;
}

export function defaultServedZipTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const { area, zipCodes } of SERVED_AREAS) for (const zip of zipCodes) table.set(zip, area);
  return table;
}
