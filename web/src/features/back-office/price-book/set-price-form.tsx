import {
  businessToday,
  PRICED_BY_OFFICE,
  ROOF_PRICE_LIMITS,
  type RoofPrice,
  type SetRoofPrice,
  SetRoofPriceSchema,
} from '@roofing/contracts';
import { useSetRoofPrice } from '../../../api/price-book.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { calendarDay, materialName, wholeDollars } from './price-book-format.ts';

interface PriceValues {
  material: string;
  /** Whole dollars as typed. */
  pricePerSquare: string;
  effectiveFrom: string;
}

const toBody = (values: PriceValues): SetRoofPrice => ({
  material: values.material as SetRoofPrice['material'],
  // Blank is absent for the contract to name ("… is required"); a price as the number typed.
  pricePerSquare:
    values.pricePerSquare.trim() === ''
      ? (undefined as unknown as number)
      : Number(values.pricePerSquare.replace(/[$,\s]/g, '')),
  effectiveFrom:
    values.effectiveFrom.trim() === '' ? (undefined as unknown as string) : values.effectiveFrom,
});

const MATERIAL_OPTIONS = PRICED_BY_OFFICE.map((material) => ({
  value: material,
  label: materialName(material),
}));

/**
 * A new price per square for tile, metal or flat from a day on (today or later, Florida's
 * calendar): a future price waits for its day, quotes made before keep theirs.
 */
export function SetPriceForm() {
  const setPrice = useSetRoofPrice();
  const state = useOfficeForm<PriceValues, SetRoofPrice, RoofPrice>({
    defaultValues: { material: '', pricePerSquare: '', effectiveFrom: businessToday() },
    resolver: contractResolver(SetRoofPriceSchema, toBody),
    save: (body) => setPrice.mutateAsync(body),
    saved: (price) => ({
      title: 'Price saved',
      description: `${materialName(price.material)}: ${wholeDollars(price.pricePerSquare)} per square from ${calendarDay(price.effectiveFrom)}.`,
    }),
    failed: 'The price could not be saved.',
    onDone: () =>
      state.form.reset({ material: '', pricePerSquare: '', effectiveFrom: businessToday() }),
  });
  const { ids } = state;
  const { control } = state.form;
  return (
    <section aria-labelledby="set-price" className="mt-8 max-w-3xl">
      <h2 id="set-price" className="text-xl font-semibold text-navy-900">
        Set a new price
      </h2>
      <OfficeForm
        state={state}
        label="Set a new price"
        className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-3"
        submitLabel="Save price"
        pendingLabel="Saving..."
      >
        <FormSelectField
          control={control}
          name="material"
          id={`${ids}-material`}
          label="Material"
          placeholder="Choose"
          options={MATERIAL_OPTIONS}
          required
        />
        <FormTextField
          control={control}
          name="pricePerSquare"
          id={`${ids}-price`}
          label="Price per square ($)"
          hint={`Whole dollars, ${ROOF_PRICE_LIMITS.min} to ${ROOF_PRICE_LIMITS.max}, installed`}
          inputMode="numeric"
          required
        />
        <FormDateField
          control={control}
          name="effectiveFrom"
          id={`${ids}-from`}
          label="Effective from"
          hint="Today or later (Florida time)"
          min={businessToday()}
          required
        />
      </OfficeForm>
    </section>
  );
}
