import { DatabaseSync } from "@photostructure/sqlite";
import { connect } from "node:net";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { WAITLIST_PATH } from "../app/lib/config.ts";
import { fakeUpstream } from "../tests/support/fake-upstream.ts";
import { startServerProcess, tempDatabase, validLead } from "../tests/support/waitlist.ts";

describe("server process", () => {
  it("listens on PORT and HOST, serves /metrics with METRICS_TOKEN and shuts down cleanly on SIGTERM", async () => {
    const token = "m".repeat(32);
    const server = await startServerProcess({
      DATABASE_PATH: tempDatabase(),
      LOG_REQUESTS: "false",
      METRICS_TOKEN: token,
    });
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const metrics = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await metrics.text()).toContain("fabric_outbox_pending 0");
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    expect(await server.stop()).toBe(0);
  }, 20_000);

  it("exits by the shutdown deadline while a client never finishes its request", async () => {
    const server = await startServerProcess({
      DATABASE_PATH: tempDatabase(),
      SHUTDOWN_TIMEOUT_MS: "1000",
    });
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), "127.0.0.1");
    await once(socket, "connect");
    socket.write(
      `POST ${WAITLIST_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const code = await server.stop();
    socket.destroy();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(code).toBe(1);
    expect(server.output).toContain("shutdown deadline passed");
  }, 20_000);

  it("on SIGTERM aborts deliveries to a hung upstream without spending attempts", async () => {
    const upstream = await fakeUpstream(() => "hang");
    const databasePath = tempDatabase();
    const server = await startServerProcess({
      DATABASE_PATH: databasePath,
      RATE_LIMIT_PER_MINUTE: "1000",
      WAITLIST_FORWARD_URL: upstream.url,
    });
    for (let i = 0; i < 60; i++) {
      const response = await fetch(`${server.baseUrl}${WAITLIST_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validLead()),
      });
      expect(response.status).toBe(201);
    }
    await expect.poll(() => upstream.received.length).toBeGreaterThan(0);
    const started = Date.now();
    const code = await server.stop();
    await upstream.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(code).toBe(0);

    const db = new DatabaseSync(databasePath, { readOnly: true });
    expect(
      db
        .prepare(
          "SELECT status, COUNT(*) AS n, SUM(attempts) AS attempts FROM outbox GROUP BY status",
        )
        .all(),
    ).toEqual([{ status: "pending", n: 60, attempts: 0 }]);
    db.close();
  }, 30_000);
});
