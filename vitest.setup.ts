import { afterAll, afterEach } from "vitest";
import { removeTempDirs } from "./tests/support/temp-dir.ts";

// Component tests opt into happy-dom per file; clean up their trees between tests.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});

// The databases and stand-in builds a file's tests made in the system's temporary folder.
afterAll(removeTempDirs);
