import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { money, showDate } from './fill-ins.tsx';
import {
  centsOf,
  dayOf,
  formatCents,
  formatDay,
  isYes,
  listOf,
  numberOf,
  sumKnown,
} from './values.ts';

/** What a value prints as, in the page's HTML. */
const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

/** A date in words, or undefined when it is not a date. */
function inWords(value: unknown): string | undefined {
  const day = dayOf(value);
  return day && formatDay(day);
}

describe('numbers and money as staff type them', () => {
  it('reads dollars with signs, commas and parentheses', () => {
    expect(numberOf('$1,250.50')).toBe(1250.5);
    expect(numberOf('(300)')).toBe(-300);
    expect(numberOf('-42.10')).toBe(-42.1);
    expect(numberOf('7%')).toBe(7);
    expect(numberOf('about ten')).toBeUndefined();
    expect(numberOf(Number.NaN)).toBeUndefined();
    expect(numberOf(true)).toBeUndefined();
  });

  it('adds money in whole cents', () => {
    expect((centsOf('0.1') ?? 0) + (centsOf('0.2') ?? 0)).toBe(30);
    expect(sumKnown([undefined, 1050, undefined, 25])).toBe(1075);
    expect(sumKnown([undefined])).toBeUndefined();
  });

  it('prints US dollars, negatives in parentheses, and a blank line when unknown', () => {
    expect(formatCents(1845000)).toBe('$18,450.00');
    expect(formatCents(-120000)).toBe('($1,200.00)');
    expect(html(money(undefined))).toContain('class="blank');
  });
});

describe('dates in words, in North Florida', () => {
  it('keeps a typed calendar date on its day', () => {
    expect(inWords('2026-11-23')).toBe('November 23, 2026');
    expect(dayOf('2026-02-30')).toBeUndefined();
  });

  it('puts an instant on the day it is in America/New_York', () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Jacksonville.
    expect(inWords(new Date('2026-11-24T03:00:00Z'))).toBe('November 23, 2026');
    expect(inWords('2026-07-01T02:30:00Z')).toBe('June 30, 2026');
  });

  it('keeps other text as typed (escaped) and leaves a blank for nothing', () => {
    expect(html(showDate('week of March 9 <b>'))).toBe('week of March 9 &lt;b&gt;');
    expect(html(showDate(undefined))).toContain('class="blank');
  });
});

describe('yes/no and lists', () => {
  it('treats ticked boxes and typed yes alike', () => {
    expect([true, 'yes', 'Y', 'true', 1].map(isYes)).toEqual([true, true, true, true, true]);
    expect([false, 'no', '', undefined, 0].map(isYes)).toEqual([false, false, false, false, false]);
  });

  it('reads lists from arrays or one entry per line', () => {
    expect(listOf('- Gutters\n\n• Solar panels ')).toEqual(['Gutters', 'Solar panels']);
    expect(listOf(['Skylights', 3, null])).toEqual(['Skylights', '3']);
  });
});
