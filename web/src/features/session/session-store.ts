/**
 * The session state machine (spec 01 §4 "Login", "Session refresh", "Two-factor state"): a token
 * is set; the profile is loaded unless two-factor is pending; a failed profile load logs out;
 * logout clears organization data and auth state; an expired token logs out. React-free.
 */
import { fetchIsSaml, fetchUserProfile, fetchWhoami, refreshToken, whoamiPermissions } from '../../api/auth.ts';
import type { DashboardClient } from '../../api/client.ts';
import { TOKEN_CHECK_INTERVAL_MS } from '../../lib/timing.ts';
import { decodeToken, isTokenExpired, twoFactorState, type TokenClaims } from './jwt.ts';
import { tokenAction } from './refresh-rules.ts';
import { clearImpersonatorToken, clearToken, readToken, writePasswordChangeRequired, writeToken } from './storage.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'two-factor' | 'authenticated';

export interface SessionUser {
  id: number;
  actorId: number;
  username: string;
  email: string | null;
  isVerified: boolean;
  /** E-mail verification is pending (must_be_verified and not verified, spec 01 §4). */
  mustBeVerified: boolean;
  isAdmin: boolean;
  isSupport: boolean;
  hasPassword: boolean;
  isSaml: boolean;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  accountType: 'personal' | 'professional' | null;
  hasDisabledNewsletter: boolean;
}

export interface SessionState {
  status: SessionStatus;
  user?: SessionUser;
  claims?: TokenClaims;
}

/** Logout reasons shown to the user (spec 01 §8). */
const SESSION_EXPIRED_MESSAGE = 'Your session has expired';

type Listener = () => void;

export class SessionStore {
  private state: SessionState = { status: 'loading' };
  private readonly listeners = new Set<Listener>();
  private readonly logoutListeners = new Set<(reason?: string) => void>();
  private lastRefreshAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private refreshing = false;
  private pauseCount = 0;
  private initializing: Promise<void> | null = null;
  private readonly api: DashboardClient;
  private readonly now: () => number;
  private readonly clockKnown: () => boolean;

  /** `api`: the connection that sends the session's token and reports its 401s here. */
  constructor(api: DashboardClient, now?: () => number) {
    this.api = api;
    this.now = now ?? api.serverNow;
    // An injected clock (tests) is authoritative; otherwise wait until the API has told us its time.
    this.clockKnown = now ? () => true : api.serverClockKnown;
    api.setAuthHooks({
      getToken: readToken,
      onSessionExpired: () => void this.logout(SESSION_EXPIRED_MESSAGE),
      onAuthCheck: () => void this.checkLoggedIn(),
    });
  }

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getSnapshot = (): SessionState => this.state;

  /** Called with the reason after every logout (query cache and organization data are cleared there). */
  onLogout(l: (reason?: string) => void): () => void {
    this.logoutListeners.add(l);
    return () => this.logoutListeners.delete(l);
  }

  private set(next: SessionState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }

  /**
   * Restores the stored token at start-up. The app starts it next to the feature flags, before the
   * providers mount; a second call while it runs joins the first rather than pinging again.
   */
  init(): Promise<void> {
    this.initializing ??= this.restore().finally(() => {
      this.initializing = null;
    });
    return this.initializing;
  }

  private async restore(): Promise<void> {
    const token = readToken();
    if (!token) return this.set({ status: 'anonymous' });
    // The ping teaches the API's clock (Date header) for judging the token's expiry; it runs beside
    // the user load instead of before it (one round trip less on every hard load): loginWithToken
    // judges the expiry after the load when the clock was not known yet, and every answer, the
    // whoami's included, teaches the clock too.
    await Promise.all([this.api.ping().catch(() => undefined), this.loginWithToken(token)]);
  }

  /** Sets a token (login, 2FA verify, refresh, SAML, sign-up) and loads the user unless 2FA is pending. */
  async loginWithToken(token: string): Promise<SessionState> {
    const claims = decodeToken(token);
    // Token lifetimes are judged on the API's clock. When no response has told us its time yet (the
    // start-up ping failed or was cut off by a navigation), the local clock may be far off (the mock's
    // clock starts at its seed epoch), so the check waits for the user load below, which learns it.
    const clockKnown = this.clockKnown();
    if (!claims || (clockKnown && isTokenExpired(claims, this.now()))) {
      await this.logout(claims ? SESSION_EXPIRED_MESSAGE : undefined);
      return this.state;
    }
    writeToken(token);
    this.lastRefreshAt = this.now();
    if (twoFactorState(claims) === 'pending') {
      this.set({ status: 'two-factor', claims });
      return this.state;
    }
    if (this.state.status !== 'authenticated') this.set({ status: 'loading', claims });
    try {
      const user = await this.loadUser(claims);
      if (!user) throw new Error('not logged in');
      if (!clockKnown && isTokenExpired(claims, this.now())) {
        await this.logout(SESSION_EXPIRED_MESSAGE);
        return this.state;
      }
      this.set({ status: 'authenticated', user, claims });
    } catch {
      // A token refused because it expired says so, whichever clock judged it first.
      await this.logout(this.clockKnown() && isTokenExpired(claims, this.now()) ? SESSION_EXPIRED_MESSAGE : undefined);
    }
    return this.state;
  }

