import { useCurrentRoofPrices } from '../../../api/price-book.ts';
import { QueryBody } from '../../../components/back-office/list-states.tsx';
import { calendarDay, materialName, wholeDollars } from './price-book-format.ts';

/** Today's price per square of each material, as the instant quote uses it now. */
export function CurrentPrices() {
  const prices = useCurrentRoofPrices();
  return (
    <section aria-labelledby="current-prices" className="mt-6">
      <h2 id="current-prices" className="text-xl font-semibold text-navy-900">
        Prices in force today
      </h2>
      <QueryBody
        query={prices}
        loading="Loading today's prices..."
        failed="Could not load today's prices."
      >
        {(rows) => (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {rows.map((price) => (
              <li
                key={price.material}
                data-testid={`current-price-${price.material}`}
                className="rounded-xl border border-navy-100 bg-white p-4"
              >
                <p className="font-semibold text-navy-900">{materialName(price.material)}</p>
                <p className="mt-1 text-2xl font-bold text-navy-900">
                  {wholeDollars(price.pricePerSquare)}
                  <span className="text-sm font-normal text-slate-700"> per square</span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {price.material === 'shingle'
                    ? 'The published price (not changed here)'
                    : `Since ${calendarDay(price.effectiveFrom)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </section>
  );
}
