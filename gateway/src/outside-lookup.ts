/**
 * What the gateway's two lookups on outside services (the geocoder, the imagery catalogue)
 * share: a JSON GET with the policy's User-Agent and a timeout, and a small bounded cache.
 */

/** GETs `url` as JSON; a non-2xx answer, a bad body or the timeout throws. */
export async function fetchJson(url: URL, userAgent: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { 'user-agent': userAgent, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  return response.json();
}

/**
 * A cache of at most `entries` answers, each kept `ttlMs`; when full, the oldest entry leaves
 * first (a Map iterates in insertion order).
 */
export function boundedCache<T>(entries: number, ttlMs: number) {
  const cache = new Map<string, { at: number; value: T }>();
  return {
    /** The cached answer, or undefined when there is none still fresh. */
    get(key: string): { value: T } | undefined {
      const cached = cache.get(key);
      return cached && Date.now() - cached.at < ttlMs ? { value: cached.value } : undefined;
    },
    set(key: string, value: T) {
      cache.delete(key);
      if (cache.size >= entries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: Date.now(), value });
    },
  };
}
