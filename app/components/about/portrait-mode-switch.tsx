import { Switch } from "~/components/ui/switch";
import { aboutCopy } from "~/content/leaders";

/** The switch's id: the portraits follow it in CSS (`leaderPortraitMode` in `leader-card.tsx`). */
export const PORTRAIT_MODE_ID = "portrait-mode";

/**
 * "Boring Mode" / "Awesome Mode": both words stay visible, the switch announces which is on. It is
 * a native switch, so it flips at once; the leadership section (`group/leadership`) shows the
 * portraits and words of the mode it is in.
 */
export function PortraitModeSwitch() {
  return (
    <div
      data-slot="portrait-mode-switch"
      className="flex items-center justify-center gap-3 text-sm font-medium"
    >
      <span
        aria-hidden="true"
        className="text-foreground group-has-[#portrait-mode:checked]/leadership:text-muted-foreground"
      >
        {aboutCopy.mode.boring}
      </span>
      <Switch id={PORTRAIT_MODE_ID} aria-label={aboutCopy.mode.awesome} />
      <span
        aria-hidden="true"
        className="text-muted-foreground group-has-[#portrait-mode:checked]/leadership:text-foreground"
      >
        {aboutCopy.mode.awesome}
      </span>
    </div>
  );
}
