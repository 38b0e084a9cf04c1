// Issue 14, item 4: a daily byte allowance per client address, besides the per-minute count.
// It guards the disk and the image decoder. Counted in this node's memory, or in Redis when the
// site has one (issue 27: across nodes and restarts), falling back to memory while Redis is away.
import type { SharedRedis } from "../redis/shared-redis";

export interface UploadQuota {
  /** Bytes the address may still send today. */
  remaining(address: string): Promise<number>;
  /** Counts bytes received from the address (sent in full or not). */
  record(address: string, bytes: number): Promise<void>;
}

/** The day an allowance belongs to, in the server's time zone. */
function dayOf(at: Date): string {
  return `${at.getFullYear()}-${at.getMonth() + 1}-${at.getDate()}`;
}

export class MemoryUploadQuota implements UploadQuota {
  private day = "";
  private readonly used = new Map<string, number>();

  constructor(
    readonly bytesPerDay: number,
    private readonly now: () => Date,
  ) {}

  private today(): Map<string, number> {
    const day = dayOf(this.now());
    if (day !== this.day) {
      this.day = day;
      this.used.clear();
    }
    return this.used;
  }

  async remaining(address: string): Promise<number> {
    return Math.max(0, this.bytesPerDay - (this.today().get(address) ?? 0));
  }

  async record(address: string, bytes: number): Promise<void> {
    const used = this.today();
    used.set(address, (used.get(address) ?? 0) + bytes);
  }
}

// A day's count outlives its day a little, for a clock that differs between nodes.
const KEEP_SECONDS = 2 * 24 * 60 * 60;

export class SharedUploadQuota implements UploadQuota {
  private readonly memory: MemoryUploadQuota;

  constructor(
    private readonly redis: SharedRedis,
    readonly bytesPerDay: number,
    private readonly now: () => Date,
  ) {
    this.memory = new MemoryUploadQuota(bytesPerDay, now);
  }

  private key(address: string): string {
    return `${this.redis.prefix}upload-quota:${dayOf(this.now())}:${address}`;
  }

  async remaining(address: string): Promise<number> {
    if (!this.redis.available()) return this.memory.remaining(address);
    try {
      const used = Number((await this.redis.client.get(this.key(address))) ?? 0);
      return Math.max(0, this.bytesPerDay - used);
    } catch (error) {
      this.redis.failed(error);
      return this.memory.remaining(address);
    }
  }

  async record(address: string, bytes: number): Promise<void> {
    if (!this.redis.available()) return this.memory.record(address, bytes);
    try {
      const key = this.key(address);
      await this.redis.client.multi().incrby(key, bytes).expire(key, KEEP_SECONDS).exec();
    } catch (error) {
      this.redis.failed(error);
      await this.memory.record(address, bytes);
    }
  }
}
