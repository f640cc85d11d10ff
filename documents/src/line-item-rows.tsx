import type { ReactNode } from 'react';
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

/** A total under the priced lines: its label across three columns, the amount in the last. */
export function AmountRow({
  label,
  amount,
  tone,
}: {
  label: ReactNode;
  amount: number | undefined;
  tone: 'total' | 'subtle';
}) {
  return (
    <tr className={tone}>
      <td colSpan={3} className="num">
        {label}
      </td>
      <td className="num">{money(amount)}</td>
    </tr>
  );
}

/** The priced lines of an invoice or estimate, then the totals given as children. */
export function ItemsTable({
  items,
  emptyRows,
  children,
}: {
  items: readonly LineItem[];
  emptyRows?: number;
  children: ReactNode;
}) {
  return (
    <table className="grid items">
      <thead>
        <tr>
          <th>Description</th>
          <th className="num qty">Qty</th>
          <th className="num money">Unit price</th>
          <th className="num money">Amount</th>
        </tr>
      </thead>
      <tbody>
        <LineItemRows items={items} emptyRows={emptyRows} />
        {children}
      </tbody>
    </table>
  );
}
