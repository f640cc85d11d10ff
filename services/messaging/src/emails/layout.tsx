import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { COMPANY, type Locale } from '@roofing/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { greetingLine } from './format.ts';
import { shared } from './messages.ts';

/**
 * The frame every e-mail shares: the company header (name, phone, license), the content, and a
 * footer with how to reach us and why the reader gets this e-mail. The building blocks below
 * render to HTML and to plain text alike (see render.tsx): a field prints as "Label: value".
 */

const colors = { navy: '#0f2a44', sky: '#e8f1f8', text: '#1f2933', muted: '#5f6b76' };

const styles = {
  body: {
    backgroundColor: '#f4f6f8',
    fontFamily: 'Helvetica, Arial, sans-serif',
    color: colors.text,
    margin: 0,
  },
  container: { maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff' },
  banner: { backgroundColor: '#b42318', color: '#ffffff', padding: '4px 28px' },
  header: { backgroundColor: colors.navy, padding: '20px 28px' },
  brand: { color: '#ffffff', fontSize: '22px', fontWeight: 700, margin: 0 },
  headerMeta: { color: '#c9d6e2', fontSize: '13px', margin: '4px 0 0' },
  content: { padding: '8px 28px 16px' },
  heading: { color: colors.navy, fontSize: '17px', margin: '24px 0 8px' },
  paragraph: { fontSize: '15px', lineHeight: '23px', margin: '12px 0' },
  field: { fontSize: '15px', lineHeight: '22px', margin: '2px 0' },
  list: { fontSize: '15px', lineHeight: '23px', paddingLeft: '22px', margin: '8px 0' },
  quoted: {
    fontSize: '15px',
    lineHeight: '23px',
    margin: '8px 0',
    padding: '4px 0 4px 12px',
    borderLeft: '3px solid #c9d6e2',
  },
  box: { backgroundColor: colors.sky, borderRadius: '6px', padding: '8px 16px', margin: '16px 0' },
  button: {
    backgroundColor: '#d9822b',
    color: '#ffffff',
    borderRadius: '6px',
    fontSize: '15px',
    fontWeight: 700,
    padding: '12px 22px',
  },
  footer: { padding: '4px 28px 24px' },
  footerText: { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

export function EmailLayout(props: {
  /** The line mail clients show next to the subject (not part of the text version). */
  preview: string;
  /** Why the reader receives this e-mail, in one sentence. */
  reason: string;
  /** An alert shown above everything, header included (the first lines of the text version). */
  banner?: ReactNode;
  /** The reader's language (the customer's; office alerts are English). */
  locale?: Locale;
  children: ReactNode;
}) {
  const locale = props.locale ?? 'en';
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {props.banner ? <Section style={styles.banner}>{props.banner}</Section> : null}
          <Section style={styles.header}>
            <Text style={styles.brand}>{COMPANY.name}</Text>
            <Text style={styles.headerMeta}>
              {shared(locale)('headerMeta', { phone: COMPANY.phone, license: COMPANY.license })}
            </Text>
          </Section>
          <Section style={styles.content}>{props.children}</Section>
          <Hr />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {COMPANY.legalName} · {COMPANY.address}
            </Text>
            <Text style={styles.footerText}>
              {COMPANY.phone} · {COMPANY.email} · {COMPANY.website}
            </Text>
            <Text style={styles.footerText}>{props.reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The opening line of a customer e-mail: the first name only, stripped of anything that is not a
 * name (see greetingName), or "Hello," without one.
 */
export const Greeting = ({
  name,
  locale = 'en',
}: {
  name: string | null | undefined;
  locale?: Locale;
}) => <Text style={styles.paragraph}>{greetingLine(name, locale)}</Text>;

/** A paragraph. */
export const P = ({ children }: { children: ReactNode }) => (
  <Text style={styles.paragraph}>{children}</Text>
);

/** A section title inside an e-mail. */
export const H = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.heading}>
    {children}
  </Heading>
);

/** One labelled value on its own line: "Label: value" (a div: no blank line between fields). */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div style={styles.field}>
    <strong>{label}:</strong> {children}
  </div>
);

/** Text someone wrote, set apart and quoted as written (line breaks kept). */
export const Quoted = ({ text }: { text: string }) => (
  <Text style={styles.quoted}>
    {text
      .split(/\r?\n/)
      .flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
  </Text>
);

/** Fields (or anything) set apart on a tinted panel. */
export const Panel = ({ children }: { children: ReactNode }) => (
  <Section style={styles.box}>{children}</Section>
);

/** A bulleted list ("• item" in the text version). */
export const Bullets = ({ items }: { items: readonly ReactNode[] }) => (
  <ul style={styles.list}>
    {items.map((item, index) => (
      <li key={index}>{item}</li>
    ))}
  </ul>
);

/** Numbered steps ("1. step" in the text version). */
export const Steps = ({ items }: { items: readonly ReactNode[] }) => (
  <ol style={styles.list}>
    {items.map((item, index) => (
      <li key={index}>{item}</li>
    ))}
  </ol>
);

/** A call to action; the text version prints the label followed by the address. */
export const Action = ({ href, children }: { href: string; children: string }) => (
  <Section style={{ margin: '20px 0' }}>
    <Button href={href} style={styles.button}>
      {children}
    </Button>
  </Section>
);
