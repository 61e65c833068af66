// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ShareButton } from "~/components/certificate/share-button";
import { completeShareLink } from "~/components/certificate/share-link";
import { certificateBundle } from "~/content/certificate";
import { bundleJson, verifyLink } from "~/lib/certificate-bundle";

it("completes the Share link from the certificate the page carries, as the verifier's link encodes it", () => {
  const verifyPage = "https://fabric.example/verify";
  document.body.innerHTML = renderToStaticMarkup(
    <ShareButton url={verifyPage} bundle={bundleJson(certificateBundle)} />,
  );
  const button = document.querySelector<HTMLElement>("[data-action=share]")!;
  expect(button.dataset.url).toBe(verifyPage);
  completeShareLink(document);
  expect(button.dataset.url).toBe(verifyLink(certificateBundle, verifyPage));
  expect(button.hasAttribute("data-bundle")).toBe(false);
});
