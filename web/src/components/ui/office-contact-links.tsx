import { COMPANY, COMPANY_EMAIL_HREF, COMPANY_PHONE_HREF } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon } from './icons.tsx';

/* The office's phone and e-mail as links on a dark (navy) card or hero, each with its icon. */

const onDarkLinkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-white underline-offset-4 hover:underline';

/**
 * An e-mail address that, when it must wrap, wraps after the "@" (the <wbr>), and only where no
 * such point is left breaks inside a word (overflow-wrap: break-word, which unlike `anywhere`
 * does not let the box shrink below the domain and so never chops "….com" on a wide screen).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <span className="min-w-0 [overflow-wrap:break-word]">{address}</span>;
  return (
    <span className="min-w-0 [overflow-wrap:break-word]">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}

/** The office's number, a call link. `className` adds spacing or size to the shared look. */
export function OfficePhoneLink({ className }: { className?: string }) {
  return (
    <a
      href={COMPANY_PHONE_HREF}
      className={className ? `${onDarkLinkClass} ${className}` : onDarkLinkClass}
    >
      <PhoneIcon className="size-5 text-ocean-300" />
      {COMPANY.phone}
    </a>
  );
}

/** The office's e-mail, a mail link; it reads as the address unless `children` name it. */
export function OfficeEmailLink({
  className,
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={COMPANY_EMAIL_HREF}
      className={className ? `${onDarkLinkClass} ${className}` : onDarkLinkClass}
    >
      <MailIcon className="size-5 shrink-0 text-ocean-300" />
      {children ?? <EmailAddress address={COMPANY.email} />}
    </a>
  );
}
