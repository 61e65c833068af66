/**
 * Icons without the attributes every one of them repeats. Each lucide icon renders the same seven
 * presentation attributes and a class naming it (`lucide lucide-arrow-right`); the page's
 * stylesheet sets them once for `svg.lucide` (`app.css`, base layer, so a utility such as `size-4`
 * still wins), and the build takes them off each icon. An icon drawn otherwise (another stroke
 * width, a colour) would lose what makes it different, so the build stops on one.
 */
const LUCIDE_SVG = /<svg ([^>]*)class="lucide((?: lucide-[\w-]+)+)([^"]*)"([^>]*)>/g;

/** What lucide-react writes on every icon, as `app.css` sets it for `svg.lucide`. */
const DEFAULTS =
  'xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ';

/** A page with each icon's repeated attributes left to the stylesheet. */
export function withCompactIcons(html: string) {
  return html.replace(LUCIDE_SVG, (tag, before: string, _names, classes: string, after: string) => {
    if (before !== DEFAULTS) throw new Error(`postbuild: an icon drawn unlike the others: ${tag}`);
    return `<svg viewBox="0 0 24 24" class="lucide${classes}"${after}>`;
  });
}
