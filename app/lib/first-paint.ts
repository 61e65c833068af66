/**
 * Work that must not compete with the first paint waits for it. The head script defines one global,
 * `afterFirstPaint(fn)`, used by islands that hydrate as the page loads (`islands-script.ts`) and by
 * the demo certificate's check (`sample-check.tsx`). The paint timing entry is queued only once the
 * first contentful paint has reached the screen, and its observer runs as a task of its own, so the
 * work starts there without a timer; where the browser has no paint timing, the frame after this
 * one stands in for it.
 */
export const AFTER_FIRST_PAINT = "afterFirstPaint";

export const firstPaintScript =
  `(function(){var w=window,P=w.PerformanceObserver;` +
  `w.${AFTER_FIRST_PAINT}=function(f){` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(f,0)})}})()`;
