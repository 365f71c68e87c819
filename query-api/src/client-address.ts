import { isIPv4, isIPv6 } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * The client address that connection caps and failed-attempt limits count
 * by: IPv4 as is (also when mapped into IPv6), IPv6 by its /64, which one
 * subscriber usually holds whole (the rate-limit library's own rule).
 */
export const addressKey = (ip: string | undefined): string => (ip ? normalizeIP(ip, 64) : 'unknown');

/** The neighbourhood of an address (IPv4 /24, IPv6 /48): one guesser often holds many addresses of it. */
export const subnetKey = (ip: string | undefined): string => {
  const key = addressKey(ip);
  if (isIPv4(key)) return `${key.slice(0, key.lastIndexOf('.'))}.0/24`;
  return isIPv6(key) ? `${normalizeIP(key, 48)}/48` : key;
};
