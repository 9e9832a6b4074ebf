/**
 * Tiering between the two backends of one API: the entry that Node and Deno resolve
 * (`sigs.tiered.ts`, `tiny.tiered.ts`) runs every call on 10x26, which is at full speed from the
 * first call, and moves each function to 5x52 once 5x52 is measured faster for it.
 *
 * 5x52 is the faster backend in V8's optimizing compiler, but runs an allocating BigInt per
 * operation until that compiler takes its functions (thousands of calls on V8 12 and later); 10x26
 * is slower in the steady state and fast from the start. A tier set therefore:
 * 1. calls 10x26 only, until its functions were called {@link TierPolicy.loadAfter} times in all
 *    (a short-lived process never loads 5x52);
 * 2. loads the 5x52 module (synchronously where the platform can, `require` of an ES module, or
 *    else asynchronously: the calls go on on 10x26 until it arrives);
 * 3. per function, sends some calls to 5x52 and times both: a call goes to 5x52 only while the
 *    time spent there is at most {@link TierPolicy.budget} of the time spent on 10x26 since
 *    loading, so the cost of warming 5x52 up is bounded by that fraction whatever its speed;
 * 4. moves the function to 5x52 for good once its mean time over a window of
 *    {@link TierPolicy.window} such calls is at most {@link TierPolicy.margin} of 10x26's over the
 *    same calls, or stops trying (10x26 for good) after {@link TierPolicy.giveUpAfter} of them.
 *
 * Both backends compute the same function, so the choice changes only the time a call takes: the
 * results, the errors and the constant-time behaviour of each backend are those of its own entry.
 * Calls may nest (a user callback calling back into k1): each call is timed on its own.
 *
 * @module
 */
// biome-ignore-all lint/complexity/noArguments: `f.apply(this, arguments)` forwards a call without materializing an array (V8 optimizes exactly this shape); a rest parameter allocates one per call.
import { createRequire } from "node:module";

/** When a tier set loads 5x52 and how each function decides. */
export interface TierPolicy {
  /** Calls (over all functions of the set) before 5x52 is loaded. */
  loadAfter: number;
  /** The largest share of 10x26's time (since loading) that calls on 5x52 may take. */
  budget: number;
  /** Calls on 5x52 per comparison. */
  window: number;
  /** 5x52's mean time as a fraction of 10x26's at which the function moves. */
  margin: number;
  /** Calls on 5x52 after which a function that never moved stays on 10x26. */
  giveUpAfter: number;
}

/** The policy a tier set starts with. */
export const TIER_POLICY: Readonly<TierPolicy> = {
  loadAfter: 4096,
  budget: 0.25,
  window: 32,
  margin: 0.9,
  giveUpAfter: 20_000,
};

// A function's state.
const WAITING = 0; // 5x52 not loaded: every call on 10x26
const PROBING = 1; // timing both
const FAST = 2; // moved to 5x52
const SLOW = 3; // stays on 10x26

// biome-ignore lint/suspicious/noExplicitAny: a tier forwards any function's arguments unchanged.
type Fn = (...args: any[]) => any;

/** One function of a tier set. */
class Tier {
  state = WAITING;
  fast: Fn | null = null;
  /** Time on each backend since loading (ms). */
  fastTime = 0;
  slowTime = 0;
  /** The current window: calls and time on each backend. */
  wFastN = 0;
  wFastT = 0;
  wSlowN = 0;
  wSlowT = 0;
  /** Calls on 5x52 so far. */
  fastCalls = 0;
  constructor(
    readonly name: string,
    readonly slow: Fn,
  ) {}
}

/** A record of what a tier set has done (for tests and benchmarks). */
export interface TierReport {
  /** Whether the 5x52 module is loaded. */
  loaded: boolean;
  /**
   * Per function: "10x26" (not moved yet, or never) or "5x52" (moved); whether that is final; the
   * calls made on 5x52 while measuring, and the milliseconds spent on each backend meanwhile.
   */
  functions: Record<
    string,
    { backend: "5x52" | "10x26"; settled: boolean; fastCalls: number; fastMs: number; slowMs: number }
  >;
}

/** The functions of one API that tier together, and how the 5x52 module is had. */
export class TierSet<M extends object> {
  private readonly tiers: Tier[] = [];
  private calls = 0;
  private requested = false;
  private fastModule: M | null = null;
  private readonly onLoad: ((m: M) => void)[] = [];
  /** The policy of this set (tests lower its thresholds). */
  readonly policy: TierPolicy = { ...TIER_POLICY };

