import { normalizeIP } from '@fastify/rate-limit';

/**
 * The client address that connection caps and failed-attempt limits count
 * by: IPv4 as is (also when mapped into IPv6), IPv6 by its /64, which one
 * subscriber usually holds whole (the rate-limit library's own rule).
 */
export const addressKey = (ip: string | undefined): string => (ip ? normalizeIP(ip, 64) : 'unknown');
