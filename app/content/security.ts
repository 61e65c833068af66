/**
 * The security page (/security): how the site and the products handle data, who processes it, the
 * security a visitor can check on the site itself, and the disclosure policy. Every statement here is
 * one the code or the spec backs; a fact only the company can supply is `PENDING`.
 */
import { assuranceSchema, parseDataFile } from "./data-schemas";
import data from "./data/assurance.json" with { type: "json" };
import { ANALYTICS_COOKIES, CONSENT_COOKIE, COOKIES_SECTION_ID, consentCopy } from "./consent";
import { pages, securityTxtPath } from "./pages";
import { site } from "./site";
import type { LinkItem } from "./types";

/**
 * A fact the company must state before launch (a provider's name or region, an audit's status).
 * Every use is on the README's "Before launch" list. The page never prints it: what holds it is
 * left out (`isDecided`) until the company states the fact, rather than guessed or shown as open.
 */
export const PENDING = "To be confirmed";

/** Whether a copy value (a string, or an object of them) states nothing still `PENDING`. */
export function isDecided(value: unknown): boolean {
  return !JSON.stringify(value).includes(PENDING);
}

/** The disclosure policy's anchor: security.txt's `Policy` field points here. */
export const DISCLOSURE_SECTION_ID = "disclosure";

/** security.txt: it expires this long after the build (RFC 9116 recommends under a year). */
export const securityTxtFacts = { lifetimeDays: 180, languages: ["en"] } as const;

/** How quickly a vulnerability report is answered, in business days, and when it may be published. */
export const DISCLOSURE_TIMES = {
  acknowledgeDays: 3,
  assessDays: 10,
  updateEveryDays: 30,
  publishAfterDays: 90,
} as const;

export type DataFlow = { title: string; collected: string; destination: string; kept: string };
export type SubProcessor = { name: string; purpose: string; data: string; region: string };
/** A response header the site sends, by name (server/header-policy.ts states the values). */
export type HeaderFact = { name: string; what: string };
export type Practice = { title: string; text: string; link?: LinkItem | null };
/** What is in place and what is planned, edited in `data/assurance.json` (or the CMS). */
export const assurance = parseDataFile("assurance", assuranceSchema, data);
export type PlannedAssurance = (typeof assurance.planned)[number];

/** "2027-Q1" (the schema's form) as a reader says it: "Q1 2027". */
export function formatQuarter(quarter: string) {
  const [year, part] = quarter.split("-");
  return `${part} ${year}`;
}

export type SecuritySectionCopy = { id: string; heading: string; intro: string };

const privacyCookies = `${pages.privacy.path}#${COOKIES_SECTION_ID}`;

