import type { Actor } from './actor.js';

/** The session cookie (its __Secure- name over https): its signed value names the session. */
const SESSION_TOKEN = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]*)/;

/** The session cookie of a Cookie header as `name=value`, or null when there is none. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  const match = cookieHeader ? SESSION_TOKEN.exec(cookieHeader) : null;
  return match?.[2] ? `${match[1]}=${match[2]}` : null;
}

interface Entry {
  actor: Actor;
  until: number;
}

export interface SessionCacheOptions {
  /** How long a verified session's actor is kept (0: never, every request asks better-auth). */
  ttlMs: number;
  /** Sessions kept at most; past it the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Resolving a session through better-auth (the signed cookie checked, the session and its user read
 * through its database adapter) costs about 3 ms of CPU, most of what a small GraphQL request costs
 * (decision 025). The actor of a session cookie better-auth has accepted is kept here for `ttlMs`, never
 * past the session's own expiry. Only a cookie better-auth verified is ever stored, so a forged or
 * altered cookie always goes to better-auth. Whatever changes sessions or users in this process (a
 * sign-in or sign-out, a role change, a disabled account) clears the cache; another process's change
 * holds here within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get(cookie: string): Actor | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.actor;
    this.entries.delete(cookie);
    return undefined;
  }

  set(cookie: string, actor: Actor, sessionExpiresAt: Date): void {
    if (!this.enabled) return;
    const until = Math.min(this.now() + this.options.ttlMs, sessionExpiresAt.getTime());
    this.entries.delete(cookie);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(cookie, { actor, until });
  }

  /** Everything forgotten: the next request of every session asks better-auth again. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
