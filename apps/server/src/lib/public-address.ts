import dns from 'node:dns';
import net from 'node:net';

/**
 * Outgoing requests to addresses residents give (Web Push endpoints) must reach the public
 * internet only: never this machine, its network or a cloud metadata service (a blind SSRF).
 */

/** Addresses that are not the public internet. */
const NOT_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata 100.100.100.200 included)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (AWS/GCP/Azure metadata 169.254.169.254 included)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  // An IPv4 subnet also matches its IPv4-mapped IPv6 form (::ffff:127.0.0.1).
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['fc00::', 7], // unique local (AWS's IPv6 metadata fd00:ec2::254 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}

/** The 16 bytes of an IPv6 address (already known valid by net.isIPv6). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g || '0', 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 address carries: NAT64 (64:ff9b::/96) and 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const isNat64 = b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b.slice(4, 12).every((x) => !x);
  if (isNat64) return b.slice(12).join('.');
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return null;
}

/** True for an IP address of the public internet; false for anything else, non-addresses included. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (family !== 6) return false;
  if (NOT_PUBLIC.check(bare, 'ipv6')) return false;
  const inner = embeddedIpv4(bare);
  return inner === null || isPublicAddress(inner);
}

/** Every address a host name resolves to (the `dns.lookup` of the system by default; tests stub it). */
export type HostResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: HostResolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Whether an address may be contacted; the push service's tests widen it to reach a local server. */
export type AddressPolicy = (address: string) => boolean;

/**
 * The addresses of `hostname` if every one of them is allowed, else null (unresolvable names
 * included). All of them, not just the first: a name with one public and one private address
 * would otherwise reach the private one on a retry.
 */
export async function allowedAddresses(
  hostname: string,
  resolve: HostResolver,
  allowed: AddressPolicy = isPublicAddress,
): Promise<Array<{ address: string; family: number }> | null> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return allowed(bare) ? [{ address: bare, family: net.isIP(bare) }] : null;
  const addresses = await resolve(bare).catch(() => []);
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) return null;
  return addresses;
}

/**
 * A `lookup` for net/tls connections that resolves through `resolve` and refuses to connect
 * unless every address is allowed: the address checked is the address connected to, so a name
 * whose DNS changed since it was registered (rebinding) cannot reach a private address.
 */
export function guardedLookup(resolve: HostResolver, allowed: AddressPolicy = isPublicAddress): net.LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname, resolve, allowed).then(
      (addresses) => {
        if (!addresses) {
          const error = Object.assign(new Error(`Adresse non publique refusée : ${hostname}`), {
            code: 'EADDRNOTPUBLIC',
          });
          callback(error, '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) {
          (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, usable);
        } else if (usable[0]) {
          callback(null, usable[0].address, usable[0].family);
        } else {
          callback(Object.assign(new Error(`Aucune adresse pour ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
