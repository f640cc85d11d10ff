import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8 ${className}`}
      {...props}
    />
  );
}
