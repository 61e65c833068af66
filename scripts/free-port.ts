// server/waitlist/'s test helpers find a port here until they move to tests/support/.
export { freePort, listenOnFreePort } from "../tests/support/free-port.ts";
