import { Blank, money } from './fill-ins.tsx';
import type { LineItem } from './line-items.ts';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Table rows for priced lines, or `emptyRows` blank rows to fill in by hand when there are none. */
export function LineItemRows({
  items,
  emptyRows = 5,
}: {
  items: readonly LineItem[];
  emptyRows?: number;
}) {
  if (items.length === 0) {
    return Array.from({ length: emptyRows }, (_, index) => (
      <tr key={index}>
        <td>
          <Blank size="long" />
        </td>
        <td className="num">
          <Blank size="short" />
        </td>
        <td className="num">
          <Blank size="short" />
        </td>
        <td className="num">
          <Blank size="short" />
        </td>
      </tr>
    ));
  }
  return items.map((item, index) => (
    <tr key={index}>
      <td>{item.description ? item.description : <Blank size="long" />}</td>
      <td className="num">
        {item.quantity === undefined ? '' : quantityFormat.format(item.quantity)}
      </td>
      <td className="num">{item.unitPrice === undefined ? '' : money(item.unitPrice)}</td>
      <td className="num">{money(item.amount)}</td>
    </tr>
  ));
}
