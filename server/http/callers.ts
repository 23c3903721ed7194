// Who is on the other end of a connection: the socket's address, which the operating system sets.
// Headers (Host, X-Forwarded-For) are the caller's own words and never decide this.
import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6 (a server listening on `::` sees that form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}
