import { businessToday, type RoofPrice } from '@roofing/contracts';
import { useRoofPriceHistory } from '../../../api/price-book.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { dateTime } from '../../admin/admin-format.ts';
import { calendarDay, materialName, wholeDollars } from './price-book-format.ts';

/** Whether an entry is waiting for its day, in force, or replaced by a later one. */
function stateOf(entry: RoofPrice, entries: RoofPrice[], today: string): string {
  if (entry.effectiveFrom > today) return 'Scheduled';
  const inForce = entries.find(
    (other) => other.material === entry.material && other.effectiveFrom <= today,
  );
  return inForce === entry ? 'In force' : 'Replaced';
}

/** Every price-book entry, newest effective date first: what, from when, who set it. */
export function PriceHistory() {
  const history = useRoofPriceHistory();
  const entries = history.data ?? [];
  const today = businessToday();
  return (
    <section aria-labelledby="price-history" className="mt-8">
      <h2 id="price-history" className="text-xl font-semibold text-navy-900">
        History
      </h2>
      <QueryState query={history} empty={entries.length === 0} emptyText="No prices yet." />
      {entries.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-xl border border-navy-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Price book entries, newest effective date first</caption>
            <thead className="bg-sand-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Material
                </th>
                <th scope="col" className="px-3 py-2">
                  Per square
                </th>
                <th scope="col" className="px-3 py-2">
                  Effective from
                </th>
                <th scope="col" className="px-3 py-2">
                  State
                </th>
                <th scope="col" className="px-3 py-2">
                  Set by
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  // Entries have no id of their own: what, from when and when it was set.
                  key={`${entry.material}-${entry.effectiveFrom}-${entry.createdAt}`}
                  data-testid="price-history-row"
                  className="border-t border-navy-100"
                >
                  <td className="px-3 py-2 font-semibold text-navy-900">
                    {materialName(entry.material)}
                  </td>
                  <td className="px-3 py-2">{wholeDollars(entry.pricePerSquare)}</td>
                  <td className="px-3 py-2">{calendarDay(entry.effectiveFrom)}</td>
                  <td className="px-3 py-2">{stateOf(entry, entries, today)}</td>
                  <td className="px-3 py-2 text-slate-700">
                    {entry.setBy
                      ? `${entry.setBy}, ${dateTime(entry.createdAt)}`
                      : 'Opening price list'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
