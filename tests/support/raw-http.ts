import { request } from "node:http";

/** A GET to `base` with the request target exactly as given: no client-side normalisation. */
export function rawGet(base: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const sent = request({ hostname, port, path: target, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          type: String(response.headers["content-type"]),
          body,
        }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** Spellings of `route` (`/readyz`) that a router, a proxy or a client may take for it. */
export function pathSpellings(route: string) {
  const name = route.slice(1);
  const escaped = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
  return [
    route,
    `/${escaped}`,
    `/%25${escaped.slice(1)}`,
    `${route}/`,
    `/${route}`,
    `/.${route}`,
    route.toUpperCase(),
    `${route}?x`,
    `${route};x`,
    `/%2F${name}`,
    `http://fabric.example${route}`,
  ];
}
