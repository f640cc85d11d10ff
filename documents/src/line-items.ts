import { centsOf, numberOf, textOf } from './values.ts';

/**
 * Priced lines (invoices, estimates, P&L entries). The wizard sends them as objects
 * ({description, quantity, unitPrice} or {description, amount}) or as text lines written
 * "description | amount" or "description | quantity | unit price".
 */
export interface LineItem {
  description: string;
  quantity?: number;
  /** Whole cents. */
  unitPrice?: number;
  /** Whole cents: the typed amount, else quantity × unit price, else unknown. */
  amount?: number;
}

function pick(entry: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (entry[name] !== undefined && entry[name] !== '') return entry[name];
  return undefined;
}

function lineFrom(
  description: string,
  quantity: unknown,
  unitPrice: unknown,
  amount: unknown,
): LineItem {
  const item: LineItem = { description };
  const count = numberOf(quantity);
  const price = centsOf(unitPrice);
  const total = centsOf(amount);
  if (count !== undefined) item.quantity = count;
  if (price !== undefined) item.unitPrice = price;
  if (total !== undefined) item.amount = total;
  else if (price !== undefined) item.amount = Math.round((count ?? 1) * price);
  return item;
}

function parseEntry(entry: unknown): LineItem | undefined {
  if (typeof entry === 'string') {
    const parts = entry.split('|').map((part) => part.trim());
    const description = (parts[0] ?? '').replace(/^[-*•]\s*/, '');
    if (!description && parts.length < 2) return undefined;
    if (parts.length >= 3) return lineFrom(description, parts[1], parts[2], undefined);
    return lineFrom(description, undefined, undefined, parts[1]);
  }
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const record = entry as Record<string, unknown>;
    const description = textOf(pick(record, ['description', 'item', 'name', 'label']));
    const line = lineFrom(
      description,
      pick(record, ['quantity', 'qty', 'squares']),
      pick(record, ['unitPrice', 'price', 'rate']),
      pick(record, ['amount', 'total']),
    );
    return description || line.amount !== undefined ? line : undefined;
  }
  return undefined;
}

export function lineItemsOf(value: unknown): LineItem[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return entries.map(parseEntry).filter((item): item is LineItem => item !== undefined);
}
