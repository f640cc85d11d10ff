import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import type { ReactNode } from 'react';
import { Blank, money } from './fill-ins.tsx';
import type { LineItem } from './line-items.ts';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The priced lines' column headings in the customer's language. */
export const LINE_ITEM_MESSAGES = defineCatalogue(
  'documents.line-items',
  { description: 'Description', qty: 'Qty', unitPrice: 'Unit price', amount: 'Amount' },
  { description: 'Descripción', qty: 'Cant.', unitPrice: 'Precio unitario', amount: 'Monto' },
);

/** Table rows for priced lines, or `emptyRows` blank rows to fill in by hand when there are none. */
export function LineItemRows({
  items,
  emptyRows = 5,
  locale = 'en',
}: {
  items: readonly LineItem[];
  emptyRows?: number;
  locale?: Locale;
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
      <td className="num">
        {item.unitPrice === undefined ? '' : money(item.unitPrice, 'short', locale)}
      </td>
      <td className="num">{money(item.amount, 'short', locale)}</td>
    </tr>
  ));
}

/** A total under the priced lines: its label across three columns, the amount in the last. */
export function AmountRow({
  label,
  amount,
  tone,
  locale = 'en',
}: {
  label: ReactNode;
  amount: number | undefined;
  tone: 'total' | 'subtle';
  locale?: Locale;
}) {
  return (
    <tr className={tone}>
      <td colSpan={3} className="num">
        {label}
      </td>
      <td className="num">{money(amount, 'short', locale)}</td>
    </tr>
  );
}

/** The priced lines of an invoice or estimate, then the totals given as children. */
export function ItemsTable({
  items,
  emptyRows,
  children,
  locale = 'en',
}: {
  items: readonly LineItem[];
  emptyRows?: number;
  children: ReactNode;
  locale?: Locale;
}) {
  const t = translator(LINE_ITEM_MESSAGES, locale);
  return (
    <table className="grid items">
      <thead>
        <tr>
          <th>{t('description')}</th>
          <th className="num qty">{t('qty')}</th>
          <th className="num money">{t('unitPrice')}</th>
          <th className="num money">{t('amount')}</th>
        </tr>
      </thead>
      <tbody>
        <LineItemRows items={items} emptyRows={emptyRows} locale={locale} />
        {children}
      </tbody>
    </table>
  );
}
