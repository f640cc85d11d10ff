/** The job's photos (issue 23). Placeholder: the photos helper writes this file. */
export function JobPhotosSection({ quoteId }: { quoteId: number }) {
  return <p data-quote-id={quoteId}>PLACEHOLDER photos</p>;
}
