// Issue 14, item 4: a daily byte allowance per client address, besides the per-minute count.
// Kept in memory: it guards the disk and the image decoder, and a restart forgets it.

export class UploadQuota {
  private day = "";
  private readonly used = new Map<string, number>();

  constructor(
    readonly bytesPerDay: number,
    private readonly now: () => Date,
  ) {}

  private today(): Map<string, number> {
    const at = this.now();
    const day = `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
    if (day !== this.day) {
      this.day = day;
      this.used.clear();
    }
    return this.used;
  }

  /** Bytes the address may still send today. */
  remaining(address: string): number {
    return Math.max(0, this.bytesPerDay - (this.today().get(address) ?? 0));
  }

  /** Counts bytes received; false once the address is over its allowance. */
  add(address: string, bytes: number): boolean {
    const used = this.today();
    const total = (used.get(address) ?? 0) + bytes;
    used.set(address, total);
    return total <= this.bytesPerDay;
  }
}
