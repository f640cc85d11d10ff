// The prose and markup helpers are shared with the content in contracts.
export * from '@roofing/contracts/content/text';
