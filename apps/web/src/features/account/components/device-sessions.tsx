import { useNavigate } from 'react-router';
import { Laptop, Smartphone } from 'lucide-react';
import type { DeviceSession } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeviceSessions, useEndAllSessions, useEndDeviceSession } from '../api/use-sessions';

const seenFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function isPhone(session: DeviceSession): boolean {
  return /Android|iPhone|iPad/.test(session.device);
}

/** "Signed-in devices": each sign-in with its device, place and last use, "Sign out" per device and everywhere. */
export function DeviceSessions() {
  const sessions = useDeviceSessions();
  const endSession = useEndDeviceSession();
  const endAll = useEndAllSessions();
  const navigate = useNavigate();

  const signOutEverywhere = () =>
    endAll.mutate(undefined, {
      onSuccess: () => void navigate(paths.auth.login(), { replace: true }),
      onError: (error) => toast.error(errorMessage(error, 'Failed to sign out')),
    });

  return (
    <section aria-labelledby="device-sessions-title" className="mt-12 border-t border-line pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="device-sessions-title" className="type-h3">
            Signed-in devices
          </h2>
          <p className="mt-1 text-sm text-stone">Sign out of a device you no longer use, or of every device at once.</p>
        </div>
        <Button variant="outline" size="sm" onClick={signOutEverywhere} disabled={endAll.isPending}>
          Sign out everywhere
        </Button>
      </div>
      {sessions.isPending ? (
        <div className="mt-6 flex flex-col gap-3" aria-busy="true" aria-label="Loading devices">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <LoadError
          className="mt-6"
          title="Your devices could not be loaded"
          message="Please try again."
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <ul className="mt-6 divide-y divide-line border-y border-line" aria-label="Signed-in devices">
          {sessions.data.map((session) => {
            const Icon = isPhone(session) ? Smartphone : Laptop;
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-4 py-4" data-testid="device-session">
                <Icon className="size-5 text-gold-deep" strokeWidth={1.4} aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-ink">
                    {session.device}
                    {session.current ? (
                      <span className="ml-2 text-xs font-normal uppercase tracking-[0.16em] text-gold-deep">This device</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-stone">
                    Last active {seenFormat.format(new Date(session.lastSeenAt))}
                    {session.ip ? ` · ${session.ip}` : ''} · Signed in {seenFormat.format(new Date(session.createdAt))}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={endSession.isPending}
                    aria-label={`Sign out ${session.device}, last active ${seenFormat.format(new Date(session.lastSeenAt))}`}
                    onClick={() =>
                      endSession.mutate(session.id, {
                        onError: (error) => toast.error(errorMessage(error, 'Failed to sign out that device')),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
