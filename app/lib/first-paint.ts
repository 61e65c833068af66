/**
 * Work that must not compete with the first paint waits for it. The head script defines one global,
 * `afterFirstPaint(fn)`, used by the brand type below, by islands that hydrate as the page loads
 * (`islands-script.ts`) and by the demo certificate's check (`sample-check.tsx`). The paint timing
 * entry is queued only once the first contentful paint has reached the screen, and its observer
 * runs as a task of its own, so the work starts there without a timer; where the browser has no
 * paint timing, the frame after this one stands in for it.
 */
export const AFTER_FIRST_PAINT = "afterFirstPaint";

/**
 * Brand type (Inter, registered here rather than in the stylesheet). The first page of a visit paints
 * and stays in the metric-matched fallback: Inter is only fetched after that paint, into the cache,
 * so 27 KB of font never delays the first view on a slow phone and no late swap re-lays out the whole
 * page while the visitor starts reading. Once it is cached, the tab remembers its address (session
 * storage), and later pages of that visit use it from their first paint (swap, should the cache miss).
 */
export const BRAND_TYPE_STORAGE_KEY = "brand-type";
export const BRAND_FONT = { family: "Inter", weight: "400 800" } as const;

export function firstPaintScriptFor(fontUrl: string) {
  const url = JSON.stringify(fontUrl);
  const key = JSON.stringify(BRAND_TYPE_STORAGE_KEY);
  return (
    `(function(){var w=window,d=document,P=w.PerformanceObserver,F=w.FontFace,u;` +
    `w.${AFTER_FIRST_PAINT}=function(f){` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(f,0)})};` +
    `function brand(use){if(!F||!d.fonts)return;var f=new F(${JSON.stringify(BRAND_FONT.family)},'url('+${url}+') format("woff2")',` +
    `{weight:${JSON.stringify(BRAND_FONT.weight)},display:"swap"});if(use)d.fonts.add(f);` +
    `f.load().then(function(){try{sessionStorage.setItem(${key},${url})}catch(e){}},function(){})}` +
    `try{u=sessionStorage.getItem(${key})}catch(e){}if(u===${url})brand(1);else w.${AFTER_FIRST_PAINT}(function(){brand(0)})})()`
  );
}

/** The head script's `afterFirstPaint`, for the page's scripts that run after it. */
export function afterFirstPaintIn(doc: Document): (run: () => void) => void {
  return (doc.defaultView as unknown as Record<string, (run: () => void) => void>)[
    AFTER_FIRST_PAINT
  ]!;
}
