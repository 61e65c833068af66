import {
  ANALYTICS_COOKIES,
  CONSENT_COOKIE,
  COOKIES_SECTION_ID,
  consentCopy,
} from "~/content/consent";
import { FIELD_MEASUREMENT } from "~/content/field-measurement";
import { locations } from "~/content/locations";
import { LEAD_RETENTION } from "~/content/retention";
import { site } from "~/content/site";

/** The privacy notice as structured content: the page renders it and builds its table of contents. */
export type PrivacyBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] }
  | { type: "subheading"; text: string }
  | { type: "email"; label: string; address: string };

export type PrivacySection = { id: string; heading: string; blocks: readonly PrivacyBlock[] };

/** Children's privacy threshold, in years. */
export const CHILDREN_AGE_THRESHOLD = 13;

const p = (text: string): PrivacyBlock => ({ type: "paragraph", text });
const list = (...items: string[]): PrivacyBlock => ({ type: "list", items });
const h = (text: string): PrivacyBlock => ({ type: "subheading", text });

const company = site.legalName;
const postalAddress = (city: string) =>
  locations.find((location) => location.city === city)?.address.join(", ") ?? city;

export const privacyNotice = {
  title: "Privacy Notice",
  /** The notice was last updated on this date. */
  lastUpdated: "January 03, 2024",
  lastUpdatedIso: "2024-01-03",
  lastUpdatedLabel: "Last updated:",
  tocHeading: "Contents",
  backToTop: "Back to contents",
  intro: [
    `This Privacy Notice explains how ${company} ("${site.name}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit our website, join our waitlist, request a demo or otherwise contact us. It also explains the choices you have and the rights you can exercise.`,
    `This notice covers our public website and the forms on it. It does not cover the personal information our customers process through the ${site.name} Flows, Source and Trust products: for that information we act as a processor (or service provider) on our customer's behalf under a separate agreement, and the customer's own privacy notice applies. If you are a participant in a workflow run by one of our customers, please contact that customer first.`,
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      blocks: [
        p(
          `${company} is the controller of the personal information described in this notice. We have offices in Austin, Texas, United States and in Singapore. Our Austin office is our principal place of business; our Singapore entity supports customers and partners in the Asia-Pacific region and is a joint controller with ${company} for information collected from visitors in that region.`,
        ),
        p(
          "You can reach our privacy team about anything in this notice using the contact details in the last section. Where a law requires us to appoint a representative or a data protection officer, we list them there as well.",
        ),
      ],
    },
    {
      id: "information-we-collect",
      heading: "2. Information we collect",
      blocks: [
        h("Information you give us"),
        p(
          "When you join the waitlist, request a demo or choose a plan on our pricing page, the form asks for:",
        ),
        list(
          "your first and last name;",
          "your business email address;",
          "the company you work for and your job title;",
          "the topics you are interested in (for example Trust, Flows or our services);",
          "an optional message describing your workflows or questions; and",
          "the plan you selected on the pricing page, if you arrived from there.",
        ),
        p(
          "Please do not include sensitive information (such as health, biometric or financial account details) in the free-text message. We do not need it to respond to you, and we will delete it if we receive it.",
        ),
        p(
          "If you email us, call us or meet us at an event, we collect the information you choose to share, such as your contact details and the content of your message.",
        ),
        h("Information collected automatically"),
        p(
          "Like most websites, our servers receive technical information whenever your browser requests a page: your IP address, the date and time, the page requested, the response status, the referring page and your browser's user agent. Our server logs record the request method, path and status and never the contents of forms you submit.",
        ),
        p(
          "If we have enabled web analytics and you have accepted it (see section 5), the analytics provider also receives information about the pages you view, how you arrived at our site, your approximate location derived from your IP address, and your device and browser type.",
        ),
        h("Information stored on your device"),
        p(
          'The site remembers whether you prefer the light or dark theme by saving the value "light", "dark" or "system" in your browser\'s local storage. This value never leaves your device.',
        ),
        h("Information from other sources"),
        p(
          "We may combine what you tell us with business contact information that is publicly available, such as your company's website or your professional networking profile, or that event organisers or partners share with us where you agreed to it. We use this only to understand whether and how our products fit your organisation.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      heading: "3. How we use information and our legal bases",
      blocks: [
        p("We use personal information for the following purposes:"),
        list(
          "To respond to your request: to add you to our waitlist, contact you about a demo, and answer the questions you send us.",
          "To understand your needs: the plan, topics and message you provide help us route your request to the right team and prepare a relevant conversation.",
          "To send product news: if you joined the waitlist, we may tell you when products, features or plans become available. Every such email has an unsubscribe link.",
          "To operate and secure the website: to deliver pages, prevent abuse (for example by limiting repeated form submissions), diagnose faults and keep the site available.",
          "To measure and improve the website, where analytics is enabled.",
          "To meet legal obligations, enforce our terms and establish, exercise or defend legal claims.",
        ),
        p(
          "If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on the following legal bases:",
        ),
        list(
          "Steps at your request before entering into a contract, when we respond to a demo request or a plan you selected.",
          "Our legitimate interests in answering enquiries, growing our business with relevant organisations, and keeping our website secure and working. We balance these interests against your rights, and you can object at any time.",
          "Your consent, where the law requires it, for example for certain marketing emails and for analytics cookies. You can withdraw consent at any time without affecting what we did before.",
          "Compliance with a legal obligation, for example record-keeping and responding to lawful requests.",
        ),
        p(
          "We do not make decisions about you based solely on automated processing that produce legal or similarly significant effects.",
        ),
      ],
    },
    {
      id: "waitlist-and-forms",
      heading: "4. The waitlist and request forms",
      blocks: [
        p(
          "When you submit the form, your browser sends the fields listed in section 2 to our web server, which stores them in our lead database and forwards them to the workflow-automation service we use to notify our sales and customer success teams. The form validates your entries in your browser and again on our server; incomplete submissions are not stored.",
        ),
        p(
          "Choosing a plan on the pricing page does not start a subscription or take payment: it only opens the request form with that plan pre-selected so our team knows what you are considering.",
        ),
        p(
          `If you would rather not use the form, you can email our sales team at ${site.salesEmail}.`,
        ),
      ],
    },
    {
      id: COOKIES_SECTION_ID,
      heading: "5. Cookies and analytics",
      blocks: [
        p(
          "Our website does not set advertising cookies and does not use third-party advertising or social media tracking pixels. The social media icons in our footer are plain links: the networks receive nothing from us unless you click them.",
        ),
        h("Analytics, only with your consent"),
        p(
          "We may enable Google Analytics 4 to learn which pages are read and how visitors find us. Where it is enabled, a banner asks you first, on whichever page you arrive. Until you select Accept, your browser requests nothing from Google: no script, no cookie and no measurement of any kind. If you accept, each page you view is sent to our Google Analytics properties with its address and title, and Google learns your browser, device and approximate location from the request. We tell Google that advertising storage, advertising use of your data and ad personalisation are refused, and we have turned off Google signals; we never send your name, email address or anything you type into a form.",
        ),
        p(
          "If your browser sends the Global Privacy Control signal, we treat it as a refusal: we do not show the banner and load nothing. You can still choose to accept from the cookie settings described below, and that choice then applies.",
        ),
        h("The cookies we use"),
        list(
          `${CONSENT_COOKIE.name}: set when you choose Accept or Reject, to remember that choice and which version of this section it answers. It lasts ${CONSENT_COOKIE.maxAgeDays} days (six months); after that, or if we change what analytics is used for, we ask again. It is set only where analytics is enabled.`,
          `${ANALYTICS_COOKIES.names}: set by Google Analytics only after you accept, to tell one visitor's page views from another's. They last up to ${ANALYTICS_COOKIES.maxAgeMonths} months from your latest visit.`,
        ),
        p(
          "The site also keeps two values in your browser's storage that never leave your device: your light or dark theme (see section 2), and, for the current tab only, the address of the site's font file, so that later pages can use it at once.",
        ),
        h("Performance measurement, without cookies"),
        p(
          `To keep the site fast on real phones and connections, each page you view measures how quickly it appeared and answered you (the Core Web Vitals: largest contentful paint, interaction to next paint, cumulative layout shift, first contentful paint and time to first byte) and, when you leave it, sends those figures to our own server, never to anyone else. It sends only the page's address without anything after it, the figures rounded, and for a slow page the part of it and the phase that were slow; our server turns your browser's description into a device class (phone, tablet or desktop) and keeps neither it nor your IP address. Nothing is stored in your browser and nothing identifies you, your visit or your device, so no consent is asked. We keep these figures for ${FIELD_MEASUREMENT.rawRetentionDays} days, then only each day's totals, for ${FIELD_MEASUREMENT.dailyRetentionDays} days. If your browser sends the Global Privacy Control signal, nothing is measured or sent.`,
        ),
        h("Changing your choice"),
        p(
          `Select "${consentCopy.settings}" at the foot of any page to see the choice again. Reject withdraws your consent: analytics stops on that page, and we delete Google's cookies from your browser. You can also block or delete cookies in your browser's settings, or install Google's opt-out browser add-on. Refusing analytics does not change how the site works. Without JavaScript, the banner's buttons send your choice to our server, which stores it in the same cookie.`,
        ),
      ],
    },
    {
      id: "sharing",
      heading: "6. How we share information",
      blocks: [
        p(
          "We do not sell personal information, and we do not share it for cross-context behavioural advertising. We share it only as follows:",
        ),
        list(
          "Service providers (processors) that host our website and servers, store our lead database, run our workflow automation and email, provide customer relationship management, and supply analytics when enabled. They may use the information only to provide their services to us, under contracts that require confidentiality and security.",
          "Our affiliates: the Fabric entities in the United States and Singapore, so that the team nearest you can respond.",
          "Professional advisers such as lawyers, auditors and insurers, under duties of confidentiality.",
          "Authorities and others when the law requires it, or when needed to protect the rights, property or safety of our users, our company or others.",
          "A buyer or successor in a merger, acquisition, financing or sale of assets, subject to this notice; we will tell you if the new owner's practices differ.",
          "Anyone else with your consent or at your direction.",
        ),
      ],
    },
    {
      id: "international-transfers",
      heading: "7. International transfers",
      blocks: [
        p(
          "We are based in the United States and Singapore, and our service providers may process information in those and other countries. These countries may not have the same data protection laws as the country where you live.",
        ),
        p(
          "When we transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision where one exists (including the EU-U.S. Data Privacy Framework and its UK and Swiss extensions, where the recipient is certified) or on the European Commission's Standard Contractual Clauses with the UK Addendum, together with additional safeguards where needed. For transfers from Singapore, we take appropriate steps to ensure recipients provide a standard of protection comparable to the Personal Data Protection Act 2012. You can ask us for a copy of the relevant safeguards.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "8. How long we keep information",
      blocks: [
        p("We keep personal information only as long as we need it for the purposes above:"),
        list(
          `Waitlist and demo requests: for as long as we are in contact about our products, and up to ${LEAD_RETENTION.months} months after our last interaction, after which we delete or anonymise them.`,
          "If you become a customer: for the duration of the relationship and afterwards as required for tax, accounting and legal purposes (usually up to seven years).",
          "Server logs: up to 30 days, unless needed longer to investigate a security incident.",
          "Analytics data, where enabled and accepted: up to 14 months.",
          `Your cookie choice: ${CONSENT_COOKIE.maxAgeDays} days in your browser.`,
          "Unsubscribe requests: indefinitely, in a minimal suppression list, so that we do not email you again.",
        ),
      ],
    },
    {
      id: "security",
      heading: "9. How we protect information",
      blocks: [
        p(
          "We use administrative, technical and physical safeguards designed for the sensitivity of the information, including encryption in transit (HTTPS with HSTS), strict content security policies on our website, rate limiting of form submissions, access controls based on least privilege, multi-factor authentication for staff, and security reviews of the providers we use.",
        ),
        p(
          "No method of transmission or storage is completely secure. If we become aware of a breach affecting your personal information, we will notify you and the relevant authorities as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "10. Your rights and choices",
      blocks: [
        h("Everyone"),
        p(
          "Wherever you live, you can ask us what personal information we hold about you, ask us to correct or delete it, and unsubscribe from our emails at any time using the link in them. We will not discriminate against you for exercising your rights.",
        ),
        h("European Economic Area, United Kingdom and Switzerland"),
        p(
          "Under the GDPR, the UK GDPR and the Swiss Federal Act on Data Protection you have the right to:",
        ),
        list(
          "access your personal information and receive a copy;",
          "have inaccurate information corrected;",
          "have information erased in certain circumstances;",
          "restrict processing in certain circumstances;",
          "receive information you gave us in a portable format, where processing is based on consent or a contract;",
          "object at any time to processing based on our legitimate interests, and to direct marketing;",
          "withdraw consent at any time, where processing is based on consent; and",
          "lodge a complaint with your local data protection authority (in the UK, the Information Commissioner's Office), although we would appreciate the chance to address your concern first.",
        ),
        h("United States"),
        p(
          "Residents of California, Colorado, Connecticut, Virginia, Utah, Texas, Oregon, Montana and other states with consumer privacy laws may have the right to know or access the categories and specific pieces of personal information we collect, use and disclose; to correct inaccuracies; to delete it; to obtain a portable copy; and to opt out of the sale of personal information, targeted advertising and certain profiling. We do not sell personal information or share it for targeted advertising, and we do not knowingly process sensitive personal information from this website.",
        ),
        p(
          "In the past twelve months we collected the following categories of personal information as described in section 2: identifiers (name, email address, IP address); professional information (company, job title); internet or network activity (pages viewed, where analytics is enabled); and inferences about your business interests drawn from the topics and plan you choose. We disclosed these for business purposes to the service providers described in section 6.",
        ),
        p(
          "You may use an authorised agent to make a request on your behalf; we may ask the agent for proof of authority and ask you to verify your identity. If we deny your request, you can appeal by replying to our decision; if the appeal is denied, you may contact your state attorney general.",
        ),
        h("Singapore"),
        p(
          "Under the Personal Data Protection Act 2012 you may request access to and correction of your personal data and withdraw consent for its collection, use or disclosure. Withdrawing consent may mean we can no longer respond to your request.",
        ),
        h("How to make a request"),
        p(
          "Email our privacy team at the address below. We will confirm receipt, may ask for information to verify your identity, and will respond within the time the applicable law requires (usually one month under the GDPR and 45 days under US state laws).",
        ),
      ],
    },
    {
      id: "children",
      heading: "11. Children's privacy",
      blocks: [
        p(
          `Our website and products are for businesses and are not directed to children. We do not knowingly collect personal information from children under ${CHILDREN_AGE_THRESHOLD}, and the waitlist form is intended for adults acting for their organisation. If you believe a child under ${CHILDREN_AGE_THRESHOLD} has given us personal information, please contact us and we will delete it.`,
        ),
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to this notice",
      blocks: [
        p(
          'We may update this notice as our website, products or legal obligations change. We will post the new version on this page and change the "Last updated" date above. If a change materially affects how we use information we already hold, we will tell you by email or with a notice on the website before it takes effect.',
        ),
      ],
    },
    {
      id: "contact",
      heading: "13. How to contact us",
      blocks: [
        p(
          `For questions about this notice or to exercise your rights, contact ${company}'s privacy team:`,
        ),
        { type: "email", label: "Email", address: site.privacyEmail },
        list(
          `By post (United States): Privacy Team, ${company}, ${postalAddress("Austin")}.`,
          `By post (Singapore): Data Protection Officer, ${site.name}, ${postalAddress("Singapore")}.`,
        ),
        p(
          "If you contact us about a Fabric customer's workflow in which you took part, we will forward your request to that customer and help them respond.",
        ),
      ],
    },
  ],
} as const satisfies {
  title: string;
  lastUpdated: string;
  lastUpdatedIso: string;
  lastUpdatedLabel: string;
  tocHeading: string;
  backToTop: string;
  intro: readonly string[];
  sections: readonly PrivacySection[];
};
