import type { ReactNode } from 'react';

/**
 * Three bouncing dots beside a sentence, shown while a chat waits for its reply (the roofing
 * assistant, the FAQ chat). The dots are decoration; the sentence is what a screen reader hears.
 */
export function ReplyPending({ children, className }: { children: ReactNode; className: string }) {
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <span className="flex gap-1 rounded-2xl rounded-bl-sm border border-navy-100 bg-white px-3 py-3 shadow-sm">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-ocean-600 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {children}
    </div>
  );
}
