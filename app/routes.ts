import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products/flows", "routes/products.flows.tsx"),
  route("products/source", "routes/products.source.tsx"),
  route("products/trust", "routes/products.trust.tsx"),
  route("about", "routes/about.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("request-demo", "routes/request-demo.tsx"),
  route("privacy-notice", "routes/privacy-notice.tsx"),
  route("security", "routes/security.tsx"),
  route(".well-known/security.txt", "routes/security-txt.ts"),
  route("verify", "routes/verify.tsx"),
  route("verify/demo", "routes/verify.demo.tsx"),
  route("verify/fabric-demo-seal.svg", "routes/verify.seal.ts"),
  route("use-cases/validation", "routes/use-case.tsx", { id: "use-case-validation" }),
  route("use-cases/escalation", "routes/use-case.tsx", { id: "use-case-escalation" }),
  route("use-cases/consultation", "routes/use-case.tsx", { id: "use-case-consultation" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
