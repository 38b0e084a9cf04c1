import { useState, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { Icon, type IconName } from "../lib/icons";
import "./base.css";

export interface MediaProps extends ComponentProps<"div"> {
  src: string | null | undefined;
  /** Empty when the text beside the image already says what it shows. */
  alt?: string;
  /** Below the fold by default (the page hero passes "eager"). */
  loading?: "lazy" | "eager";
  /** Shown in the box when there is no image or it fails to load. */
  placeholder?: IconName;
}

/**
 * A data image in a box whose size the caller's class fixes (aspect-ratio), so the page does not
 * jump while it loads, and a quiet placeholder when the data has no image (D3).
 */
export function Media({
  src,
  alt = "",
  loading = "lazy",
  placeholder = "image",
  className,
  ...props
}: MediaProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className={cn("ui-media", className)} {...props}>
      {showImage && src ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className="ui-media__placeholder">
          <Icon name={placeholder} />
        </span>
      )}
    </div>
  );
}
