import { useState } from "react";

interface ListRead<Row> {
  rows: readonly Row[];
  total: number;
}

/**
 * Spec 4: a list the server rendered in part (the first 8 experts, the first 9 partners), read
 * whole the first time the visitor expands it. A failed read (D3) leaves the part shown and can
 * be tried again. Without `read`, the list has nothing more to read.
 */
export function useReadAllOnExpand<Row>(read: (() => Promise<ListRead<Row> | null>) | null) {
  const [all, setAll] = useState<ListRead<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const expand =
    read === null
      ? undefined
      : () => {
          if (all || loading) return;
          setLoading(true);
          void read()
            .catch(() => null)
            .then((whole) => {
              setLoading(false);
              if (whole) setAll(whole);
            });
        };
  return { all, loading, expand };
}
