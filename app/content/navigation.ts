export type NavLinkItem = { title: string; href: string; description?: string };

export const productLinks = [
  {
    title: "Flows",
    href: "/products/flows",
    description: "Bring verified people into any AI workflow as an MCP tool.",
  },
  {
    title: "Source",
    href: "/products/source",
    description: "Find verified humans and workforce providers on demand.",
  },
  {
    title: "Trust",
    href: "/products/trust",
    description: "Signed, verifiable proof of every human action.",
  },
] as const satisfies NavLinkItem[];

export const mainLinks = [
  { title: "About", href: "/about" },
  { title: "Pricing", href: "/pricing" },
] as const satisfies NavLinkItem[];
