import type { StaffSession } from '@roofing/contracts';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useSignOut, useStaffSession } from '../../api/staff.ts';
import { useToast } from '../../app/toast.tsx';
import { Logo } from '../brand/logo.tsx';
import { staffSectionsFor } from './staff-navigation.ts';

/**
 * The staff pages' header: the back office's own sections, who is signed in, and sign-out;
 * none of the public site's calls to action. Before sign-in (and while a second factor is set
 * up) it shows only the brand and the way back to the website.
 */
export function StaffHeader() {
  const session = useStaffSession().data;
  const signedIn = session && !session.mfaEnrolmentRequired ? session : null;
  return (
    <header className="bg-navy-950 text-white shadow-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          <Link
            to={signedIn ? '/admin/dashboard' : '/admin'}
            className="rounded-lg"
            aria-label="Back office home"
          >
            <Logo tone="light" />
          </Link>
          <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase">
            Back office
          </span>
        </div>
        {session ? (
          <SignedInUser session={session} />
        ) : (
          <Link
            to="/"
            className="text-sm font-semibold text-white/90 underline-offset-4 hover:underline"
          >
            Back to the website
          </Link>
        )}
      </div>
      {signedIn ? <StaffSectionsNav role={signedIn.user.role} /> : null}
    </header>
  );
}

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
    isActive
      ? 'border-coral-500 text-white'
      : 'border-transparent text-white/80 hover:border-white/40 hover:text-white'
  }`;

function StaffSectionsNav({ role }: { role: string }) {
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways: the current one is brought into the strip (by
  // moving the strip only, never the page).
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const overflow = current.offsetLeft + current.offsetWidth - strip.clientWidth;
    strip.scrollLeft = overflow > 0 ? overflow + 16 : 0;
  }, [pathname]);
  return (
    <nav aria-label="Back office" className="border-t border-white/10">
      <ul ref={list} className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4">
        {staffSectionsFor(role).map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              className={({ isActive }) =>
                sectionClass({ isActive: isActive || Boolean(section.also?.includes(pathname)) })
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Signed in as …" and Logout; signing out lands on the sign-in page with a notice. */
function SignedInUser({ session }: { session: StaffSession }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();
  const logout = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        navigate('/admin', { replace: true });
        toast({ title: 'Logged Out', description: 'You have been signed out.' });
      },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-white/90">
        Signed in as <span className="font-semibold text-white">{session.user.displayName}</span>
      </p>
      <button
        type="button"
        onClick={logout}
        disabled={signOut.isPending}
        className="inline-flex min-h-10 items-center rounded-lg border border-white/60 px-3 font-semibold text-white hover:bg-white/10 disabled:opacity-60"
      >
        {signOut.isPending ? 'Signing out...' : 'Logout'}
      </button>
    </div>
  );
}
