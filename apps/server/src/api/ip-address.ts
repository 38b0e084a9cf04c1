// Which client addresses count as domestic for getIpFlag (D9).
import { BlockList, isIPv4, isIPv6 } from "node:net";

const local = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
] as const) {
  local.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  local.addSubnet(network, prefix, "ipv6");
}

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4 (a dual-stack socket reports IPv4 so). */
export function unmapIPv4(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Loopback, private and link-local addresses: the visitor is on our side of the network. */
export function isLocalAddress(ip: string): boolean {
  const address = unmapIPv4(ip);
  if (isIPv4(address)) return local.check(address, "ipv4");
  if (isIPv6(address)) return local.check(address, "ipv6");
  return false;
}
