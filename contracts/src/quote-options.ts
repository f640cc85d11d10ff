/** Option lists of the free-quote wizard and the contact form (public-site §9). */
export const SERVICE_TYPES = [
  { value: 'new-roof', label: 'New Roof' },
  { value: 'roof-replacement', label: 'Roof Replacement' },
  { value: 'roof-repair', label: 'Roof Repair' },
  { value: 'inspection', label: 'Inspection' },
] as const;

export const PROPERTY_TYPES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
] as const;

export const ROOF_MATERIALS = [
  { value: 'shingles', label: 'Shingles' },
  { value: 'tile', label: 'Tile' },
  { value: 'metal', label: 'Metal' },
  { value: 'flat', label: 'Flat' },
  { value: 'other', label: 'Other' },
] as const;

export const PREFERRED_TIMES = [
  { value: 'morning', label: 'Morning (8am-12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm-5pm)' },
  { value: 'evening', label: 'Evening (5pm-7pm)' },
] as const;

export const CONTACT_SUBJECTS = [
  { value: 'quote', label: 'Quote' },
  { value: 'repair', label: 'Repair' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'general', label: 'General' },
] as const;

type Option = { readonly value: string; readonly label: string };
type Values<T extends readonly Option[]> = T[number]['value'];
const values = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as unknown as [Values<T>, ...Values<T>[]];

export const SERVICE_TYPE_VALUES = values(SERVICE_TYPES);
export const PROPERTY_TYPE_VALUES = values(PROPERTY_TYPES);
export const ROOF_MATERIAL_VALUES = values(ROOF_MATERIALS);
export const PREFERRED_TIME_VALUES = values(PREFERRED_TIMES);
export const CONTACT_SUBJECT_VALUES = values(CONTACT_SUBJECTS);

export type ServiceType = Values<typeof SERVICE_TYPES>;
export type PropertyType = Values<typeof PROPERTY_TYPES>;

/** Label for a stored option value; unknown (older) values are shown as they are. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
