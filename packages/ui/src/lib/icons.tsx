import type { ComponentProps, ReactNode } from "react";
import {
  ArrowUp,
  Award,
  Building2,
  Calculator,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Coins,
  Compass,
  Expand,
  ExternalLink,
  Eye,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Headset,
  Heart,
  Image as ImageIcon,
  ImagePlus,
  Layers,
  LayoutGrid,
  Lightbulb,
  MapPin,
  Menu,
  MessageSquareText,
  Pause,
  Phone,
  Play,
  QrCode,
  Rocket,
  ShieldCheck,
  Tag,
  Target,
  User,
  Users,
  Video,
  X,
  type LucideIcon,
} from "lucide-react";
import { cn } from "./cn";
import "./lib.css";

// The site's one icon set: Lucide line icons, imported one by one so the bundle holds only these.
// The keys are the names the editions' copy uses (`icon: "calculator"`).
const icons = {
  "alert-circle": CircleAlert,
  "arrow-up": ArrowUp,
  award: Award,
  building: Building2,
  calculator: Calculator,
  chart: ChartColumn,
  check: Check,
  "check-circle": CircleCheck,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  close: X,
  coins: Coins,
  compass: Compass,
  document: FileText,
  expand: Expand,
  external: ExternalLink,
  eye: Eye,
  globe: Globe,
  graduation: GraduationCap,
  grid: LayoutGrid,
  handshake: Handshake,
  headset: Headset,
  heart: Heart,
  image: ImageIcon,
  "image-add": ImagePlus,
  layers: Layers,
  lightbulb: Lightbulb,
  "map-pin": MapPin,
  menu: Menu,
  message: MessageSquareText,
  pause: Pause,
  phone: Phone,
  play: Play,
  "qr-code": QrCode,
  rocket: Rocket,
  shield: ShieldCheck,
  tag: Tag,
  target: Target,
  user: User,
  users: Users,
  video: Video,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];

export interface IconProps extends Omit<ComponentProps<"svg">, "name"> {
  name: IconName;
}

/** A line icon in currentColor, 1em unless its class sizes it; decoration only, hidden from assistive technology. */
export function Icon({ name, className, ...props }: IconProps) {
  const Glyph = icons[name];
  return (
    <Glyph
      strokeWidth={1.75}
      aria-hidden="true"
      focusable="false"
      className={cn("ui-icon", className)}
      {...props}
    />
  );
}

/** An icon given by the edition: one of ours by name, or its own node (an img, an svg). */
export type IconSource = IconName | ReactNode;

export function renderIcon(icon: IconSource, className?: string): ReactNode {
  if (typeof icon === "string") {
    // A string is only ever an icon name: never text (no copy inside packages/ui).
    return Object.hasOwn(icons, icon) ? (
      <Icon name={icon as IconName} className={className} />
    ) : null;
  }
  return icon;
}
