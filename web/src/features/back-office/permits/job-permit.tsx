/** The job's permit (issue 23). Placeholder: the permit helper writes this file. */
export function JobPermitSection({ quoteId }: { quoteId: number }) {
  return <p data-quote-id={quoteId}>PLACEHOLDER permit</p>;
}