export const securityCopy = {
  heading: "Security and data handling",
  contentsLabel: "On this page",
  sections: {
    data: {
      id: "data",
      heading: "What we collect and where it goes",
      intro:
        "The website collects little, and each item has one route. Customer data processed through Flows, Source and Trust is governed by each customer's agreement with us, where we act as their processor.",
    },
    subProcessors: {
      id: "sub-processors",
      heading: "Sub-processors",
      intro:
        "The providers that process personal data from this website on our behalf, under contracts that limit them to that service.",
    },
    practice: {
      id: "practice",
      heading: "Security you can check",
      intro:
        "What follows is visible from outside: open your browser's developer tools on any page of this site and compare.",
    },
    keys: {
      id: "signing-keys",
      heading: "Certificate signing keys",
      intro:
        "Trust certificates are signed with ECDSA on the secp256k1 curve. Anyone can check one without asking us.",
    },
    assurance: {
      id: "assurance",
      heading: "Audits and certifications",
      intro:
        "What is in place today, with where to check it, and the independent audits we plan. We call an audit done only once its report or certificate has been issued.",
    },
    disclosure: {
      id: DISCLOSURE_SECTION_ID,
      heading: "Reporting a vulnerability",
      intro:
        "If you believe you have found a security problem in this website or in how Trust certificates are verified, we want to hear from you.",
    },
  },
  dataLabels: { collected: "What", destination: "Where it goes", kept: "How long" },
  dataFlows: [
    {
      title: "Waitlist and demo requests",
      collected:
        "Your name, business email, company, job title, the topics you pick, an optional message and the plan you came from.",
      destination:
        "Over HTTPS to our server, which validates it and stores it in our lead database before it answers. From there it is delivered to our workflow-automation provider by a signed webhook, so our team is notified.",
      kept: "Up to 24 months after our last contact with you.",
    },
    {
      title: "Request logs",
      collected:
        "The method, path and status of each request to our server; never what a form contains.",
      destination:
        "Our server's logs. The form's rate limit counts submissions per network address, in memory.",
      kept: "Up to 30 days, longer only to investigate an incident.",
    },
    {
      title: "Analytics, only if you accept",
      collected: `Page views: the page's address and title, your browser and device, and an approximate location. Google sets its cookies (${ANALYTICS_COOKIES.names}).`,
      destination:
        "Google Analytics 4, to each of our measurement properties. Until you accept, and whenever your browser sends Global Privacy Control, nothing is requested from Google at all.",
      kept: `Up to 14 months in Google Analytics. Your choice itself is kept in the ${CONSENT_COOKIE.name} cookie for six months.`,
    },
    {
      title: "Your theme and the certificates you check",
      collected: "Light or dark theme; any certificate you paste or drop into the verifier.",
      destination:
        "Nowhere: the theme stays in your browser's storage, and certificates are checked in your browser, never uploaded.",
      kept: "In your browser, until you clear it.",
    },
  ] satisfies DataFlow[],
  subProcessorLabels: {
    caption: "Sub-processors for this website",
    name: "Provider",
    purpose: "Purpose",
    data: "Data",
    region: "Region",
  },
  subProcessors: [
    {
      name: `Hosting provider: ${PENDING}`,
      purpose:
        "Serves this website and runs the server that receives waitlist requests and keeps the lead database.",
      data: "Waitlist requests, request logs",
      region: PENDING,
    },
    {
      name: `Workflow-automation provider: ${PENDING}`,
      purpose: "Receives each waitlist request by signed webhook and notifies our sales team.",
      data: "Waitlist requests",
      region: PENDING,
    },
    {
      name: "Google (Google Analytics 4)",
      purpose: "Counts page views, only for visitors who accept analytics cookies.",
      data: "Page address and title, a pseudonymous cookie identifier, browser and device, approximate location",
      region: "United States and Google's other data-centre locations",
    },
  ] satisfies SubProcessor[],
  subProcessorsNote: {
    text: "The privacy notice says how we share information and on what terms.",
    link: { label: "Privacy notice, section 6", href: `${pages.privacy.path}#sharing` },
  },
  headersHeading: "The headers every page is sent with",
  headers: [
    {
      name: "Strict-Transport-Security",
      what: "Browsers reach this site and its subdomains only over HTTPS, for two years after a visit.",
    },
    {
      name: "Content-Security-Policy",
      what: "Scripts run only from this site, each inline one allowed by the SHA-256 hash of its exact text; Google's tag host is allowed only where analytics is switched on, and used only after you accept. No page may be framed, and a form may post only to the address that receives it.",
    },
    {
      name: "Permissions-Policy",
      what: "Camera, microphone, location, payment, USB, motion sensors and the Topics API are switched off for every page.",
    },
    {
      name: "X-Content-Type-Options",
      what: "Files are used only as the type they are served as.",
    },
    {
      name: "Referrer-Policy",
      what: "Other sites learn only our domain when you follow a link, never the page's path.",
    },
  ] satisfies HeaderFact[],
  practices: [
    {
      title: "Requests are checked where they land",
      text: "The server validates every waitlist request against the same schema as the form, refuses control characters, limits submissions per address and stores a request before it says it has received it.",
    },
    {
      title: "Signed deliveries",
      text: "Every request we forward carries a Fabric-Signature header: an HMAC-SHA256 of a timestamp and the exact body, under a secret only we and the receiver hold. The receiver can reject a forged or replayed delivery, and a delivery id lets it drop a repeat.",
    },
    {
      title: "No third party before you choose",
      text: "Pages load nothing from another host on arrival. Analytics waits for your consent, and a refusal, like Global Privacy Control, means no request to Google at all.",
      link: { label: consentCopy.link, href: privacyCookies },
    },
  ] satisfies Practice[],
  keyPractices: [
    {
      title: "A published list",
      text: "Every key that signs Fabric certificates is listed on the verifier page with its SHA-256 fingerprint and the date from which it signs. A certificate reads “Signed by Fabric” only when its key is on that list.",
      link: { label: "See the published keys", href: `${pages.verify.path}#keys-heading` },
    },
    {
      title: "Rotation",
      text: "A new key is published on the list before it signs its first certificate. A key that stops signing stays listed, so every certificate it signed can still be checked.",
    },
    {
      title: "Today's list",
      text: "It holds one demonstration key, marked as such, which signs only the sample certificate. Production keys join the list before they sign.",
      link: { label: "Check the sample certificate", href: pages.verifyDemo.path },
    },
  ] satisfies Practice[],
  assuranceLabels: {
    inPlace: "In place today",
    planned: "Planned",
    caption: "Planned audits and certifications",
    name: "Audit or certification",
    quarter: "Target",
    status: "Status",
  },
  disclosure: {
    contact: {
      heading: "How to report",
      text: "Email our security team. Please write in English, and do not put the details in a public issue or on social media.",
      address: site.securityEmail,
    },
    include: {
      heading: "What to include",
      items: [
        "the page, address or component affected;",
        "the steps that reproduce the problem, with any proof of concept;",
        "what an attacker could do with it, as you understand it; and",
        "how we can reach you, and whether you would like to be credited.",
      ],
    },
    scope: {
      heading: "Scope",
      inScope: {
        label: "In scope",
        items: [
          "this website and its server, including the waitlist endpoint and its webhook deliveries;",
          "the certificate verifier, the published signing-key list and the certificate format; and",
          "our security.txt and the headers described above.",
        ],
      },
      outOfScope: {
        label: "Out of scope",
        items: [
          "denial of service and load tests;",
          "social engineering, phishing and physical attacks;",
          "services run by the providers above (report those to them);",
          "scanner output or missing best practices with no demonstrated effect; and",
          "filling the waitlist with automated submissions.",
        ],
      },
    },
    times: {
      heading: "What happens next",
      items: [
        `We acknowledge your report within ${DISCLOSURE_TIMES.acknowledgeDays} business days.`,
        `We tell you our assessment within ${DISCLOSURE_TIMES.assessDays} business days, and how we plan to fix it.`,
        `We update you at least every ${DISCLOSURE_TIMES.updateEveryDays} days until it is fixed.`,
        `We ask you to wait for the fix, or ${DISCLOSURE_TIMES.publishAfterDays} days from your report, before publishing; we will agree a date with you.`,
      ],
    },
    safeHarbour: {
      heading: "Safe harbour",
      text: "If you act in good faith under this policy, we consider your research authorised: we will not bring or support legal action against you for it, and if a third party does, we will say that you acted with our authorisation. Good faith means you access no more data than you need to show the problem, do not keep or share it, do not degrade the service for others, and give us the time above before disclosing.",
    },
    file: {
      text: "Security researchers' tools can read this policy's contact from",
      link: { label: securityTxtPath, href: securityTxtPath },
    },
  },
} as const satisfies {
  heading: string;
  contentsLabel: string;
  sections: Record<string, SecuritySectionCopy>;
  dataFlows: readonly DataFlow[];
  subProcessors: readonly SubProcessor[];
  headers: readonly HeaderFact[];
  practices: readonly Practice[];
  keyPractices: readonly Practice[];
  [key: string]: unknown;
};
