import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { blogIsPaginated, tagsArePaginated } from "./lib/site-pages.server.ts";

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
  route("blog", "routes/blog.tsx", { id: "blog" }),
  ...(blogIsPaginated ? [route("blog/page/:page", "routes/blog.tsx", { id: "blog-page" })] : []),
  route("blog/tags/:tag", "routes/blog.tag.tsx"),
  ...(tagsArePaginated
    ? [route("blog/tags/:tag/page/:page", "routes/blog.tag.tsx", { id: "blog-tag-page" })]
    : []),
  route("blog/rss.xml", "routes/blog.feed.ts", { id: "blog-rss" }),
  route("blog/atom.xml", "routes/blog.feed.ts", { id: "blog-atom" }),
  route("blog/feed.json", "routes/blog.feed.ts", { id: "blog-json-feed" }),
  route("blog/:slug", "routes/blog.post.tsx"),
  route("verify", "routes/verify.tsx"),
  route("verify/demo", "routes/verify.demo.tsx"),
  route("verify/fabric-demo-seal.svg", "routes/verify.seal.ts"),
  route("use-cases", "routes/use-cases.tsx"),
  route("use-cases/validation", "routes/use-case.tsx", { id: "use-case-validation" }),
  route("use-cases/escalation", "routes/use-case.tsx", { id: "use-case-escalation" }),
  route("use-cases/consultation", "routes/use-case.tsx", { id: "use-case-consultation" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
