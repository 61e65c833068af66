import { config } from "~/lib/config";
import { securityTxt } from "~/lib/security-txt";

/** The security contact file, written at build time with its expiry (`securityTxtPath`). */
export function loader() {
  return new Response(securityTxt(config.siteUrl, new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
