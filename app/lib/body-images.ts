import { Marked, type Tokens } from "marked";

const markdown = new Marked({ gfm: true });

/** The images of a post's Markdown body, by the addresses it names them with. */
export function bodyImages(body: string) {
  const images: string[] = [];
  markdown.walkTokens(markdown.lexer(body), (token) => {
    if (token.type === "image") images.push((token as Tokens.Image).href);
  });
  return images;
}
