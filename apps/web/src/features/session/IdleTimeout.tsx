import { TOAST_MS } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deferredComponent } from '../../components/deferredComponent';
import { showToast } from '../../components/toastQueue';
import { useConfiguration } from '../../lib/configuration';
import { useSession } from '../../lib/session';
import { endSession } from '../../lib/signOut';
import {
  announceIdleSignOut,
  IDLE_SIGN_OUT_KEY,
  IDLE_WARNING_SECONDS,
  LAST_ACTIVITY_KEY,
  readSharedActivity,
  secondsLeft,
  sessionTimeoutMs,
  writeSharedActivity,
} from './sessionRules';
import './texts';

/** What counts as using the portal. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is shared with the other tabs at most this often (a pointer move fires many events). */
const SHARE_EVERY_MS = 1000;
/** setTimeout's longest delay; a longer wait is re-armed when it fires. */
const MAX_DELAY_MS = 2 ** 31 - 1;
// The dialog (MUI Dialog, about 5 KB gz) is not needed for the first paint: it loads when the warning opens.
const useIdleWarningDialog = deferredComponent(() => import('./IdleWarningDialog'));

/**
 * The participants' idle timeout (participant spec section 2; staff are never timed out): after
 * PARTICIPANT_SESSION_TIMEOUT minutes without activity a dialog counts down 10 seconds, then signs out
 * and goes to /signin; 'I need more time' starts the wait again.
 */
export function IdleTimeout() {
  const { session, isAdmin } = useSession();
  const configuration = useConfiguration();
  if (!session || isAdmin) return null;
  return (
    <IdleTimer key={session.username} timeoutMs={sessionTimeoutMs(configuration.get('PARTICIPANT_SESSION_TIMEOUT'))} />
  );
}

/**
 * Activity in any tab of the browser counts: each tab shares its last activity in localStorage and
 * reads the others' before warning; 'I need more time' in one tab closes the dialog in the others, and
 * a sign-out for inactivity in one tab signs the others out too. Times are computed from the clock at
 * each tick, so a background tab whose timers the browser slowed down still ends on time.
 */
function IdleTimer({ timeoutMs }: { timeoutMs: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const controls = useRef<{ extend: () => void; signOut: () => void }>({ extend: () => {}, signOut: () => {} });
  const signOutRef = useRef<(announce: boolean) => Promise<void>>(async () => {});

  const signOutIdle = useCallback(
    async (announce: boolean) => {
      if (announce) announceIdleSignOut(Date.now());
      await endSession(queryClient);
      showToast({ message: t('sessionNotices.idleSignedOut'), variant: 'info', autoHideDuration: TOAST_MS.success });
      await navigate('/signin', { replace: true });
    },
    [queryClient, navigate, t],
  );
  // The timer keeps running across language changes: it calls the latest sign-out through a ref.
  useEffect(() => {
    signOutRef.current = signOutIdle;
  }, [signOutIdle]);

  useEffect(() => {
    let lastActivity = 0;
    let lastShared = 0;
    let warningUntil: number | null = null;
    let waitTimer: number | undefined;
    let tickTimer: number | undefined;
    let ended = false;

    const record = (at: number, share: 'throttled' | 'now') => {
      lastActivity = Math.max(lastActivity, at);
      if (share === 'now' || at - lastShared >= SHARE_EVERY_MS) {
        lastShared = at;
        writeSharedActivity(at);
      }
    };
    const stopWarning = () => {
      window.clearInterval(tickTimer);
      warningUntil = null;
      setDeadline(null);
    };
    const end = (announce: boolean) => {
      if (ended) return;
      ended = true;
      window.clearTimeout(waitTimer);
      stopWarning();
      void signOutRef.current(announce);
    };
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (warningUntil !== null && at >= warningUntil) end(true);
    };
    const check = () => {
      window.clearTimeout(waitTimer);
      lastActivity = Math.max(lastActivity, readSharedActivity());
      const due = lastActivity + timeoutMs - Date.now();
      if (due > 0) {
        waitTimer = window.setTimeout(check, Math.min(due, MAX_DELAY_MS));
        return;
      }
      warningUntil = Date.now() + IDLE_WARNING_SECONDS * 1000;
      setDeadline(warningUntil);
      setNow(Date.now());
      tickTimer = window.setInterval(tick, 250);
    };
    // While the warning shows, only 'I need more time' (here or in another tab) keeps the session.
    const onActivity = () => {
      if (warningUntil === null && !ended) record(Date.now(), 'throttled');
    };
    const onStorage = (event: StorageEvent) => {
      if (ended) return;
      if (event.key === IDLE_SIGN_OUT_KEY && event.newValue) {
        end(false);
      } else if (event.key === LAST_ACTIVITY_KEY && Number(event.newValue) > lastActivity) {
        lastActivity = Number(event.newValue);
        if (warningUntil !== null) {
          stopWarning();
          check();
        }
      }
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || ended) return;
      if (warningUntil === null) check();
      else tick();
    };

    controls.current = {
      extend: () => {
        if (ended) return;
        stopWarning();
        record(Date.now(), 'now');
        check();
      },
      signOut: () => end(true),
    };
    record(Date.now(), 'now');
    check();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(waitTimer);
      window.clearInterval(tickTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutMs]);

  // Once loaded the dialog stays mounted, so closing it plays its transition and returns focus.
  const IdleWarningDialog = useIdleWarningDialog(deadline !== null);
  const seconds = deadline === null ? IDLE_WARNING_SECONDS : secondsLeft(deadline, now);
  if (!IdleWarningDialog) return null;
  return (
    <IdleWarningDialog
      open={deadline !== null}
      seconds={seconds}
      onExtend={() => controls.current.extend()}
      onSignOut={() => controls.current.signOut()}
    />
  );
}
