// server/waitlist/test-helpers.ts reads the test build from here until it moves to tests/support/.
export { createTestBuild, TEST_BUILD_POLICY } from "../tests/support/test-build.ts";
