import { headlessChromiumPath } from "../build/chromium.ts";

if (!headlessChromiumPath()) {
  console.error(
    [
      "No Chromium found for the end-to-end tests.",
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
      "or point CHROME_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
