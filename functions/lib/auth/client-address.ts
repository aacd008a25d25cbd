/**
 * The client address every per-address limit counts (docs/security.md, "One client address per
 * customer"): an IPv4 address as it is, an IPv6 address by its /64, the block one customer is given.
 * Every per-address limit keys on this value, never on the raw viewer address.
 */

/** The limit key of a viewer address: IPv4 (and IPv4-mapped IPv6) as it is, IPv6 by its /64 (`2001:db8:1:2::/64`). */
export function clientAddress(ip: string): string {
  const address = ip.trim();
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4mapped) return v4mapped[1];
  if (!address.includes(':')) return address;
  const bare = address.toLowerCase().replace(/%.*$/, '').replace(/\/\d+$/, '');
  const [head, tail = ''] = bare.split('::', 2);
  const front = head ? head.split(':') : [];
  const back = bare.includes('::') && tail ? tail.split(':') : [];
  const groups = bare.includes('::') ? [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back] : front;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
