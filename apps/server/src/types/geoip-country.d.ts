// geoip-country ships no types; this is the part the server uses.
declare module "geoip-country" {
  interface Country {
    /** ISO 3166-1 alpha-2, e.g. "CN". */
    country: string;
  }
  const geoip: { lookup(ip: string): Country | null };
  export default geoip;
}
