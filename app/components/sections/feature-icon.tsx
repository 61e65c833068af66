import {
  BadgeCheck,
  Blocks,
  Bot,
  Clock,
  Eye,
  FileCheck,
  Fingerprint,
  FlaskConical,
  Gauge,
  Globe,
  Handshake,
  History,
  Inbox,
  KeyRound,
  LayoutTemplate,
  Link2,
  ListChecks,
  Lock,
  type LucideIcon,
  MessageCircleQuestion,
  Network,
  QrCode,
  Route,
  Scale,
  ScanLine,
  ScrollText,
  ShieldCheck,
  Signature,
  Stamp,
  Star,
  Store,
  Timer,
  TriangleAlert,
  UserCheck,
  Workflow,
} from "lucide-react";
import type { IconName } from "~/content/types";
import { cn } from "~/lib/utils";

/** The one map from content icon names to lucide icons. */
const icons = {
  "badge-check": BadgeCheck,
  blocks: Blocks,
  bot: Bot,
  clock: Clock,
  eye: Eye,
  "file-check": FileCheck,
  fingerprint: Fingerprint,
  "flask-conical": FlaskConical,
  gauge: Gauge,
  globe: Globe,
  handshake: Handshake,
  history: History,
  inbox: Inbox,
  "key-round": KeyRound,
  "layout-template": LayoutTemplate,
  link: Link2,
  "list-checks": ListChecks,
  lock: Lock,
  "message-circle-question": MessageCircleQuestion,
  network: Network,
  "qr-code": QrCode,
  route: Route,
  scale: Scale,
  "scan-line": ScanLine,
  "scroll-text": ScrollText,
  "shield-check": ShieldCheck,
  signature: Signature,
  stamp: Stamp,
  star: Star,
  store: Store,
  timer: Timer,
  "triangle-alert": TriangleAlert,
  "user-check": UserCheck,
  workflow: Workflow,
} satisfies Record<IconName, LucideIcon>;

const tileSizes = {
  /** Over a feature's title. */
  default: "size-11 rounded-lg",
  /** Beside a menu entry's two lines. */
  sm: "size-9 rounded-md",
};

/** A content module's icon name drawn in a tinted tile; decorative, the text beside it carries the meaning. */
export function FeatureIcon({
  name,
  size = "default",
  className,
}: {
  name: IconName;
  size?: keyof typeof tileSizes;
  className?: string;
}) {
  const Icon = icons[name];
  return (
    <span
      data-slot="feature-icon"
      className={cn(
        "flex shrink-0 items-center justify-center bg-brand/10 text-brand-ink",
        tileSizes[size],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
