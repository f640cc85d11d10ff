/** The job's claim (issue 23). Placeholder: the claim helper writes this file. */
export function JobClaimSection({ quoteId }: { quoteId: number }) {
  return <p data-quote-id={quoteId}>PLACEHOLDER claim</p>;
}
