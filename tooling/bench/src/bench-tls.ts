// The bench's HTTPS: one self-signed certificate for 127.0.0.1, made per run, which the site and
// the baseline answer with and which the bench's own requests and Chromium trust (only it).
import { createHash, X509Certificate } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "selfsigned";

export interface BenchCertificate {
  cert: string;
  key: string;
  certFile: string;
  keyFile: string;
  /** For Chromium's --ignore-certificate-errors-spki-list: this certificate's key, hashed. */
  spkiHash: string;
}

export async function makeCertificate(dir: string): Promise<BenchCertificate> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const certFile = join(dir, "bench-cert.pem");
  const keyFile = join(dir, "bench-key.pem");
  writeFileSync(certFile, pems.cert);
  writeFileSync(keyFile, pems.private);
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: "spki", format: "der" });
  return {
    cert: pems.cert,
    key: pems.private,
    certFile,
    keyFile,
    spkiHash: createHash("sha256").update(spki).digest("base64"),
  };
}
