import * as React from "react";

export const LDC_PAGE = "/ldc/index.html";

export const meta = () => [
  { title: "Redirecting… | Fabric" },
  { name: "robots", content: "noindex" },
];

/** The server redirects GET /ldc itself; this covers in-app navigation and static hosts. */
export default function LdcRedirect() {
  React.useEffect(() => {
    window.location.replace(LDC_PAGE);
  }, []);
  return (
    <p className="mx-auto max-w-xl px-4 py-24 text-center">
      Redirecting to{" "}
      <a href={LDC_PAGE} className="text-brand-ink underline">
        {LDC_PAGE}
      </a>
      …
    </p>
  );
}
