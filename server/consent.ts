/**
 * Analytics consent at the server, for what a page's script cannot do:
 * - `POST /consent`: the banner's form without JavaScript. The choice is kept in the same
 *   first-party cookie the script writes, and the visitor is sent back to the page (303).
 * - The page variant: a visitor who has chosen, or whose browser sends `Sec-GPC: 1`, gets pages
 *   whose banner is marked decided, so it stays closed without script too, and the script reads the
 *   mark as the signal where the browser does not expose it (`navigator.globalPrivacyControl`).
 *   Global Privacy Control is never stored: it is read from each request, so turning it off asks
 *   again, and a choice the visitor makes later wins.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CONSENT_PATH, CONSENT_POLICY_VERSION } from "../app/content/consent.ts";
import {
  analyticsCookieDeletions,
  analyticsCookieNames,
  choiceCookie,
  cookieDomains,
  isChoice,
  hasConsentBanner,
  readChoice,
  withDecidedBanner,
} from "../app/features/consent/consent.ts";
import type { BuildFacts } from "./build-facts.ts";
import type { PageVariant } from "./page-variant.ts";

/** The form's one field, `consent=accept|reject`: a few bytes. */
const BODY_LIMIT_BYTES = 256;

export function refusesBySignal(request: FastifyRequest) {
  return request.headers["sec-gpc"] === "1";
}

/**
 * Pages with the banner marked decided, for a visitor who has chosen or sends the signal. A visitor
 * who refused gets them without the banner's script as well: nothing there runs before a choice
 * they have made, and here the banner works without it ("Cookie settings" shows it as the page's
 * target, its form posts to `POST /consent`, which sends them back to the page). A visitor who
 * accepted keeps it: it starts analytics.
 */
export const decidedBannerPages: PageVariant<"accepted" | "refused"> = {
  vary: ["Cookie", "Sec-GPC"],
  applies: hasConsentBanner,
  render: (html, name) => withDecidedBanner(html, { script: name === "accepted" }),
  chosen(request) {
    const choice = readChoice(request.headers.cookie, CONSENT_POLICY_VERSION);
    if (choice === "accept") return "accepted";
    return choice === "reject" || refusesBySignal(request) ? "refused" : null;
  },
};

/** Only a form on this site may set the choice: another site's page must not accept for a visitor. */
function fromThisSite(request: FastifyRequest) {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** A longer page address is not one of ours: the redirect does not carry what a client sent. */
const MAX_RETURN_PATH = 1024;

/**
 * The page the form was on (its path and query), when the browser says so and it is on this site;
 * else the home page. `//evil.example/x` and `/\evil.example` are paths of a same-host Referer too,
 * but a browser reads either in `Location` as another host, so what is sent must resolve to this
 * origin.
 */
export function pageOf(referer: string | undefined, host: string) {
  if (!referer || !URL.canParse(referer)) return "/";
  const url = new URL(referer);
  if (url.host !== host) return "/";
  const page = `${url.pathname}${url.search}`;
  const stays = page.length <= MAX_RETURN_PATH && /^\/(?![/\\])/.test(page);
  return stays && new URL(page, url.origin).origin === url.origin ? page : "/";
}

/**
 * The form's route, for a build with analytics (without, no page has the banner). A refusal deletes
 * the analytics cookies of the build's measurement ids on the build's own domains: a fixed handful
 * of headers, whatever cookies or Host the request brings.
 */
export async function consent(app: FastifyInstance, { siteUrl, gaMeasurementIds }: BuildFacts) {
  const analyticsCookies = analyticsCookieNames(gaMeasurementIds);
  const domains = cookieDomains(new URL(siteUrl).hostname);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.post(CONSENT_PATH, (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!fromThisSite(request)) return reply.code(403).send({ error: "cross_site" });
    const choice = request.body instanceof URLSearchParams ? request.body.get("consent") : null;
    if (!isChoice(choice)) return reply.code(400).send({ error: "invalid" });
    const secure = request.protocol === "https";
    const deletions =
      choice === "reject"
        ? analyticsCookieDeletions(request.headers.cookie, analyticsCookies, domains)
        : [];
    return reply
      .header("Set-Cookie", [choiceCookie(choice, CONSENT_POLICY_VERSION, secure), ...deletions])
      .redirect(pageOf(request.headers.referer, request.host), 303);
  });
}
