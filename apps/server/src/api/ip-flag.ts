// getIpFlag (spec 7.1, D9): true sends nobody away; false sends the visitor to /indexE.
import { apiPath, endpoints } from "@site/api/endpoints";
import type { FastifyInstance } from "fastify";
import { ajaxBody } from "../ruoyi";
import { isLocalAddress, unmapIPv4 } from "./ip-address";
import type { IpFlagSetting } from "../config";

/** SITE_IP_FLAG: force every answer, or decide by the address. */
export type CountryLookup = (ip: string) => string | null;

/** geoip-country's offline data (8 MB) is read on the first lookup, not at start. */
async function loadGeoip(): Promise<CountryLookup> {
  const { default: geoip } = await import("geoip-country");
  return (ip) => geoip.lookup(ip)?.country ?? null;
}

/**
 * Domestic when the address is local (loopback, private, link-local), in China, or unknown to
 * the database: in doubt a visitor is not sent away.
 */
export function isDomestic(ip: string, lookup: CountryLookup): boolean {
  if (isLocalAddress(ip)) return true;
  const country = lookup(unmapIPv4(ip));
  return country === null || country === "CN";
}

export function registerIpFlag(
  app: FastifyInstance,
  setting: IpFlagSetting,
  lookup?: CountryLookup,
): void {
  let countryOf: Promise<CountryLookup> | undefined = lookup && Promise.resolve(lookup);
  if (setting === "auto") {
    // Read the data once the server listens, so the first visitor does not wait for it.
    app.addHook("onListen", async () => {
      countryOf ??= loadGeoip();
    });
  }
  app.get(apiPath(endpoints.ipFlag), async (request, reply) => {
    // The answer depends on who asks: no shared cache may keep it.
    reply.header("cache-control", "no-store");
    if (setting !== "auto") return ajaxBody(setting === "domestic");
    countryOf ??= loadGeoip();
    // request.ip honours X-Forwarded-For only from SITE_TRUST_PROXY (Fastify trustProxy).
    return ajaxBody(isDomestic(request.ip, await countryOf));
  });
}
