import { afterEach } from "vitest";

// Component tests opt into happy-dom per file; clean up their trees between tests.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
