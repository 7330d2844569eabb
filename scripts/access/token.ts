/**
 * `npm run staff:token -- <address>`: prints a token of the local Access stand-in for a
 * staff address, for scripts and tests (`curl -H "Cf-Access-Jwt-Assertion: $(npm run -s
 * staff:token -- office@example.com)" http://localhost:8787/api/staff/leads`).
 */
import { localKey, signLocalToken } from "./keys.ts";
import { accessPort, standInSettings } from "./server.ts";

const email = (process.argv[2] ?? "").trim().toLowerCase();
const settings = standInSettings(accessPort());
if (!email || !settings.staffEmails.includes(email)) {
  console.error(`usage: npm run staff:token -- <address>, one of STAFF_EMAILS: ${settings.staffEmails.join(", ")}`);
  process.exit(1);
}
console.log(await signLocalToken(await localKey(), { issuer: settings.issuer, audience: settings.audience, email }));
