import ipaddr from "ipaddr.js";
import type { PortalContext } from "../context";

/**
 * An IPv4 address as a socket or a proxy writes it, already its own group: parsing it cost a
 * tenth of a refused sign-in in the profile of a flood (`busySignIns.ts`).
 */
const PLAIN_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * What a per-address limit counts a caller by. An IPv4 address is one caller. An IPv6
 * subscriber is handed a whole /64 network (RFC 6177 and every provider's practice) and may
 * pick any address in it for each request, so an IPv6 caller is counted by its /64. An
 * IPv4 address written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports it)
 * is the IPv4 caller. Anything that is no address is counted as it is.
 */
export function addressGroup(ip: string): string {
  if (PLAIN_IPV4.test(ip)) return ip;
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}

/** The caller's address group (see `addressGroup`), for a per-address limit's key. */
export const callerAddress = (ctx: PortalContext): string => addressGroup(ctx.ip);

/**
 * Whether the request comes straight from this machine: the socket's peer is a loopback
 * address and no proxy forwarded it (a proxy on this machine would forward outside callers).
 */
export function fromThisMachine(ctx: PortalContext): boolean {
  const peer = ctx.req.socket.remoteAddress ?? "";
  if (ctx.get("X-Forwarded-For") !== "" || ctx.get("Forwarded") !== "") return false;
  return ipaddr.isValid(peer) && ipaddr.process(peer).range() === "loopback";
}
