import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CmsAuthConfig } from "./config.ts";
import { createRateLimiter, refuseOverLimit } from "./rate-limit.ts";

/**
 * The OAuth handshake of the CMS's GitHub backend (docs/content-editing.md): `/admin` opens
 * `/api/cms/auth` in a pop-up, GitHub sends the editor back to `/api/cms/callback`, and that page hands
 * the token to `/admin` by `postMessage`, addressed to this site's own origin only. The `state` is a
 * random value kept in a short-lived cookie and checked on the way back, so nobody can hand an editor
 * a token of their own choosing. The server signs each state it hands out and remembers the ones
 * spent until they expire, so a state is good once, and only if this server issued it.
 */
export const CMS_AUTH_PATHS = { auth: "/api/cms/auth", callback: "/api/cms/callback" } as const;

const STATE_COOKIE = "cms_oauth_state";
const STATE_MAX_AGE_S = 600;
/**
 * Spent states remembered at once; each is forgotten when it would have expired anyway. Past this,
 * sign-ins wait rather than forget one that could then be replayed.
 */
const MAX_SPENT_STATES = 10_000;
/** GitHub's codes and our states are short; anything longer is refused before any work. */
const MAX_PARAM_LENGTH = 128;
const TOKEN_TIMEOUT_MS = 10_000;
const MAX_TOKEN_RESPONSE_BYTES = 16_384;
/** The scopes Decap asks for: `repo`, or `public_repo` for a public repository. */
const SCOPES = new Set(["repo", "public_repo"]);
/** Sign-ins one client address may start or finish a minute: an editor needs a few a day. */
export const CMS_AUTH_PER_MINUTE = 20;

/**
 * Decap's pop-up protocol: announce, wait for /admin to answer, then send the result. The script is
 * fixed text (hashed into this page's policy); the result rides in a JSON block beside it.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const result = document.getElementById("cms-auth").textContent;
  const origin = window.location.origin;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.source !== window.opener) return;
    window.opener.postMessage(result, origin);
  }, { once: true });
  window.opener?.postMessage("authorizing:github", origin);
})();`;

const HANDSHAKE_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash("sha256").update(HANDSHAKE_SCRIPT).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function readCookie(request: FastifyRequest, name: string) {
  const header = request.headers.cookie ?? "";
  if (header.length > 8192) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function param(query: unknown, name: string) {
  const value = (query as Record<string, unknown>)[name];
  return typeof value === "string" && value.length <= MAX_PARAM_LENGTH && /^[\w.-]+$/.test(value)
    ? value
    : undefined;
}

function handshakePage(reply: FastifyReply, status: number, message: string) {
  // `<` escaped, so no value can close the JSON block.
  const json = JSON.stringify(message).replace(/</g, "\\u003c");
  return reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Content-Security-Policy", HANDSHAKE_POLICY)
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Signing in</title>` +
        `<p>Signing in to the editor… You can close this window.</p>` +
        `<script type="application/json" id="cms-auth">${json}</script>` +
        `<script>${HANDSHAKE_SCRIPT}</script></html>`,
    );
}

const failure = (reply: FastifyReply, status: number, text: string) =>
  handshakePage(reply, status, `authorization:github:error:${JSON.stringify({ message: text })}`);

/**
 * The answer's body, or null past `limit` bytes: read as it arrives and dropped at the cap, so a
 * provider (or whoever answers in its place) cannot make the server hold more.
 */
