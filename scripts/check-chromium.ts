import { chromiumPath } from "./chromium.ts";

if (!chromiumPath()) {
  console.error(
    [
      "No Chromium found for the end-to-end tests.",
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROME_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
