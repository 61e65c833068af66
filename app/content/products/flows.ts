import { links } from "~/content/pages";
import type { CallToAction, FeatureBlock, ProductHero, StepsBlock } from "~/content/types";
import { productIcons } from "./icons";
import { screen } from "./types";

export const flowsHero = {
  name: "Flows",
  tagline: "The simplest way to bring real humans into your AI workflows.",
  description:
    "Package a task, the people qualified to do it and the proof that they did into one endpoint your agents can call. No custom review tooling, no staffing contracts per project, no screenshots as evidence.",
  image: screen(
    "flows-builder",
    "The Flow builder: a contract-review Flow with its task template, a legal-review workforce from Source and Trust attestation switched on, beside the MCP endpoint it publishes.",
    "The Flow builder: template, workforce and attestation on one canvas.",
  ),
} satisfies ProductHero;

export const flowBundle = {
  intro: {
    eyebrow: "What is a Flow",
    heading: "One Flow bundles Enablement, Fulfillment and Trust",
    description:
      "Most human-in-the-loop projects stall on the glue: a review queue, a staffing vendor, an audit spreadsheet. A Flow ships all three as one versioned unit.",
  },
  features: [
    {
      icon: "layout-template",
      title: "Enablement",
      description:
        "The task itself: instructions, the input schema the agent must fill in, the answer format people return and the service level. It is what turns a vague 'ask a human' into a call a machine can make.",
    },
    {
      icon: productIcons.source,
      title: "Fulfillment",
      description:
        "The people who do the work: a verified workforce from Source, chosen by domain, expertise and reputation score, with routing and fallbacks handled for you.",
    },
    {
      icon: productIcons.trust,
      title: "Trust",
      description:
        "The proof: every completed action is signed and attested by the provider's trust service, so each answer arrives with a certificate you can check later.",
    },
  ],
} satisfies FeatureBlock;

export const flowSteps = {
  intro: {
    eyebrow: "Four steps",
    heading: "How it works",
    description: "From template to a callable, attested endpoint in four steps.",
  },
  steps: [
    {
      title: "Choose a task template",
      description:
        "Start from a curated library of proven workflow patterns (document review, claim adjudication, content moderation, expert Q&A) and adapt the instructions and answer schema to your case.",
    },
    {
      title: "Select a verified workforce",
      description:
        "Pick people or a workforce provider from the Source marketplace, filtered by domain, expertise, language, time zone and reputation score.",
    },
    {
      title: "Expose it to your agent over MCP",
      description:
        "The combined task and workforce is published as an MCP-compatible endpoint. Your agent discovers it with tools/list and calls it like any other tool.",
    },
    {
      title: "Validate and attest",
      description:
        "Every completed action is cryptographically verified by the provider's trust service and returned with an attestation your auditors can verify independently.",
    },
  ],
} satisfies StepsBlock;

export const agentCall = {
  intro: {
    eyebrow: "For developers",
    heading: "Any MCP-capable agent can call a Flow as a tool",
    description:
      "Each Flow is published as an MCP-compatible endpoint that exposes its task as a tool. Any agent or framework that speaks the Model Context Protocol can list it, read its input schema and call it over JSON-RPC; the human answer comes back as the tool result, with its attestation.",
  },
  points: [
    "Standard tools/list and tools/call: no SDK to adopt, no vendor lock-in in your agent code.",
    "Typed input and output schemas, so the agent knows exactly what to send and what comes back.",
    "Each result carries an attestation id that resolves to a signed certificate.",
  ],
  /** The listings' format, named in each one's header. */
  codeFormat: "JSON-RPC",
  requestLabel: "The agent's request",
  request: `{
  "jsonrpc": "2.0",
  "id": 7,
  "method": "tools/call",
  "params": {
    "name": "review_contract_clause",
    "arguments": {
      "contract_id": "MSA-2291",
      "clause": "14.2 Limitation of liability",
      "question": "Is the liability cap enforceable under New York law?",
      "due_within_minutes": 45
    }
  }
}`,
  resultLabel: "The reviewer's answer",
  requestCopy: {
    copyLabel: "Copy request",
    copied: "Request copied to the clipboard.",
    failed: "Could not copy: select the request and copy it instead.",
  },
  resultCopy: {
    copyLabel: "Copy result",
    copied: "Result copied to the clipboard.",
    failed: "Could not copy: select the result and copy it instead.",
  },
  result: `{
  "jsonrpc": "2.0",
  "id": 7,
  "result": {
    "content": [
      {
        "type": "text",
        "text": "Enforceable with a gross-negligence carve-out."
      }
    ],
    "structuredContent": {
      "decision": "approve_with_changes",
      "attestation_id": "att_7Q2M9X"
    },
    "isError": false
  }
}`,
  image: screen(
    "flows-agent-call",
    "The MCP tool definition of a Flow, its JSON input schema, and a log of an agent's tools/call with the reviewer's answer and attestation id.",
    "The tool an agent sees, and the log of one call answered by a person.",
  ),
} as const;

export const flowUseCases = {
  intro: {
    eyebrow: "Use cases",
    heading: "Where teams put people in the loop",
    description: "Four patterns cover most of what enterprises ask humans to do for their agents.",
  },
  features: [
    {
      icon: "stamp",
      title: "Verification",
      description:
        "Secure human sign-off for compliance-critical decisions and regulatory approvals.",
      link: links.validation,
    },
    {
      icon: "route",
      title: "Escalation",
      description:
        "Complex edge cases routed to qualified human experts when AI confidence is low.",
      link: links.escalation,
    },
    {
      icon: "message-circle-question",
      title: "Consultation",
      description: "Human expertise for nuanced judgment, ethical guidance and contextual insight.",
      link: links.consultation,
    },
    {
      icon: "flask-conical",
      title: "Simulation",
      description:
        "Humans placed in simulations to test behaviour, decisions and outcomes in AI-driven environments.",
      // No page of its own yet: the card asks for a demo, under the form's one name.
      link: { ...links.requestDemo, context: "about simulation" },
    },
  ],
} satisfies FeatureBlock;

export const flowsCallToAction = {
  heading: "Put a verified person in your agent's loop",
  description:
    "Tell us which decision your agents should not make alone. We will help you design the Flow and run it on a pilot workload.",
  action: links.requestDemo,
} satisfies CallToAction;
