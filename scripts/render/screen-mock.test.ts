import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADLESS_ARGS, headlessChromiumPath } from "../build/chromium.ts";
import { layOutPhonePanel, mockNames, phoneCropProblems, readMock } from "./screen-mock.ts";

describe("the mock screens' phone crops", () => {
  let browser: Browser;
  // The headless shell sets text as the browser does (HEADLESS_ARGS), at half its CPU time here.
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: headlessChromiumPath() ?? undefined,
      args: HEADLESS_ARGS,
    });
  });
  afterAll(() => browser.close());

  it.each(mockNames())("%s's panel fits the crop with every word whole", async (name) => {
    const mock = readMock(name);
    const page = await browser.newPage({ viewport: { width: mock.width, height: mock.height } });
    // Both themes share one layout: the light one is enough.
    await page.setContent(mock.html("light"));
    await page.evaluate(() => document.fonts.ready);
    const clip = await layOutPhonePanel(page, mock.panel);
    expect(await phoneCropProblems(page, mock.panel, clip)).toEqual([]);
    await page.close();
  });
});