  /** Reloads the user record (after profile or e-mail changes). */
  async reloadUser(): Promise<void> {
    const { claims } = this.state;
    if (!claims || this.state.status !== 'authenticated') return;
    const user = await this.loadUser(claims);
    if (user) this.set({ ...this.state, user });
  }

  private async loadUser(claims: TokenClaims): Promise<SessionUser | null> {
    // A session token names its user (`id`): the profile and SAML reads leave beside the whoami
    // instead of after it (one round trip less on every hard load). Should the whoami name another
    // user, they are read again for that one.
    const userReads = (userId: number) =>
      Promise.all([fetchUserProfile(userId, this.api), fetchIsSaml(userId, this.api)]);
    const early = userReads(claims.id);
    // Its failure is handled where it is awaited; a whoami refusal makes it moot.
    early.catch(() => undefined);
    const who = await fetchWhoami(this.api);
    if (!who || who.actorType !== 'user') return null;
    const [profile, isSaml] = await (who.actorTypeId === claims.id ? early : userReads(who.actorTypeId));
    const permissions = [...(claims.permissions ?? []), ...whoamiPermissions(who)];
    return {
      id: who.actorTypeId,
      actorId: who.id,
      username: who.username ?? '',
      email: who.email ?? profile?.email ?? null,
      isVerified: profile?.is_verified ?? true,
      mustBeVerified: !!profile?.must_be_verified && !profile?.is_verified,
      isAdmin: permissions.includes('admin.home'),
      isSupport: permissions.includes('support.home'),
      hasPassword: profile?.has_password_set ?? true,
      isSaml,
      firstName: profile?.first_name ?? null,
      lastName: profile?.last_name ?? null,
      company: profile?.company ?? null,
      accountType: profile?.account_type ?? null,
      hasDisabledNewsletter: profile?.has_disabled_newsletter ?? false,
    };
  }

  /** Logout: clears the token, auth state and (through listeners) organization data. */
  async logout(reason?: string): Promise<void> {
    const wasIn = this.state.status !== 'anonymous';
    clearToken();
    clearImpersonatorToken();
    writePasswordChangeRequired(false);
    this.set({ status: 'anonymous' });
    if (wasIn || reason) for (const l of this.logoutListeners) l(reason);
  }

  /** "Other auth errors trigger a logged-in check" (spec 01 §8): whoami, log out on 401. */
  async checkLoggedIn(): Promise<boolean> {
    if (!readToken()) return false;
    try {
      const who = await fetchWhoami(this.api);
      if (!who) await this.logout(SESSION_EXPIRED_MESSAGE);
      return !!who;
    } catch {
      return true; // network trouble is the connectivity rules' business, not a logout
    }
  }

  /** Refreshes the token; with a password this also marks a recent login (re-verification). */
  async refresh(password?: string): Promise<void> {
    if (this.refreshing && password === undefined) return;
    this.refreshing = true;
    try {
      const token = await refreshToken(password, this.api);
      const claims = decodeToken(token);
      if (!claims) return;
      writeToken(token);
      this.lastRefreshAt = this.now();
      this.set({ ...this.state, claims });
    } finally {
      this.refreshing = false;
    }
  }

  /** Pauses the hourly refresh while an operation holds the token (spec 01 §4). */
  hold(): () => void {
    this.pauseCount++;
    return () => {
      this.pauseCount = Math.max(0, this.pauseCount - 1);
    };
  }

  /** One token check (every second while running). */
  tick(): void {
    const { claims, status } = this.state;
    if (!claims || status === 'anonymous') return;
    const action = tokenAction({
      claims,
      now: this.now(),
      lastRefreshAt: this.lastRefreshAt,
      paused: this.pauseCount > 0,
    });
    if (action === 'logout') void this.logout(SESSION_EXPIRED_MESSAGE);
    else if (action === 'refresh') void this.refresh().catch(() => this.checkLoggedIn());
  }

  start(): void {
    if (!this.timer) this.timer = setInterval(() => this.tick(), TOKEN_CHECK_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
