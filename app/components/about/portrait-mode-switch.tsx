import { Switch } from "~/components/ui/switch";
import { aboutCopy } from "~/content/leaders";
import { cn } from "~/lib/utils";

/** "Boring Mode" / "Awesome Mode": both words stay visible, the switch announces which is on. */
export function PortraitModeSwitch({
  awesome,
  onAwesomeChange,
}: {
  awesome: boolean;
  onAwesomeChange: (awesome: boolean) => void;
}) {
  return (
    <div
      data-slot="portrait-mode-switch"
      className="flex items-center justify-center gap-3 text-sm font-medium"
    >
      <span
        aria-hidden="true"
        className={cn(awesome ? "text-muted-foreground" : "text-foreground")}
      >
        {aboutCopy.mode.boring}
      </span>
      <Switch
        checked={awesome}
        onCheckedChange={onAwesomeChange}
        aria-label={aboutCopy.mode.awesome}
      />
      <span
        aria-hidden="true"
        className={cn(awesome ? "text-foreground" : "text-muted-foreground")}
      >
        {aboutCopy.mode.awesome}
      </span>
    </div>
  );
}
