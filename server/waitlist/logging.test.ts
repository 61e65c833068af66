import { describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../../app/lib/config.ts";
import { startServerProcess, tempDatabase, validLead } from "../../tests/support/waitlist.ts";

describe("server logs", () => {
  it("never contain a submission's personal data, whatever the outcome", async () => {
    const server = await startServerProcess({
      DATABASE_PATH: tempDatabase(),
      LOG_REQUESTS: "true",
      WAITLIST_FORWARD_URL: "http://127.0.0.1:9/unreachable",
    });
    const url = `${server.baseUrl}${WAITLIST_PATH}`;

    const post = (body: string) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post(JSON.stringify(validLead()))).status).toBe(201);
    expect((await post(JSON.stringify(validLead({ lastName: "L" })))).status).toBe(400);
    expect((await post('{"email":"ada@analytical.example",')).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a failed forward attempt, too
    const code = await server.stop();
    const logs = server.output;

    expect(code).toBe(0);
    expect(logs).toContain(WAITLIST_PATH);
    expect(logs).toContain("lead delivery failed, will retry");
    for (const secret of ["ada@analytical.example", "Lovelace", "Analytical Engines", "Ada"]) {
      expect(logs).not.toContain(secret);
    }
  }, 20_000);

  it("still writes warnings and errors when request logs are off", async () => {
    const server = await startServerProcess({
      DATABASE_PATH: tempDatabase(),
      LOG_REQUESTS: "false",
      WAITLIST_FORWARD_URL: "http://127.0.0.1:9/unreachable",
      WAITLIST_FORWARD_MAX_ATTEMPTS: "1",
    });
    const response = await fetch(`${server.baseUrl}${WAITLIST_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validLead()),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => server.output, { timeout: 5000 }).toContain("parked as failed");
    await server.stop();
    expect(server.output).toContain('"level":50');
    expect(server.output).not.toContain("incoming request");
    expect(server.output).not.toContain(WAITLIST_PATH);
  }, 20_000);
});
