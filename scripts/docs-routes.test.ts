import { describe, expect, it } from 'vitest';
import { renderedDocs } from './docs-routes.ts';

describe('docs/api.md', () => {
  it('lists every service of the registry with its paths (run npm run docs:routes when this fails)', async () => {
    const { current, wanted } = await renderedDocs();
    expect(current).toBe(wanted);
  });
});
