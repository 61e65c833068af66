import { describe, expect, it, vi } from "vitest";
import { loadDocument } from "./document-navigation";

function fakeWindow(answer: () => Promise<Response>) {
  const assign = vi.fn();
  const fetch = vi.fn(answer);
  return { win: { fetch, location: { assign } } as unknown as Window, fetch, assign };
}

describe("loadDocument", () => {
  it("asks the server first, then loads the page as a document", async () => {
    const { win, fetch, assign } = fakeWindow(() => Promise.resolve(new Response(null)));
    void loadDocument("/request-demo?plan=starter", win);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/request-demo?plan=starter"));
    expect(fetch).toHaveBeenCalledWith("/request-demo?plan=starter", {
      method: "HEAD",
      cache: "no-store",
    });
  });

  it("rejects and stays on the page when the server cannot answer", async () => {
    const offline = fakeWindow(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(loadDocument("/request-demo", offline.win)).rejects.toThrow("Failed to fetch");
    const down = fakeWindow(() => Promise.resolve(new Response(null, { status: 503 })));
    await expect(loadDocument("/request-demo", down.win)).rejects.toThrow("answered 503");
    expect([...offline.assign.mock.calls, ...down.assign.mock.calls]).toEqual([]);
  });
});
