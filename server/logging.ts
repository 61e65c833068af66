import { LogController } from "fastify";

type Args<M extends "incomingRequest" | "routeNotFound" | "requestCompleted"> = Parameters<
  LogController[M]
>;

/**
 * Request logs can be switched off; warnings and errors cannot. Fastify's own `disableRequestLogging`
 * also silences the default error handler's 500 logs, so only the per-request lines are dropped here.
 */
export class RequestLogSwitch extends LogController {
  readonly logRequests: boolean;

  constructor(logRequests: boolean) {
    super();
    this.logRequests = logRequests;
  }

  override incomingRequest(...args: Args<"incomingRequest">) {
    if (this.logRequests) super.incomingRequest(...args);
  }

  override routeNotFound(...args: Args<"routeNotFound">) {
    if (this.logRequests) super.routeNotFound(...args);
  }

  override requestCompleted(...args: Args<"requestCompleted">) {
    if (this.logRequests || args[0]) super.requestCompleted(...args);
  }
}
