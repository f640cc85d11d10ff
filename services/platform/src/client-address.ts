import { isIPv6 } from 'node:net';

/**
 * Who a client is, for limits and quotas: an IPv4 address whole; an IPv6 address by the /64 it is
 * in (one home, phone or server is given a whole /64 and can rotate through it at will). One rule
 * for every counter: rate limits, sign-in throttling, upload and mail quotas, the lookup watch.
 */
export function clientKey(ip: string): string {
  // Almost every client is IPv4: answer those without the IPv6 parsing below.
  if (!ip.includes(':')) return ip;
  const mapped = ipv4Mapped(ip);
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/**
 * The networks an IPv6 client counts under for the lookup watch: its /64 and its /48 (one site:
 * an attacker may hold a whole /48 and rotate through its /64s). Null for an IPv4 client.
 */
export function ipv6Networks(ip: string): { net64: string; net48: string } | null {
  if (!ip.includes(':') || ipv4Mapped(ip) || !isIPv6(ip)) return null;
  const groups = expandIPv6(ip);
  return { net64: groups.slice(0, 4).join(':'), net48: groups.slice(0, 3).join(':') };
}

/** The IPv4 address inside `::ffff:a.b.c.d`, or undefined. */
function ipv4Mapped(ip: string): string | undefined {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
}

/** The eight groups of an IPv6 address, lower case, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? '';
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 aside, e.g. 64:ff9b::1.2.3.4) takes two groups.
  const lastRight = right.at(-1) ?? left.at(-1) ?? '';
  const v4Groups = lastRight.includes('.') ? 1 : 0;
  const missing = address.includes('::') ? 8 - left.length - right.length - v4Groups : 0;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map(
    (group) => group.toLowerCase().replace(/^0+(?=.)/, '') || '0',
  );
}
