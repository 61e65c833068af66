import { once } from "node:events";
import { createServer, type AddressInfo, type Server } from "node:net";

/** Starts `server` on a port of 127.0.0.1 the system picks, and returns that port. */
export async function listenOnFreePort(server: Server) {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A port of 127.0.0.1 that was free a moment ago, for a child process to listen on. */
export async function freePort() {
  const server = createServer();
  const port = await listenOnFreePort(server);
  server.close();
  return port;
}