  /**
   * @param slowModule - the 10x26 module.
   * @param loadSync - returns the 5x52 module now, or null where the platform cannot.
   * @param loadAsync - imports the 5x52 module.
   * @param shared - whether a module `loadSync` gave shares this one's graph (its error classes):
   *   under a runner with its own module system (a test runner that transforms the sources) the
   *   platform's `require` loads a second copy, which `loadAsync` does not.
   */
  constructor(
    private readonly slowModule: M,
    private readonly loadSync: () => M | null,
    private readonly loadAsync: () => Promise<M>,
    private readonly shared: (m: M) => boolean = () => true,
  ) {}

  /** The 5x52 module, once loaded. */
  get fastLoaded(): M | null {
    return this.fastModule;
  }

  /** The 5x52 module if the function `name` has moved to it, else null. */
  movedTo(name: string): M | null {
    for (const t of this.tiers) if (t.name === name) return t.state === FAST ? this.fastModule : null;
    return null;
  }

  /** Runs `f` with the 5x52 module when it is loaded (now, if it is). */
  whenLoaded(f: (m: M) => void): void {
    if (this.fastModule !== null) f(this.fastModule);
    else this.onLoad.push(f);
  }

  /** The tiered version of the module's function `name`. */
  fn<K extends keyof M & string>(name: K): M[K] {
    const t = new Tier(name, this.slowModule[name] as Fn);
    this.tiers.push(t);
    const set = this;
    const tiered = function (this: unknown) {
      const policy = set.policy;
      const state = t.state;
      if (state === FAST) return (t.fast as Fn).apply(this, arguments as unknown as unknown[]);
      if (state !== PROBING) {
        if (state === WAITING && ++set.calls >= policy.loadAfter) set.request();
        return t.slow.apply(this, arguments as unknown as unknown[]);
      }
      const probe = t.fastTime <= policy.budget * t.slowTime;
      const s = performance.now();
      const r = (probe ? (t.fast as Fn) : t.slow).apply(this, arguments as unknown as unknown[]);
      const d = performance.now() - s;
      if (probe) {
        t.fastTime += d;
        t.wFastT += d;
        t.wFastN++;
        t.fastCalls++;
        if (t.wFastN >= policy.window) decide(t, policy);
      } else {
        t.slowTime += d;
        t.wSlowT += d;
        t.wSlowN++;
      }
      return r;
    };
    // The wrapped function's name and arity, for stack traces and introspection.
    Object.defineProperty(tiered, "name", { value: name });
    Object.defineProperty(tiered, "length", { value: t.slow.length });
    return tiered as M[K];
  }

  /**
   * The module's function `name` for objects that one backend made (batches): each call goes to
   * the module `owner` gives for its first argument, untimed.
   */
  byOwner<K extends keyof M & string>(name: K, owner: (first: never) => M): M[K] {
    const dispatch = function (this: unknown, first: never) {
      return ((owner(first) as Record<string, unknown>)[name] as Fn).apply(
        this,
        arguments as unknown as unknown[],
      );
    };
    Object.defineProperty(dispatch, "name", { value: name });
    Object.defineProperty(dispatch, "length", { value: (this.slowModule[name] as Fn).length });
    return dispatch as M[K];
  }

  /** What the set has done so far. */
  report(): TierReport {
    const functions: TierReport["functions"] = {};
    for (const t of this.tiers) {
      functions[t.name] = {
        backend: t.state === FAST ? "5x52" : "10x26",
        settled: t.state === FAST || t.state === SLOW,
        fastCalls: t.fastCalls,
        fastMs: t.fastTime,
        slowMs: t.slowTime,
      };
    }
    return { loaded: this.fastModule !== null, functions };
  }

  /** Loads 5x52 (once). */
  private request(): void {
    if (this.requested) return;
    this.requested = true;
    let m: M | null = null;
    try {
      m = this.loadSync();
      if (m !== null && !this.shared(m)) m = null;
    } catch {
      m = null;
    }
    if (m !== null) this.adopt(m);
    else
      this.loadAsync().then(
        (mod) => this.adopt(mod),
        () => {
          for (const t of this.tiers) t.state = SLOW;
        },
      );
  }

