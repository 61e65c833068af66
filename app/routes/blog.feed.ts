import { feeds } from "~/content/blog";
import { loadPosts } from "~/lib/blog.server";
import { config } from "~/lib/config";
import { atom, json, rss } from "~/lib/feeds";
import type { Route } from "./+types/blog.feed";

const [rssFeed, atomFeed, jsonFeed] = feeds;
const formats = new Map([
  [rssFeed.path, rss],
  [atomFeed.path, atom],
  [jsonFeed.path, json],
]);

/** The blog's three feeds, written at build time from the latest published posts (`feeds`). */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const feed = feeds.find((candidate) => candidate.path === path)!;
  const posts = await loadPosts(import.meta.env.DEV);
  return new Response(formats.get(feed.path)!(posts, config.siteUrl), {
    headers: { "Content-Type": `${feed.type}; charset=utf-8` },
  });
}