async function readCapped(response: Response, limit: number) {
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream, which closes the connection.
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Asks GitHub for the token; any failure is a message for the editor, never the provider's body. */
async function exchangeCode(options: CmsAuthConfig, code: string, redirectUri: string) {
  const response = await fetch(new URL("/login/oauth/access_token", options.githubUrl), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
    // A redirect would carry the client secret to wherever it points: fail instead.
    redirect: "error",
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const text = await readCapped(response, MAX_TOKEN_RESPONSE_BYTES);
  if (text === null) return null;
  const body = JSON.parse(text) as { access_token?: unknown };
  return typeof body.access_token === "string" && body.access_token.length <= 512
    ? body.access_token
    : null;
}

/**
 * States this server issued, each good once: `<issued, base 36 seconds>.<random>.<signature>`,
 * signed with a key drawn from the client secret, so every instance of the server reads another's.
 */
function stateBook(clientSecret: string, now: () => number) {
  const key = createHash("sha256").update(`cms-oauth-state\0${clientSecret}`).digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  /** Spent state → when it expires, oldest first. */
  const spent = new Map<string, number>();
  return {
    issue() {
      const payload = `${Math.floor(now() / 1000).toString(36)}.${randomBytes(24).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    /** Spends `state`: whether it was issued here, is unexpired and was never spent; null when full. */
    spend(state: string) {
      const time = now();
      for (const [old, expires] of spent) {
        if (expires > time) break;
        spent.delete(old);
      }
      const [issued = "", random = "", signature = ""] = state.split(".");
      const expires = parseInt(issued, 36) * 1000 + STATE_MAX_AGE_S * 1000;
      if (!sameSecret(signature, sign(`${issued}.${random}`))) return false;
      if (!(expires > time) || spent.has(state)) return false;
      if (spent.size >= MAX_SPENT_STATES) return null;
      spent.set(state, expires);
      return true;
    },
  };
}

export type CmsAuthOptions = CmsAuthConfig & {
  /** The build's `SITE_URL`: GitHub sends the editor back there, whatever `Host` a request named. */
  siteUrl: string;
  now?: () => number;
};

export async function cmsAuth(app: FastifyInstance, options: CmsAuthOptions) {
  // Each callback costs a request to GitHub: a stranger may not make the server send them at will.
  const limiter = createRateLimiter({ perMinute: CMS_AUTH_PER_MINUTE });
  app.addHook("onRequest", async (request, reply) => refuseOverLimit(limiter, request, reply));
  const callbackUrl = new URL(CMS_AUTH_PATHS.callback, options.siteUrl).href;
  const secure = new URL(options.siteUrl).protocol === "https:" ? "; Secure" : "";
  const states = stateBook(options.clientSecret, options.now ?? Date.now);

  app.get(CMS_AUTH_PATHS.auth, async (request, reply) => {
    const { scope = "repo" } = request.query as { scope?: unknown };
    if (typeof scope !== "string" || !SCOPES.has(scope)) {
      return failure(reply, 400, "Unknown scope.");
    }
    const state = states.issue();
    const authorize = new URL("/login/oauth/authorize", options.githubUrl);
    authorize.search = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: callbackUrl,
      scope,
      state,
    }).toString();
    return reply
      .header(
        "Set-Cookie",
        `${STATE_COOKIE}=${state}; Path=${CMS_AUTH_PATHS.callback}; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
      )
      .header("Cache-Control", "no-store")
      .redirect(authorize.href, 302);
  });

  app.get(CMS_AUTH_PATHS.callback, async (request, reply) => {
    // The browser forgets the state whatever happens next; the server spends it below.
    reply.header("Set-Cookie", `${STATE_COOKIE}=; Path=${CMS_AUTH_PATHS.callback}; Max-Age=0`);
    const state = param(request.query, "state");
    const expected = readCookie(request, STATE_COOKIE);
    const spent = state && expected && sameSecret(state, expected) ? states.spend(state) : false;
    if (spent === null) {
      return failure(reply, 503, "Too many sign-ins at once. Please try again in a few minutes.");
    }
    if (!spent) {
      return failure(reply, 400, "The sign-in expired or did not start here. Please try again.");
    }
    const code = param(request.query, "code");
    if (!code) return failure(reply, 400, "GitHub did not grant access.");
    try {
      const token = await exchangeCode(options, code, callbackUrl);
      if (!token) return failure(reply, 502, "GitHub refused the sign-in. Please try again.");
      return handshakePage(
        reply,
        200,
        `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`,
      );
    } catch (error) {
      request.log.warn({ error: (error as Error).message }, "CMS sign-in: token exchange failed");
      return failure(reply, 502, "GitHub could not be reached. Please try again.");
    }
  });
}
