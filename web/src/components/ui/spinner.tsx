/** The turning ring shown beside "Loading..."-style text; decoration only, the text says it. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} animate-spin rounded-full border-2 border-navy-200 border-t-navy-700`}
    />
  );
}