  private adopt(m: M): void {
    this.fastModule = m;
    for (const t of this.tiers) {
      const f = (m as Record<string, unknown>)[t.name];
      if (typeof f !== "function") {
        t.state = SLOW;
        continue;
      }
      t.fast = f as Fn;
      if (t.state === WAITING) t.state = PROBING;
    }
    for (const f of this.onLoad.splice(0)) f(m);
  }
}

/** Ends a window: move the function, give up, or go on. */
function decide(t: Tier, policy: TierPolicy): void {
  if (t.wSlowN > 0 && t.wFastT / t.wFastN <= policy.margin * (t.wSlowT / t.wSlowN)) {
    t.state = FAST;
  } else if (t.fastCalls >= policy.giveUpAfter) {
    t.state = SLOW;
  }
  t.wFastN = 0;
  t.wFastT = 0;
  t.wSlowN = 0;
  t.wSlowT = 0;
}

/**
 * The tier set of a tiered entry whose 5x52 module is `file` beside it: loaded with
 * {@link requireSibling} where that may be done synchronously and gives this graph's own copy (the
 * same `K1Error` class; a test runner that transforms the sources loads a second one), else with
 * `loadAsync` (an `import()` of the same file, written out where bundlers see it).
 *
 * @param slow - the entry's 10x26 module.
 * @param base - the entry's `import.meta.url`.
 * @param file - the 5x52 module's path relative to it.
 * @param loadAsync - imports that module.
 */
export function siblingTierSet<M extends { K1Error: unknown }>(
  slow: M,
  base: string,
  file: string,
  loadAsync: () => Promise<unknown>,
): TierSet<M> {
  return new TierSet<M>(
    slow,
    () => requireSibling<M>(base, file),
    loadAsync as () => Promise<M>,
    (m) => m.K1Error === slow.K1Error,
  );
}

/**
 * The module `file` beside `base` (an `import.meta.url`), loaded synchronously with `require` of an
 * ES module, or null where that is not allowed without asking (see {@link syncLoadAllowed}).
 *
 * @throws whatever the platform's `require` throws (no `require` of ES modules, a missing file).
 */
export function requireSibling<M>(base: string, file: string): M | null {
  return syncLoadAllowed(base, file) ? (createRequire(base)(file) as M) : null;
}

/**
 * Whether a module beside `base` may be read synchronously without asking: always, except under
 * Deno without read permission there, where a synchronous `require` would stop the program at a
 * permission prompt (and `import()` needs no permission).
 *
 * @param base - the importing module's `import.meta.url`.
 * @param file - the module's path relative to it.
 */
export function syncLoadAllowed(base: string, file: string): boolean {
  const deno = (
    globalThis as {
      Deno?: { permissions?: { querySync?(d: { name: "read"; path: URL }): { state: string } } };
    }
  ).Deno;
  if (deno === undefined) return true;
  const query = deno.permissions?.querySync;
  if (query === undefined) return false;
  try {
    return query.call(deno.permissions, { name: "read", path: new URL(file, base) }).state === "granted";
  } catch {
    return false;
  }
}

type Randomize = (seed32?: Uint8Array | null) => void;

/**
 * A 5x52 signing context as the tiered entries see it: its `contextRandomize` once a tier set has
 * loaded it (the first registration counts), and whether the last call reset it (`null`).
 */
export class TierContext {
  private randomize: Randomize | null = null;
  private reset = false;

  /**
   * `contextRandomize` of a tiered entry: re-randomizes 10x26's context and, once loaded, 5x52's.
   * Before 5x52 is loaded only a reset is remembered: its context is created later with fresh
   * randomness from the platform (a seed is never kept).
   *
   * @param slow - 10x26's `contextRandomize`.
   * @param seed32 - as `contextRandomize`'s.
   */
  randomizeBoth(slow: Randomize, seed32?: Uint8Array | null): void {
    slow(seed32);
    this.reset = seed32 === null;
    this.randomize?.(seed32);
  }

  /**
   * Registers 5x52's `contextRandomize` when a tier set has loaded it, replaying a reset made
   * before.
   *
   * @param randomize - 5x52's `contextRandomize`.
   */
  loaded(randomize: Randomize): void {
    if (this.randomize !== null) return;
    this.randomize = randomize;
    if (this.reset) randomize(null);
  }
}

/**
 * The 5x52 context of every tiered entry: the 5x52 modules of `@k1/sigs` and `@k1/sigs/tiny` sign
 * with one context, whichever entry loaded it.
 */
export const tierContext: TierContext = new TierContext();
